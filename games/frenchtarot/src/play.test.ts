import { INVALID_MOVE } from 'boardgame.io/core';
import type { Trick } from '@tabula/cards';
import { play } from './moves';
import { legalPlays, trickWinner } from './play';
import { card, cards, dealState, moveContext } from './testState';

const trickOf = (...names: string[]): Trick => ({
  leader: '0',
  cards: names.map((name, i) => ({ seat: String(i), card: card(name) })),
});

describe('what may be played', () => {
  it('makes a player follow the suit led, the Excuse always allowed', () => {
    expect(legalPlays(cards('2h Kh T5 EX 3s'), trickOf('7h'))).toEqual(cards('2h Kh EX'));
  });

  it('makes a player void in the suit led trump, and beat the highest trump when able', () => {
    expect(legalPlays(cards('T5 T15 3s'), trickOf('7h', 'T10'))).toEqual(cards('T15'));
  });

  it('makes a player trump lower (underTrump) when no trump of theirs beats the trick', () => {
    expect(legalPlays(cards('T5 T3 3s EX'), trickOf('7h', 'T10'))).toEqual(cards('T5 T3 EX'));
  });

  it('makes a follower of a trump lead play higher when able, and any card with no trump left', () => {
    expect(legalPlays(cards('T3 T14 Kh'), trickOf('T12'))).toEqual(cards('T14'));
    expect(legalPlays(cards('Kh 2s'), trickOf('T12'))).toEqual(cards('Kh 2s'));
  });

  it('lets the card after an Excuse lead set the suit for everyone after it', () => {
    expect(legalPlays(cards('Kh 2s T4'), trickOf('EX'))).toEqual(cards('Kh 2s T4'));
    expect(legalPlays(cards('Kh 2s T4'), trickOf('EX', '5s'))).toEqual(cards('2s'));
    expect(legalPlays(cards('Kh T4 T9'), trickOf('EX', 'T6'))).toEqual(cards('T9'));
  });
});

describe('who takes the trick', () => {
  it('gives it to the highest trump, else the highest card of the suit led; never to the Excuse', () => {
    expect(trickWinner(trickOf('7h', 'Kh', 'T2', '1h'), false)).toBe('2');
    expect(trickWinner(trickOf('7h', 'Kh', 'Qs', '1h'), false)).toBe('1');
    expect(trickWinner(trickOf('EX', '3d', 'Cd', '2d'), false)).toBe('2');
  });

  it('gives the last trick to an Excuse led by a side that has taken every trick (a slam)', () => {
    expect(trickWinner(trickOf('EX', '3d', 'Cd', '2d'), true)).toBe('0');
  });
});

describe('the play move', () => {
  const G = () => dealState({ hands: ['7h T5', 'Kh T9', '2s T6', 'EX 3d'], contract: { taker: '1' }, toAct: '1' });

  it('refuses a card that breaks the rules, another seat acting, and junk, changing nothing', () => {
    const state = G();
    state.trick = { leader: '0', cards: [{ seat: '0', card: card('7h') }] };
    state.hands['0'] = cards('T5');
    const before = JSON.stringify(state);
    expect(play(moveContext(state, 'play', '1'), { card: card('T9') })).toBe(INVALID_MOVE);
    expect(play(moveContext(state, 'play', '2'), { card: card('2s') })).toBe(INVALID_MOVE);
    expect(play(moveContext(state, 'play', '1'), { card: 999 })).toBe(INVALID_MOVE);
    expect(play(moveContext(state, 'play', '1'), null as never)).toBe(INVALID_MOVE);
    expect(play(moveContext(state, 'bidding', '1'), { card: card('Kh') })).toBe(INVALID_MOVE);
    expect(JSON.stringify(state)).toBe(before);
    expect(play(moveContext(state, 'play', '1'), { card: card('Kh') })).toBeUndefined();
    expect(state.toAct).toBe('2');
  });
});

describe('the last trick of a slam', () => {
  /** Three players at the last trick, the taker '0' leading, after 23 tricks taken as `winners` says. */
  function lastTrick(winners: (index: number) => string) {
    const G = dealState({ hands: ['EX', '2d', '3d'], contract: { taker: '0', kind: 'garde' }, toAct: '0' });
    G.tricks = Array.from({ length: 23 }, (_, index) => ({ leader: '0', winner: winners(index), cards: [] }));
    G.trick = { leader: '0', cards: [] };
    for (const [seat, name] of [
      ['0', 'EX'],
      ['1', '2d'],
      ['2', '3d'],
    ] as const) {
      G.toAct = seat;
      play(moveContext(G, 'play', seat), { card: card(name) });
    }
    return G;
  }

  it('goes to an Excuse led by a side that took every trick before: an unannounced slam, +200', () => {
    const G = lastTrick(() => '0');
    expect(G.tricks[23]!.winner).toBe('0');
    expect(G.lastResult?.slam).toBe(200);
  });

  it('goes to the best card of the suit when the Excuse’s side lost a trick before', () => {
    expect(lastTrick((index) => (index === 5 ? '1' : '0')).tricks[23]!.winner).toBe('2');
  });
});
