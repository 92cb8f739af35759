import type { AiConfig, AiMove } from '@tabula/game-kit';
import { choosePit, type SearchLimits } from './search';
import type { MancalaState } from './types';

/**
 * Alpha-beta search on the store difference. Easy looks two sowings ahead and misjudges by up to
 * three seeds; medium looks six ahead; hard deepens as far as its node budget allows (often to the
 * end of the game late on). Budgets count positions, so every level plays the same on any machine.
 */
export const AI_LEVELS: Record<'easy' | 'medium' | 'hard', SearchLimits> = {
  easy: { depth: 2, nodes: 2_000, noise: 3 },
  medium: { depth: 6, nodes: 60_000, noise: 0 },
  hard: { depth: 30, nodes: 400_000, noise: 0 },
};

export function chooseMancalaMove(G: MancalaState, level: string, random: () => number): AiMove {
  const limits = AI_LEVELS[level as keyof typeof AI_LEVELS] ?? AI_LEVELS.medium;
  return { move: 'sowPit', args: [choosePit(G.holes, G.toMove, limits, random).pit] };
}

export const aiConfig: AiConfig<MancalaState> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'medium', labelKey: 'ai.medium' },
    { key: 'hard', labelKey: 'ai.hard' },
  ],
  defaultLevel: 'medium',
  // Nothing is hidden in Mancala: the view is the whole state, and `toMove` is the seat asking.
  chooseMove: ({ view, level, random }) => chooseMancalaMove(view, level, random),
};

export default aiConfig;
