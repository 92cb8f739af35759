import type { Ctx, PlayerID } from 'boardgame.io';
import type { CardId } from '@tabula/cards';
import { seededRandom } from '@tabula/game-kit';
import { makeDeterminize, type Sampling } from './determinize';
import { legalCards } from './play';
import { copyForPlayout, playCard, playOut, type PlayoutState } from './playout';
import { dealResult } from './scoring';
import type { ZwanzigerrufenState } from './types';
import type { ZwanzigerrufenView } from './view';

/** How long the card search may think: samples of the unseen cards, and a time limit. */
export interface CardSearchBudget {
  samples: number;
  timeMs: number;
}

/** What the deal pays `seat` (a lone taker three times the value, as the score sheet has it). */
export function payoffOf(G: PlayoutState, seat: PlayerID): number {
  const result = dealResult(G);
  if (!result.takers.includes(seat)) return -result.value;
  return result.takers.length === 1 ? 3 * result.value : result.value;
}

export interface CardChoice {
  card: CardId;
  /** Samples searched, and each legal card's mean payoff over them. */
  samples: number;
  means: Map<CardId, number>;
}

/**
 * The card to play, by determinized Monte Carlo: each sample deals the unseen cards as `sampling` says,
 * then every legal card is tried and the deal played out by `heuristicCard` (the same playout random
 * numbers for every card, so they are compared on equal terms); the card with the best mean payoff wins.
 */
export function chooseCard(
  view: ZwanzigerrufenView,
  ctx: Ctx,
  seat: PlayerID,
  budget: CardSearchBudget,
  random: () => number,
  sampling: Sampling,
  now: () => number = () => performance.now(),
): CardChoice {
  const legal = legalCards(view, 'play', seat);
  const totals = new Map<CardId, number>(legal.map((card) => [card, 0]));
  if (legal.length <= 1) return { card: legal[0]!, samples: 0, means: totals };
  // The log and the score sheet play no part in the deal: not copied for every sample.
  const light = { ...view, log: [], rounds: [] };
  const determinize = makeDeterminize(sampling);
  const started = now();
  let samples = 0;
  while (samples < budget.samples && (samples === 0 || now() - started < budget.timeMs)) {
    const dealt = determinize(light, ctx, seat, random) as ZwanzigerrufenState & PlayoutState;
    const seed = Math.floor(random() * 2 ** 31);
    for (const card of legal) {
      const G = copyForPlayout(dealt);
      playCard(G, card);
      playOut(G, seededRandom(seed));
      totals.set(card, totals.get(card)! + payoffOf(G, seat));
    }
    samples += 1;
  }
  const means = new Map(legal.map((card) => [card, totals.get(card)! / samples]));
  const card = legal.reduce((best, c) => (means.get(c)! > means.get(best)! ? c : best));
  return { card, samples, means };
}
