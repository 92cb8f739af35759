import type { AiConfig, AiMove } from '@tabula/game-kit';
import { chooseStep } from '@tabula/boards';
import { searchRules } from './search';
import type { CheckersState, Seat } from './types';

/**
 * Deepest search in whole turns, the positions one depth may search (deeper levels stop at the last
 * depth that finished in budget), and random noise added to scores (easy makes small mistakes).
 */
export const AI_LEVELS = {
  easy: { depth: 2, nodes: 2500, noise: 60 },
  medium: { depth: 4, nodes: 8000, noise: 0 },
  hard: { depth: 7, nodes: 25000, noise: 0 },
} as const;

export type AiLevelKey = keyof typeof AI_LEVELS;

export function chooseCheckersMove(G: CheckersState, seat: Seat, level: string, random: () => number): AiMove {
  const strength = AI_LEVELS[level as AiLevelKey] ?? AI_LEVELS.medium;
  const step = chooseStep(searchRules(G.settings), G.board, seat, G.chain, strength, random);
  return { move: 'movePiece', args: [step.from, step.to] };
}

export const aiConfig: AiConfig<CheckersState> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'medium', labelKey: 'ai.medium' },
    { key: 'hard', labelKey: 'ai.hard' },
  ],
  defaultLevel: 'medium',
  chooseMove: ({ view, ctx, level, random }) => chooseCheckersMove(view, ctx.currentPlayer as Seat, level, random),
};

export default aiConfig;
