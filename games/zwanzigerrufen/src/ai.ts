import { cardSearchPlayer, type CardSearchLevel } from '@tabula/cards';
import type { AiConfig, AiMove } from '@tabula/game-kit';
import type { Ctx, PlayerID } from 'boardgame.io';
import { legalAnnouncements, sideOf } from './announcements';
import { legalBids } from './bidding';
import { chooseCard } from './cardSearch';
import type { Sampling } from './determinize';
import { enumerateMoves } from './enumerate';
import { announceByHand, bidByHand } from './handValue';
import type { ZwanzigerrufenView } from './view';

/** The levels: how many samples of the unseen cards the card search may try, and for how long. */
export const LEVELS: readonly CardSearchLevel[] = [
  { key: 'easy', labelKey: 'ai.easy', samples: 40, timeMs: 250 },
  { key: 'medium', labelKey: 'ai.medium', samples: 300, timeMs: 350 },
  { key: 'hard', labelKey: 'ai.hard', samples: 3000, timeMs: 2000 },
];
const DEFAULT_LEVEL = 'medium';

/** Bids and announcements by the hand (handValue.ts), never by search. */
function byHand(view: ZwanzigerrufenView, ctx: Ctx, seat: PlayerID): AiMove | null {
  const hand = view.hands[seat] ?? [];
  if (ctx.phase === 'bidding') return { move: 'bid', args: [bidByHand(hand, legalBids(view, seat))] };
  if (ctx.phase === 'announcing' && view.contract) {
    // The view knows the seat's own side: the partner sees itself as partner; nobody else is named.
    const call = announceByHand(hand, sideOf(view, seat), view.contract, view.announcements, legalAnnouncements(view, seat));
    return { move: 'announce', args: [call] };
  }
  return null;
}

/** A computer player whose card search samples the unseen cards as `sampling` says (the bench compares both). */
export function computerPlayer(sampling: Sampling): AiConfig<ZwanzigerrufenView> {
  return cardSearchPlayer({
    levels: LEVELS,
    defaultLevel: DEFAULT_LEVEL,
    // Between deals it always asks for the next one, never ending the match for the others.
    first: (_view, ctx) => (ctx.phase === 'roundEnd' ? { move: 'nextRound', args: [] } : null),
    options: enumerateMoves,
    byHand,
    chooseCard: (view, ctx, seat, budget, random) => chooseCard(view, ctx, seat, budget, random, sampling).card,
  });
}

export const aiConfig = computerPlayer('informed');

export default aiConfig;
