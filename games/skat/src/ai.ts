import { searchPlayer, type AiConfig, type AiRequest, type AiMove } from '@tabula/game-kit';
import { legalBids } from './bidding';
import { biddingLimit } from './biddingLimit';
import { determinizeWith, type Sampling } from './determinize';
import { game } from './game';
import type { SkatState, SkatView } from './types';

/**
 * Information-set Monte Carlo tree search over this deal (game-kit's searchPlayer): every
 * iteration deals the cards the seat cannot see at random, consistent with what it saw (see
 * `determinize`), and plays the deal out with the game's own rules.
 */
const searchWith = (sampling: Sampling, now?: () => number) =>
  searchPlayer<SkatState, SkatView>({
    game,
    determinize: determinizeWith(sampling),
    now,
    levels: [
      { key: 'easy', labelKey: 'ai.easy', iterations: 60, timeMs: 400 },
      { key: 'medium', labelKey: 'ai.medium', iterations: 400, timeMs: 700 },
      { key: 'hard', labelKey: 'ai.hard', iterations: 3000, timeMs: 2500 },
    ],
    defaultLevel: 'medium',
    maxPlayoutMoves: 200,
  });

export const search = searchWith('informed');

/**
 * The auction by the hand's worth, not by search: a playout from the bidding stage deals every hand
 * at random, so it cannot tell a strong hand from a weak one. Bid the next value or hold while it is
 * within the limit, else pass.
 */
export function auctionCall(view: SkatView, playerID: string): AiMove {
  const limit = biddingLimit(view.hands[playerID] ?? []);
  const { auction } = view;
  if (auction.awaiting === 'holder' && auction.bidder !== null) {
    return auction.highest !== null && auction.highest <= limit ? { move: 'hold', args: [] } : { move: 'pass', args: [] };
  }
  const next = legalBids(auction)[0];
  return next !== undefined && next <= limit ? { move: 'bid', args: [next] } : { move: 'pass', args: [] };
}

/**
 * A computer player bids by its hand's worth, never quits a match (at a round end it confirms the
 * next deal at once) and otherwise searches.
 */
/**
 * `sampling` chooses how hidden hands are sampled; `now` (the bench's) replaces the clock the
 * search's time budgets are counted on.
 */
export function skatAi(sampling: Sampling, now?: () => number): AiConfig<SkatView> {
  const searcher = sampling === 'informed' && now === undefined ? search : searchWith(sampling, now);
  return {
    levels: searcher.levels,
    defaultLevel: searcher.defaultLevel,
    chooseMove: (request: AiRequest<SkatView>) => {
      if (request.view.stage === 'roundEnd') return { move: 'nextRound', args: [] };
      if (request.view.stage === 'bidding') return auctionCall(request.view, request.playerID);
      return searcher.chooseMove(request);
    },
  };
}

export const aiConfig = skatAi('informed');

export default aiConfig;
