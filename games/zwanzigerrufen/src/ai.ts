import type { AiConfig, AiMove } from '@tabula/game-kit';
import type { Ctx, PlayerID } from 'boardgame.io';
import { legalAnnouncements, sideOf } from './announcements';
import { legalBids } from './bidding';
import { type CardSearchBudget, chooseCard } from './cardSearch';
import type { Sampling } from './determinize';
import { enumerateMoves } from './enumerate';
import { announceByHand, bidByHand } from './handValue';
import type { ZwanzigerrufenView } from './view';

/** The levels: how many samples of the unseen cards the card search may try, and for how long. */
export const LEVELS: ReadonlyArray<{ key: string; labelKey: string } & CardSearchBudget> = [
  { key: 'easy', labelKey: 'ai.easy', samples: 40, timeMs: 250 },
  { key: 'medium', labelKey: 'ai.medium', samples: 300, timeMs: 350 },
  { key: 'hard', labelKey: 'ai.hard', samples: 3000, timeMs: 2000 },
];
const DEFAULT_LEVEL = 'medium';
const budgetOf = (level: string) => LEVELS.find((l) => l.key === level) ?? LEVELS.find((l) => l.key === DEFAULT_LEVEL)!;

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
  return {
    levels: LEVELS.map(({ key, labelKey }) => ({ key, labelKey })),
    defaultLevel: DEFAULT_LEVEL,
    chooseMove: (request) => {
      const { view, ctx, playerID, level, random } = request;
      // Between deals it always asks for the next one, never ending the match for the others.
      if (ctx.phase === 'roundEnd') return { move: 'nextRound', args: [] };
      const options = enumerateMoves(view, ctx, playerID);
      if (options.length === 1) return options[0]!;
      const chosen = byHand(view, ctx, playerID);
      if (chosen) return chosen;
      const { card } = chooseCard(view, ctx, playerID, budgetOf(level), random, sampling);
      return { move: 'play', args: [{ card }] };
    },
  };
}

export const aiConfig = computerPlayer('informed');

export default aiConfig;
