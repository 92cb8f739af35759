import type { AiConfig, AiMove } from '@tabula/game-kit';
import { asSeat } from './rules';
import { positionFromState, removals, searchTurns, turnsOf, type SearchLimits, type Turn } from './search';
import type { MorrisState } from './types';

/**
 * The levels: how many whole turns ahead they look, how many positions one depth may visit and how
 * long they may think (a depth that would need more keeps the last finished one), and the random
 * spread on the scores that makes easy miss things. Easy and medium are bounded by positions only,
 * so they play the same on every machine; hard goes as deep as 1.5 seconds allow.
 */
export const AI_LEVELS: Record<string, SearchLimits> = {
  easy: { depth: 1, nodes: 5_000, noise: 100 },
  medium: { depth: 3, nodes: 60_000, noise: 0 },
  hard: { depth: 7, nodes: 3_000_000, noise: 0, timeMs: 1500 },
};

/** The move that starts `turn`: the placement or move, or the removal when that is what is owed. */
function firstMove(turn: Turn): AiMove {
  if (turn.to < 0) return { move: 'removePiece', args: [turn.remove] };
  if (turn.from < 0) return { move: 'placePiece', args: [turn.to] };
  return { move: 'movePiece', args: [turn.from, turn.to] };
}

export const aiConfig: AiConfig<MorrisState> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'medium', labelKey: 'ai.medium' },
    { key: 'hard', labelKey: 'ai.hard' },
  ],
  defaultLevel: 'medium',
  chooseMove({ view, playerID, level, random }): AiMove {
    const seat = asSeat(playerID);
    if (seat === null) throw new Error(`ninemensmorris AI asked to play seat ${playerID}`);
    const position = positionFromState(view, seat);
    // Owing a removal after a mill: only the removals are searched (the piece already moved).
    const rootTurns = view.removing
      ? removals(position.board, position.toMove + 1).map((remove) => ({ from: -1, to: -1, remove }))
      : turnsOf(position);
    const [best] = searchTurns(position, rootTurns, AI_LEVELS[level] ?? AI_LEVELS.medium!, random);
    return firstMove(best!.turn);
  },
};

export default aiConfig;
