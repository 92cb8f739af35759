import { screen } from '@testing-library/react';
import type { Ctx } from 'boardgame.io';
import type { GameMode } from '../contract';
import { renderWithI18n } from './testI18n';
import { playersOf } from './testPlayers';
import { TurnIndicator, type TurnIndicatorProps } from './TurnIndicator';

function ctxOf(numPlayers: number, fields: Partial<Ctx> = {}): Ctx {
  return {
    numPlayers,
    currentPlayer: '0',
    activePlayers: null,
    gameover: undefined,
    turn: 1,
    phase: 'default',
    playOrder: playersOf(numPlayers).map((p) => p.playerID),
    playOrderPos: 0,
    ...fields,
  } as Ctx;
}
const everyone = (numPlayers: number) => Object.fromEntries(playersOf(numPlayers).map((p) => [p.playerID, 'choose']));

type Extras = Pick<TurnIndicatorProps, 'aiSeats' | 'detail' | 'outcome'>;

function show(ctx: Ctx, playerID: string | null, mode: GameMode = 'OnlineFriend', language = 'en', extras: Extras = {}) {
  return renderWithI18n(
    <TurnIndicator ctx={ctx} playerID={playerID} mode={mode} players={playersOf(ctx.numPlayers)} {...extras} />,
    {},
    language,
  );
}
const status = () => screen.getByTestId('turn-indicator');

describe('TurnIndicator', () => {
  it('tells a seated player it is their turn, or whom they wait for (2 seats)', () => {
    const { unmount } = show(ctxOf(2), '0');
    expect(status()).toHaveTextContent('Your turn');
    unmount();
    show(ctxOf(2), '1');
    expect(status()).toHaveTextContent('Waiting for Anna');
  });

  it('names the player to move on a shared device and for spectators', () => {
    const { unmount } = show(ctxOf(2, { currentPlayer: '1' }), null, 'LocalFriend');
    expect(status()).toHaveTextContent("Ben's turn");
    unmount();
    show(ctxOf(4, { currentPlayer: '3' }), null);
    expect(status()).toHaveTextContent("Dora's turn");
  });

  it('tells an online player whose seat a computer plays for now that it plays for them, not that it is their turn', () => {
    const { unmount } = show(ctxOf(4, { currentPlayer: '2' }), '2', 'OnlineFriend', 'en', { aiSeats: ['2'] });
    expect(status()).toHaveTextContent('The computer is playing for you');
    unmount();
    show(ctxOf(4, { currentPlayer: '2' }), '2', 'OnlineFriend', 'de', { aiSeats: ['1'] });
    expect(status()).toHaveTextContent('Du bist am Zug');
  });

  it('waits on the seat to act only, not on seats that may announce aside', () => {
    const playing = ctxOf(4, { currentPlayer: '1', activePlayers: { '0': 'aside', '1': 'toAct', '2': 'aside', '3': 'aside' } });
    const { unmount } = show(playing, '0');
    expect(status()).toHaveTextContent('Waiting for Ben');
    unmount();
    show(playing, '1');
    expect(status()).toHaveTextContent('Your turn');
  });

  it('plays alone: always your turn (1 seat)', () => {
    show(ctxOf(1), '0', 'AI');
    expect(status()).toHaveTextContent('Your turn');
  });

  it('follows every seat that may act, not only the current player (4 seats)', () => {
    const answering = ctxOf(4, { currentPlayer: '0', activePlayers: { '1': 'answer', '3': 'answer' } });
    const { unmount } = show(answering, '0');
    expect(status()).toHaveTextContent('Waiting for Ben and Dora');
    unmount();
    show(answering, '3');
    expect(status()).toHaveTextContent('Your turn');
  });

  it('says that everyone chooses when all seats act at once, to players and spectators', () => {
    const { unmount } = show(ctxOf(4, { activePlayers: everyone(4) }), '2');
    expect(status()).toHaveTextContent('Everyone chooses');
    unmount();
    show(ctxOf(30, { activePlayers: everyone(30) }), null);
    expect(status()).toHaveTextContent('Everyone chooses');
  });

  it('counts the others instead of listing 30 names', () => {
    const waiting = Object.fromEntries(
      playersOf(30)
        .slice(1)
        .map((p) => [p.playerID, 'choose']),
    );
    show(ctxOf(30, { activePlayers: waiting }), '0');
    expect(status()).toHaveTextContent('Waiting for Ben, Carla and 27 others');
  });

  it('elides in French before a vowel', () => {
    const { unmount } = show(ctxOf(2, { currentPlayer: '0' }), '1', 'OnlineFriend', 'fr');
    expect(status()).toHaveTextContent("En attente d'Anna");
    unmount();
    const second = show(ctxOf(2, { currentPlayer: '1' }), '0', 'OnlineFriend', 'fr');
    expect(status()).toHaveTextContent('En attente de Ben');
    second.unmount();
    show(ctxOf(5, { currentPlayer: '4' }), null, 'LocalFriend', 'fr');
    expect(status()).toHaveTextContent("Au tour d'Emil");
  });

  it('elides in French before a mute h', () => {
    show(ctxOf(8, { currentPlayer: '7' }), '0', 'OnlineFriend', 'fr');
    expect(status()).toHaveTextContent("En attente d'Hana");
  });

  it("says the computer is thinking on the computer's turn, in every language", () => {
    const computerToMove = ctxOf(2, { currentPlayer: '1' });
    const texts = { en: 'The computer is thinking…', pt: 'O computador está pensando…', de: 'Der Computer denkt nach…' };
    for (const [language, text] of Object.entries(texts)) {
      const { unmount } = show(computerToMove, '0', 'AI', language, { aiSeats: ['1'] });
      expect(status()).toHaveTextContent(text);
      unmount();
    }
    show(ctxOf(2, { currentPlayer: '0' }), '0', 'AI', 'fr', { aiSeats: ['1'] });
    expect(status()).toHaveTextContent('À toi de jouer');
  });

  it('names the human to move when several share the device against the computer', () => {
    show(ctxOf(3, { currentPlayer: '1' }), '0', 'AI', 'en', { aiSeats: ['2'] });
    expect(status()).toHaveTextContent("Ben's turn");
  });

  it("adds the game's own word on the turn as a second line", () => {
    show(ctxOf(2), '0', 'OnlineFriend', 'en', { detail: 'You must capture' });
    expect(status()).toHaveTextContent('Your turn');
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('You must capture');
  });

  it("shows the game's outcome once it is over, and no detail then", () => {
    show(ctxOf(2, { gameover: { winner: '1' } }), '0', 'OnlineFriend', 'en', {
      outcome: 'Black won',
      detail: 'You must capture',
    });
    expect(status()).toHaveTextContent('Black won');
    expect(screen.queryByTestId('turn-detail')).not.toBeInTheDocument();
  });

  it('shows nothing once the game is over', () => {
    show(ctxOf(2, { gameover: { winner: '0' } }), '0');
    expect(screen.queryByTestId('turn-indicator')).not.toBeInTheDocument();
  });
});
