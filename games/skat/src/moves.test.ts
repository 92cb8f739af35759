import { INVALID_MOVE } from 'boardgame.io/core';
import { moves } from './moves';
import { HANDS, SKAT, card, dealtState } from './testState';
import type { SkatState } from './types';

const shuffler = { Shuffle: <T>(list: T[]) => [...list] };
function call(G: SkatState, playerID: string, name: keyof typeof moves, ...args: unknown[]) {
  const before = JSON.stringify(G);
  const result = (moves[name].move as (...a: unknown[]) => unknown)(
    { G, playerID, random: shuffler, ctx: {}, events: {} },
    ...args,
  );
  if (result === INVALID_MOVE) expect(JSON.stringify(G)).toBe(before);
  return result;
}

describe('skat bidding', () => {
  it('lets middlehand bid legal values only, and only on its turn', () => {
    const G = dealtState(HANDS, SKAT);
    expect(call(G, '2', 'bid', 19)).toBe(INVALID_MOVE);
    expect(call(G, '2', 'bid', '18')).toBe(INVALID_MOVE);
    expect(call(G, '1', 'bid', 18)).toBe(INVALID_MOVE);
    expect(call(G, '1', 'hold')).toBe(INVALID_MOVE);
    expect(call(G, '2', 'bid', 18)).toBeUndefined();
    expect(G.toAct).toBe('1');
    expect(call(G, '1', 'bid', 20)).toBe(INVALID_MOVE);
    expect(call(G, '1', 'hold')).toBeUndefined();
    expect(call(G, '2', 'bid', 18)).toBe(INVALID_MOVE);
    expect(call(G, '2', 'bid', 20)).toBeUndefined();
  });

  it('sends rearhand against the one left; two passes make the declarer at the last value', () => {
    const G = dealtState(HANDS, SKAT);
    call(G, '2', 'bid', 18);
    call(G, '1', 'hold');
    call(G, '2', 'pass');
    expect(G.toAct).toBe('0');
    call(G, '0', 'bid', 20);
    call(G, '1', 'hold');
    call(G, '0', 'bid', 22);
    call(G, '1', 'pass');
    expect({ declarer: G.declarer, bid: G.bid, stage: G.stage, toAct: G.toAct }).toEqual({
      declarer: '0',
      bid: 22,
      stage: 'skat',
      toAct: '0',
    });
  });

  it('lets forehand bid alone after both others pass without a bid', () => {
    const G = dealtState(HANDS, SKAT);
    call(G, '2', 'pass');
    call(G, '0', 'pass');
    expect(G.toAct).toBe('1');
    expect(call(G, '1', 'hold')).toBe(INVALID_MOVE);
    call(G, '1', 'bid', 18);
    expect({ declarer: G.declarer, bid: G.bid }).toEqual({ declarer: '1', bid: 18 });
  });

  it('throws in a deal everyone passed: a passed row, the dealer moves on, the old skat shown', () => {
    const G = dealtState(HANDS, SKAT);
    const oldSkat = G.skat;
    for (const seat of ['2', '0', '1']) call(G, seat, 'pass');
    expect(G.rounds).toEqual([
      expect.objectContaining({ round: 1, contract: 'contracts.passedIn', points: { '0': 0, '1': 0, '2': 0 } }),
    ]);
    expect(G.dealer).toBe('1');
    expect(G.dealNumber).toBe(2);
    expect(G.stage).toBe('bidding');
    expect(G.toAct).toBe('0');
    expect(G.previousSkat).toEqual(
      oldSkat.map((id) => ({
        suit: ['clubs', 'spades', 'hearts', 'diamonds'][Math.floor(id / 8)],
        rank: ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'][id % 8],
      })),
    );
  });
});

describe('skat skat and declaration', () => {
  const won = () => {
    const G = dealtState(HANDS, SKAT);
    call(G, '2', 'pass');
    call(G, '0', 'pass');
    call(G, '1', 'bid', 18);
    return G;
  };

  it('picks up the skat into the declarer hand and discards exactly two of its own cards', () => {
    const G = won();
    expect(call(G, '2', 'pickUpSkat')).toBe(INVALID_MOVE);
    call(G, '1', 'pickUpSkat');
    expect(G.hands['1']).toHaveLength(12);
    expect(call(G, '1', 'discard', { cards: [card('7C')] })).toBe(INVALID_MOVE);
    expect(call(G, '1', 'discard', { cards: [card('7C'), card('7C')] })).toBe(INVALID_MOVE);
    expect(call(G, '1', 'discard', { cards: [card('7C'), card('AS')] })).toBe(INVALID_MOVE);
    call(G, '1', 'discard', { cards: [card('7C'), card('7D')] });
    expect(G.hands['1']).toHaveLength(10);
    expect(G.discards).toEqual([card('7C'), card('7D')]);
    // No announcement after picking up the skat, except ouvert for null.
    expect(call(G, '1', 'declare', { kind: 'clubs', announcement: 'schneider' })).toBe(INVALID_MOVE);
    expect(call(G, '1', 'declare', { kind: 'null', announcement: 'ouvert' })).toBeUndefined();
    expect(G.contract).toEqual({ kind: 'null', announcement: 'ouvert', hand: false });
  });

  it('offers Schneider, Schwarz and ouvert for hand games', () => {
    const G = won();
    call(G, '1', 'playHand');
    expect(call(G, '1', 'declare', { kind: 'trumps', announcement: 'none' })).toBe(INVALID_MOVE);
    call(G, '1', 'declare', { kind: 'grand', announcement: 'schwarz' });
    expect(G.contract).toEqual({ kind: 'grand', announcement: 'schwarz', hand: true });
    expect(G.toAct).toBe('1');
  });

  it('refuses a null game worth less than the bid', () => {
    const G = dealtState(HANDS, SKAT);
    call(G, '2', 'bid', 24);
    call(G, '1', 'hold');
    call(G, '2', 'pass');
    call(G, '0', 'pass');
    call(G, '1', 'pickUpSkat');
    call(G, '1', 'discard', { cards: [card('7C'), card('7D')] });
    expect(call(G, '1', 'declare', { kind: 'null', announcement: 'none' })).toBe(INVALID_MOVE);
    expect(call(G, '1', 'declare', { kind: 'null', announcement: 'ouvert' })).toBeUndefined();
  });
});

