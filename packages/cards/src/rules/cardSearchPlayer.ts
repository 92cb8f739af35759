import type { AiConfig, AiLevel, AiMove } from '@tabula/game-kit';
import type { Ctx, PlayerID } from 'boardgame.io';
import type { CardId } from '../deck';
import type { CardSearchBudget } from './cardSearch';

/** A level of a card-searching computer player: its key and label, and how long its card search may think. */
export type CardSearchLevel = AiLevel & CardSearchBudget;

export interface CardSearchPlayerOptions<View> {
  levels: readonly CardSearchLevel[];
  /** Also the level whose budget an unknown level key gets. */
  defaultLevel: string;
  /** A move made before the options are looked at (asking for the next deal between deals), or null. */
  first: (view: View, ctx: Ctx, seat: PlayerID) => AiMove | null;
  /** The seat's legal moves (`ai.enumerate`): a single one is made at once. */
  options: (view: View, ctx: Ctx, seat: PlayerID) => AiMove[];
  /** A decision by rules of thumb on the hand (bids, calls, announcements), or null to search a card. */
  byHand: (view: View, ctx: Ctx, seat: PlayerID) => AiMove | null;
  /** The card search: the card to play within `budget`. */
  chooseCard: (view: View, ctx: Ctx, seat: PlayerID, budget: CardSearchBudget, random: () => number) => CardId;
}

/** A computer player that decides everything but its cards by rules of thumb, and plays `play({ card })` by its card search. */
export function cardSearchPlayer<View>(options: CardSearchPlayerOptions<View>): AiConfig<View> {
  const { levels, defaultLevel } = options;
  const budgetOf = (level: string) => levels.find((l) => l.key === level) ?? levels.find((l) => l.key === defaultLevel)!;
  return {
    levels: levels.map(({ key, labelKey }) => ({ key, labelKey })),
    defaultLevel,
    chooseMove: ({ view, ctx, playerID, level, random }) => {
      const first = options.first(view, ctx, playerID);
      if (first) return first;
      const moves = options.options(view, ctx, playerID);
      if (moves.length === 1) return moves[0]!;
      const ruled = options.byHand(view, ctx, playerID);
      if (ruled) return ruled;
      return { move: 'play', args: [{ card: options.chooseCard(view, ctx, playerID, budgetOf(level), random) }] };
    },
  };
}
