import type { Ctx, PlayerID } from 'boardgame.io';
import { type CardChoice, type CardSearchBudget, chooseCardBySearch, type WeightedSample } from '@tabula/cards';
import { legalCards } from './play';
import { copyForPlayout, PLAYOUT, type PlayoutState, payoffOf } from './playout';
import type { TarotState } from './types';
import type { TarotView } from './view';

export type { CardChoice, CardSearchBudget } from '@tabula/cards';

/** One full state the seat's view could stand for, and its weight among the samples (how likely it is). */
export type Sampler = (view: TarotView, ctx: Ctx, seat: PlayerID, random: () => number) => WeightedSample<TarotState>;

/**
 * The card to play, by the cards package's flat Monte Carlo search: each sample deals the unseen
 * cards as `sample` says, every legal card is tried and the deal played out by `heuristicCard`;
 * the best weighted mean payoff wins.
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
  // The log and the score sheet play no part in the deal: not copied for every sample.
  const light = { ...view, log: [], rounds: [] };
  return chooseCardBySearch<PlayoutState>({
    legal: legalCards(view, 'play', seat),
    sample: (rng) => sample(light, ctx, seat, rng),
    copy: copyForPlayout,
    ...PLAYOUT,
    payoff: (G) => payoffOf(G, seat),
    budget,
    random,
    now,
  });
}
