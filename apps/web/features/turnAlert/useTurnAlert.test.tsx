import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import type { PlayerID } from 'boardgame.io';
import { renderInLanguage } from '../i18n/testI18n';
import type { Language } from '../i18n/languages';
import { installFakeAudio, installFakeNotifications, setTabVisibility } from './testDoubles';
import { TURN_SOUND_KEY } from './turnSoundPreference';
import { type TurnAlertInput, useTurnAlert } from './useTurnAlert';

type TurnCtx = TurnAlertInput['ctx'];

const turnOf = (seat: PlayerID): TurnCtx => ({ currentPlayer: seat, activePlayers: null, gameover: undefined });
const PAGE_TITLE = 'Chess · Tabula';

let setCtx: (ctx: TurnCtx) => void = () => undefined;

function Match({
  initial,
  playerID,
  computerPlaysSeat,
}: {
  initial: TurnCtx;
  playerID: PlayerID | null;
  computerPlaysSeat?: boolean;
}) {
  const [ctx, set] = useState(initial);
  setCtx = set;
  useTurnAlert({ ctx, playerID, gameName: 'Chess', computerPlaysSeat });
  return null;
}

/** A spectator has no seat (null). */
function openMatch(
  options: { playerID?: PlayerID | null; initial?: TurnCtx; language?: Language; computerPlaysSeat?: boolean } = {},
) {
  const { playerID = '0', initial = turnOf('1'), language = 'en', computerPlaysSeat } = options;
  renderInLanguage(<Match initial={initial} playerID={playerID} computerPlaysSeat={computerPlaysSeat} />, language);
  // The page's first click: browsers allow sound from then on.
  fireEvent.pointerDown(window);
}

const becomes = (ctx: TurnCtx) => act(() => setCtx(ctx));

const played = installFakeAudio();
let notifications = installFakeNotifications('default');

beforeEach(() => {
  played.length = 0;
  localStorage.clear();
  document.title = PAGE_TITLE;
  setTabVisibility('visible');
  notifications = installFakeNotifications('default');
});

describe('useTurnAlert', () => {
  it('counts the turns that came while the tab was hidden in its title, with a two-note chime each', () => {
    openMatch();
    setTabVisibility('hidden');
    becomes(turnOf('0'));
    expect(document.title).toBe('(1) Your turn · Chess · Tabula');
    expect(played.map((note) => note.frequency)).toEqual([880, 1318.5]);
    becomes(turnOf('1'));
    becomes(turnOf('0'));
    expect(document.title).toBe('(2) Your turn · Chess · Tabula');
    expect(played).toHaveLength(4);
  });

  it('gives the page its own title back when the tab is visible again', () => {
    openMatch();
    setTabVisibility('hidden');
    becomes(turnOf('0'));
    act(() => setTabVisibility('visible', true));
    expect(document.title).toBe(PAGE_TITLE);
    setTabVisibility('hidden');
    becomes(turnOf('1'));
    becomes(turnOf('0'));
    expect(document.title).toBe('(1) Your turn · Chess · Tabula');
  });

  it('keeps the count when the page sets its title again while hidden', async () => {
    openMatch();
    setTabVisibility('hidden');
    becomes(turnOf('0'));
    await act(async () => {
      document.title = PAGE_TITLE;
    });
    expect(document.title).toBe('(1) Your turn · Chess · Tabula');
  });

  it('plays a single quieter note and leaves the title alone while the tab is visible', () => {
    notifications = installFakeNotifications('granted');
    openMatch();
    becomes(turnOf('0'));
    expect(document.title).toBe(PAGE_TITLE);
    expect(played).toHaveLength(1);
    expect(played[0]!.peak).toBeLessThan(0.1);
    expect(notifications.shown).toHaveLength(0);
    setTabVisibility('hidden');
    becomes(turnOf('1'));
    becomes(turnOf('0'));
    expect(Math.min(...played.slice(1).map((note) => note.peak))).toBeGreaterThan(played[0]!.peak);
  });

  it('makes no sound when the player muted it, and still counts in the title', () => {
    localStorage.setItem(TURN_SOUND_KEY, 'off');
    openMatch();
    becomes(turnOf('0'));
    setTabVisibility('hidden');
    becomes(turnOf('1'));
    becomes(turnOf('0'));
    expect(played).toHaveLength(0);
    expect(document.title).toBe('(1) Your turn · Chess · Tabula');
  });

  it('notifies a player who allowed it, and clicking the notification brings the tab forward', () => {
    notifications = installFakeNotifications('granted');
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    openMatch();
    setTabVisibility('hidden');
    becomes(turnOf('0'));
    expect(notifications.shown.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'Your turn', body: 'Chess: it is your turn.' },
    ]);
    notifications.shown[0]!.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(notifications.shown[0]!.close).toHaveBeenCalled();
    focus.mockRestore();
  });

  it('shows no notification without permission, and never asks for it by itself', () => {
    openMatch();
    setTabVisibility('hidden');
    becomes(turnOf('0'));
    expect(notifications.shown).toHaveLength(0);
    expect(notifications.requestPermission).not.toHaveBeenCalled();
  });

  it('stays quiet while it stays the player’s turn, and on opening the match on their turn', () => {
    openMatch({ initial: turnOf('0') });
    setTabVisibility('hidden');
    becomes({ currentPlayer: '0', activePlayers: { '0': 'discard' }, gameover: undefined });
    becomes({ currentPlayer: '1', activePlayers: { '0': 'respond', '1': 'play' }, gameover: undefined });
    expect(played).toHaveLength(0);
    expect(document.title).toBe(PAGE_TITLE);
  });

  it('alerts a player whom a stage lets act out of turn', () => {
    openMatch();
    setTabVisibility('hidden');
    becomes({ currentPlayer: '1', activePlayers: { '0': 'respond' }, gameover: undefined });
    expect(document.title).toBe('(1) Your turn · Chess · Tabula');
  });

  it('stays quiet on the turns a computer plays for the player', () => {
    notifications = installFakeNotifications('granted');
    openMatch({ computerPlaysSeat: true });
    setTabVisibility('hidden');
    becomes(turnOf('0'));
    expect(played).toHaveLength(0);
    expect(notifications.shown).toHaveLength(0);
    expect(document.title).toBe(PAGE_TITLE);
  });

  it('is not the turn of a seat that may only announce aside', () => {
    openMatch();
    setTabVisibility('hidden');
    becomes({ currentPlayer: '1', activePlayers: { '0': 'aside', '1': 'toAct' }, gameover: undefined });
    expect(document.title).toBe(PAGE_TITLE);
  });

  it('never alerts a spectator, nor anyone once the match is over', () => {
    notifications = installFakeNotifications('granted');
    openMatch({ playerID: null });
    setTabVisibility('hidden');
    becomes(turnOf('0'));
    becomes(turnOf('1'));
    openMatch({ playerID: '0' });
    becomes({ currentPlayer: '0', activePlayers: null, gameover: { winner: '1' } });
    expect(played).toHaveLength(0);
    expect(notifications.shown).toHaveLength(0);
    expect(document.title).toBe(PAGE_TITLE);
  });

  it('speaks the player’s language in the title', () => {
    document.title = 'Schach · Tabula';
    openMatch({ language: 'de' });
    setTabVisibility('hidden');
    becomes(turnOf('0'));
    expect(document.title).toBe('(1) Du bist am Zug · Schach · Tabula');
  });
});