describe('skat card play', () => {
  const playing = (kind: 'clubs' | 'grand' | 'null' = 'clubs') => {
    const G = dealtState(HANDS, SKAT);
    call(G, '2', 'pass');
    call(G, '0', 'pass');
    call(G, '1', 'bid', 18);
    call(G, '1', 'playHand');
    call(G, '1', 'declare', { kind, announcement: 'none' });
    return G;
  };

  it('refuses a card not in the hand, another seat card, out of turn, and not following suit', () => {
    const G = playing('grand');
    expect(call(G, '1', 'play', { card: card('AS') })).toBe(INVALID_MOVE);
    expect(call(G, '2', 'play', { card: card('AS') })).toBe(INVALID_MOVE);
    expect(call(G, '1', 'play', { card: 99 })).toBe(INVALID_MOVE);
    expect(call(G, '1', 'play', 'JC')).toBe(INVALID_MOVE);
    call(G, '1', 'play', { card: card('AC') });
    // Middlehand has no clubs: any card. Rearhand neither.
    call(G, '2', 'play', { card: card('7S') });
    call(G, '0', 'play', { card: card('QH') });
    expect(G.tricks).toHaveLength(1);
    expect(G.tricks[0]!.winner).toBe('1');
    // Jacks are trumps in a grand: a jack lead must be followed with a jack, not with spades.
    call(G, '1', 'play', { card: card('JD') });
    expect(G.toAct).toBe('2');
  });

  it('makes a jack lead ask for trumps, not for its suit', () => {
    const G = dealtState(
      { '1': 'JC AC 10C KC QC 9C 8C 7C AS 10S', '2': 'JS KS QS 9S 8S 7S AH 10H KH QH', '0': 'JH JD 9H 8H 7H AD 10D KD QD 9D' },
      '8D 7D',
    );
    call(G, '2', 'pass');
    call(G, '0', 'pass');
    call(G, '1', 'bid', 18);
    call(G, '1', 'playHand');
    call(G, '1', 'declare', { kind: 'spades', announcement: 'none' });
    call(G, '1', 'play', { card: card('JC') });
    // Middlehand holds spades and the jack of spades, all trumps: the ace of hearts is refused.
    expect(call(G, '2', 'play', { card: card('AH') })).toBe(INVALID_MOVE);
    expect(call(G, '2', 'play', { card: card('KS') })).toBeUndefined();
    // Rearhand holds trump jacks only.
    expect(call(G, '0', 'play', { card: card('AD') })).toBe(INVALID_MOVE);
  });

  it('ends a null game at once when the declarer takes a trick', () => {
    const G = playing('null');
    call(G, '1', 'play', { card: card('AC') });
    call(G, '2', 'play', { card: card('7S') });
    call(G, '0', 'play', { card: card('QH') });
    expect(G.stage).toBe('roundEnd');
    expect(G.outcome).toEqual(expect.objectContaining({ won: false, value: 35 }));
    expect(G.rounds[0]!.points).toEqual({ '0': 0, '1': -70, '2': 0 });
    expect(G.hands['1']).toHaveLength(9);
  });

  it('counts the untouched skat of a hand game for the declarer', () => {
    const G = dealtState(HANDS, 'AD 10D', {});
    G.hands['0'] = G.hands['0']!.map((c) => (c === card('AD') ? card('7C') : c === card('10D') ? card('7D') : c));
    G.dealtHands = JSON.parse(JSON.stringify(G.hands));
    call(G, '2', 'pass');
    call(G, '0', 'pass');
    call(G, '1', 'bid', 18);
    call(G, '1', 'playHand');
    call(G, '1', 'declare', { kind: 'clubs', announcement: 'none' });
    for (let n = 0; n < 30 && G.stage === 'playing'; n += 1) {
      const seat = G.toAct!;
      const { enumerate } = require('./enumerate');
      const [first] = enumerate(G, { activePlayers: null }, seat);
      call(G, seat, 'play', ...first.args);
    }
    const tricksPoints = G.tricks.filter((t) => t.winner === '1').flatMap((t) => t.trick.cards.map((p) => p.card));
    const { cardPoints } = require('./cards');
    expect(G.outcome!.declarerPoints).toBe(cardPoints(tricksPoints) + 21);
  });
});

describe('skat round end', () => {
  it('waits for every seat before the next deal; a second confirmation is refused; quit ends the match', () => {
    const G = dealtState(HANDS, SKAT, { stage: 'roundEnd', toAct: null });
    expect(call(G, '1', 'nextRound')).toBeUndefined();
    expect(call(G, '1', 'nextRound')).toBe(INVALID_MOVE);
    expect(call(G, '1', 'quit')).toBe(INVALID_MOVE);
    expect(G.confirmed).toEqual(['1']);
    expect(call(G, '2', 'quit')).toBeUndefined();
    expect(G.quitBy).toBe('2');
    expect(call(G, '2', 'play', { card: card('AS') })).toBe(INVALID_MOVE);
  });
});
