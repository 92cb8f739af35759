import type { Ctx, PlayerID } from 'boardgame.io';
import type { CardId } from '@tabula/cards';
import { seededRandom } from '@tabula/game-kit';
import { legalCards } from './play';
import { copyForPlayout, payoffOf, playCard, playOut } from './playout';
import type { TarotState } from './types';
import type { TarotView } from './view';

/** How long the card search may think: samples of the unseen cards, and a time limit. */
export interface CardSearchBudget {
  samples: number;
  timeMs: number;
}

/** One full state the seat's view could stand for, and its weight among the samples (how likely it is). */
export type Sampler = (view: TarotView, ctx: Ctx, seat: PlayerID, random: () => number) => { state: TarotState; weight: number };

export interface CardChoice {
  card: CardId;
  /** Samples searched, and each legal card's mean payoff over them (weighted by the samples' weights). */
  samples: number;
  means: Map<CardId, number>;
}

/**
 * The card to play, by determinized Monte Carlo: each sample deals the unseen cards as `sample`
 * says, then every legal card is tried and the deal played out by `heuristicCard` (the same playout
 * random numbers for every card, so they are compared on equal terms); the best weighted mean
 * payoff wins.
 */
export function chooseCard(
  view: TarotView,
  ctx: Ctx,
  seat: PlayerID,
  budget: CardSearchBudget,
  random: () => number,
  sample: Sampler,
  now: () => number = () => performance.now(),
): CardChoice {
  const legal = legalCards(view, 'play', seat);
  const totals = new Map<CardId, number>(legal.map((card) => [card, 0]));
  if (legal.length <= 1) return { card: legal[0]!, samples: 0, means: totals };
  // The log and the score sheet play no part in the deal: not copied for every sample.
  const light = { ...view, log: [], rounds: [] };
  const started = now();
  let samples = 0;
  let weights = 0;
  while (samples < budget.samples && (samples === 0 || now() - started < budget.timeMs)) {
    const { state, weight } = sample(light, ctx, seat, random);
    const seed = Math.floor(random() * 2 ** 31);
    for (const card of legal) {
      const G = copyForPlayout(state);
      playCard(G, card);
      playOut(G, seededRandom(seed));
      totals.set(card, totals.get(card)! + weight * payoffOf(G, seat));
    }
    samples += 1;
    weights += weight;
  }
  const means = new Map(legal.map((card) => [card, weights > 0 ? totals.get(card)! / weights : 0]));
  const card = legal.reduce((best, c) => (means.get(c)! > means.get(best)! ? c : best));
  return { card, samples, means };
}
