import { searchPlayer } from '@tabula/game-kit';
import type { AiConfig, AiMove } from '@tabula/game-kit';
import type { Ctx, PlayerID } from 'boardgame.io';
import { legalAnnouncements, sideOf } from './announcements';
import { legalBids } from './bidding';
import { makeDeterminize, type Sampling } from './determinize';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { announceByHand, bidByHand } from './handValue';
import type { ZwanzigerrufenState } from './types';
import type { ZwanzigerrufenView } from './view';

const LEVELS = [
  { key: 'easy', labelKey: 'ai.easy', iterations: 80, timeMs: 250 },
  { key: 'medium', labelKey: 'ai.medium', iterations: 800, timeMs: 450 },
  { key: 'hard', labelKey: 'ai.hard', iterations: 5000, timeMs: 2000 },
];

/** Information-set Monte Carlo tree search over the game's own rules, its samples drawn as `sampling` says. */
export function searchWith(sampling: Sampling) {
  return searchPlayer<ZwanzigerrufenState, ZwanzigerrufenView>({
    game,
    levels: LEVELS,
    defaultLevel: 'medium',
    determinize: makeDeterminize(sampling),
  });
}

export const search = searchWith('informed');

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

/** A computer player whose card play samples the unseen cards as `sampling` says (the bench compares both). */
export function computerPlayer(sampling: Sampling): AiConfig<ZwanzigerrufenView> {
  const player = sampling === 'informed' ? search : searchWith(sampling);
  return {
    levels: player.levels,
    defaultLevel: player.defaultLevel,
    chooseMove: (request) => {
      const { view, ctx, playerID } = request;
      // Between deals it always asks for the next one, never ending the match for the others.
      if (ctx.phase === 'roundEnd') return { move: 'nextRound', args: [] };
      const options = enumerateMoves(view, ctx, playerID);
      if (options.length === 1) return options[0]!;
      return byHand(view, ctx, playerID) ?? player.chooseMove(request);
    },
  };
}

export const aiConfig = computerPlayer('informed');

export default aiConfig;
