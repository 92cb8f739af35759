import type { Ctx, PlayerID } from 'boardgame.io';
import { type CardChoice, type CardSearchBudget, chooseCardBySearch } from '@tabula/cards';
import { makeDeterminize, type Sampling } from './determinize';
import { legalCards } from './play';
import { copyForPlayout, PLAYOUT, type PlayoutState } from './playout';
import { dealResult } from './scoring';
import type { ZwanzigerrufenState } from './types';
import type { ZwanzigerrufenView } from './view';

export type { CardChoice, CardSearchBudget } from '@tabula/cards';

/** What the deal pays `seat` (a lone taker three times the value, as the score sheet has it). */
export function payoffOf(G: PlayoutState, seat: PlayerID): number {
  const result = dealResult(G);
  if (!result.takers.includes(seat)) return -result.value;
  return result.takers.length === 1 ? 3 * result.value : result.value;
}

/**
 * The card to play, by the cards package's flat Monte Carlo search: each sample deals the unseen
 * cards as `sampling` says (every sample weighing the same), every legal card is tried and the deal
 * played out by `heuristicCard`; the card with the best mean payoff wins.
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
  // The log and the score sheet play no part in the deal: not copied for every sample.
  const light = { ...view, log: [], rounds: [] };
  const determinize = makeDeterminize(sampling);
  return chooseCardBySearch<PlayoutState>({
    legal: legalCards(view, 'play', seat),
    sample: (rng) => ({ state: determinize(light, ctx, seat, rng) as ZwanzigerrufenState & PlayoutState, weight: 1 }),
    copy: copyForPlayout,
    ...PLAYOUT,
    payoff: (G) => payoffOf(G, seat),
    budget,
    random,
    now,
  });
}
