import { seededRandom } from '@tabula/game-kit';
import type { CardId } from '../deck';

/** How long a card search may think: samples of the unseen cards, and a time limit (one sample is always searched). */
export interface CardSearchBudget {
  samples: number;
  timeMs: number;
}

/** One full deal the seat's view could stand for, and its weight among the samples (how likely it is; 1 when all are alike). */
export interface WeightedSample<S> {
  state: S;
  weight: number;
}

/** What a flat card search needs of a game, for the seat about to play. */
export interface CardSearch<S> {
  /** The cards the seat may play now. */
  legal: readonly CardId[];
  /** A sample of the unseen cards, drawing chance only from `random`. */
  sample: (random: () => number) => WeightedSample<S>;
  /** A copy of a sampled deal that playing cards may change (the sample itself is shared by every card tried). */
  copy: (state: S) => S;
  /** Plays `card` for the seat to act, completing the trick when it is the last card. */
  play: (state: S, card: CardId) => void;
  /** The cards the seat to act may play, during a playout. */
  legalNow: (state: S) => readonly CardId[];
  /** The playout's rule of thumb: the card the seat to act plays among `legal`. */
  policy: (state: S, legal: readonly CardId[], random: () => number) => CardId;
  /** Whether the deal is played out (its last trick taken). */
  isOver: (state: S) => boolean;
  /** What the played-out deal pays the searching seat. */
  payoff: (state: S) => number;
  budget: CardSearchBudget;
  random: () => number;
  /** The clock the time limit is measured on (milliseconds). */
  now?: () => number;
}

export interface CardChoice {
  card: CardId;
  /** Samples searched, and each legal card's mean payoff over them (weighted by the samples' weights). */
  samples: number;
  means: Map<CardId, number>;
}

/** Plays the deal to its end, every seat by the search's rule of thumb. */
export function playOutDeal<S>(
  state: S,
  search: Pick<CardSearch<S>, 'play' | 'legalNow' | 'policy' | 'isOver'>,
  random: () => number,
): void {
  while (!search.isOver(state)) search.play(state, search.policy(state, search.legalNow(state), random));
}

/**
 * The card to play, by flat determinized Monte Carlo: each sample deals the unseen cards, then
 * every legal card is tried and the deal played out by the rule of thumb (with the same playout
 * random numbers for every card, so they are compared on equal terms); the best weighted mean
 * payoff wins, the first legal card on a tie. A single legal card is not searched.
 */
export function chooseCardBySearch<S>(search: CardSearch<S>): CardChoice {
  const { legal, budget, random, now = () => performance.now() } = search;
  const totals = new Map<CardId, number>(legal.map((card) => [card, 0]));
  if (legal.length <= 1) return { card: legal[0]!, samples: 0, means: totals };
  const started = now();
  let samples = 0;
  let weights = 0;
  while (samples < budget.samples && (samples === 0 || now() - started < budget.timeMs)) {
    const { state, weight } = search.sample(random);
    const seed = Math.floor(random() * 2 ** 31);
    for (const card of legal) {
      const deal = search.copy(state);
      search.play(deal, card);
      playOutDeal(deal, search, seededRandom(seed));
      totals.set(card, totals.get(card)! + weight * search.payoff(deal));
    }
    samples += 1;
    weights += weight;
  }
  const means = new Map(legal.map((card) => [card, weights > 0 ? totals.get(card)! / weights : 0]));
  const card = legal.reduce((best, c) => (means.get(c)! > means.get(best)! ? c : best));
  return { card, samples, means };
}
