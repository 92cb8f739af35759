import type { Ctx } from 'boardgame.io';
import { seededRandom } from '@tabula/game-kit';
import { chooseCard, payoffOf } from './cardSearch';
import { copyForPlayout, playOut, type PlayoutState } from './playout';
import { card, dealState } from './testState';
import type { ZwanzigerrufenState } from './types';
import { playerView } from './view';

const HANDS = [
  'T21 T4 K-clubs low-clubs K-spades Q-spades C-spades J-spades low-spades K-diamonds',
  'Skus T20 T19 T18 T17 T16 T15 T14 Q-clubs K-hearts',
  'T13 T12 T11 T10 J-clubs Q-hearts J-hearts low-hearts Q-diamonds C-diamonds',
  'T9 T8 T7 T6 T5 T1 C-clubs C-hearts J-diamonds low-diamonds',
];
const ctx = { phase: 'play', gameover: undefined } as unknown as Ctx;

/** Seat 1 plays a Solo and leads; `played` are the trick's cards so far, seat 1's first. */
function soloTrick(played: string[]): ZwanzigerrufenState {
  const G = dealState({ hands: HANDS, contract: { kind: 'solo', taker: '1' } });
  played.forEach((name, i) => {
    const seat = String((1 + i) % 4);
    G.hands[seat] = G.hands[seat]!.filter((c) => c !== card(name));
    G.trick.cards.push({ seat, card: card(name) });
  });
  G.toAct = String((1 + played.length) % 4);
  return G;
}

describe('card search', () => {
  it('takes a trick full of points with its king rather than ducking it to a Solo player', () => {
    const G = soloTrick(['Q-clubs', 'J-clubs', 'C-clubs']);
    const view = { ...playerView({ G, ctx, playerID: '0' }), handCounts: { 0: 10, 1: 9, 2: 9, 3: 9 } };
    const choice = chooseCard(view, ctx, '0', { samples: 60, timeMs: 60_000 }, seededRandom(1), 'informed');
    expect(choice.samples).toBe(60);
    expect(choice.card).toBe(card('K-clubs'));
    expect(choice.means.get(card('K-clubs'))!).toBeGreaterThan(choice.means.get(card('low-clubs'))!);
  });

  it('plays only a legal card, and never searches a forced one', () => {
    const G = soloTrick(['K-hearts']);
    const view = { ...playerView({ G, ctx, playerID: '2' }), handCounts: { 0: 10, 1: 9, 2: 10, 3: 10 } };
    const choice = chooseCard(view, ctx, '2', { samples: 20, timeMs: 60_000 }, seededRandom(2), 'informed');
    expect(cardsOf('Q-hearts J-hearts low-hearts')).toContain(choice.card);
    const forced = soloTrick(['K-hearts', 'Q-hearts']);
    const seat3 = { ...playerView({ G: forced, ctx, playerID: '3' }), handCounts: { 0: 10, 1: 9, 2: 9, 3: 10 } };
    expect(chooseCard(seat3, ctx, '3', { samples: 20, timeMs: 60_000 }, seededRandom(3), 'informed')).toMatchObject({
      card: card('C-hearts'),
      samples: 0,
    });
  });

  it('pays a lone taker three times the deal value, and each opponent the value', () => {
    const G = soloTrick([]) as ZwanzigerrufenState & PlayoutState;
    const played = copyForPlayout(G);
    playOut(played, seededRandom(4));
    expect(played.tricks).toHaveLength(10);
    expect(payoffOf(played, '1')).toBe(-3 * payoffOf(played, '0'));
    expect(payoffOf(played, '0')).toBe(payoffOf(played, '2'));
    // The deal itself is untouched by the playout.
    expect(G.tricks).toHaveLength(0);
    expect(G.hands['1']).toHaveLength(10);
  });
});

const cardsOf = (names: string) => names.split(' ').map(card);
