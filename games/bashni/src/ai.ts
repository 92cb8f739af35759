import type { AiConfig, AiMove } from '@tabula/game-kit';
import { scoreTurns, SearchBudgetExceeded, staticScores, type ScoredTurn } from './search';
import type { BashniState, Seat } from './types';

/**
 * Deepest search in whole turns, the positions one depth may search (deeper levels stop at the last
 * depth that finished in budget), and random noise added to scores (easy makes small mistakes).
 */
export const AI_LEVELS = {
  easy: { depth: 2, nodes: 2500, noise: 60 },
  medium: { depth: 4, nodes: 8000, noise: 0 },
  hard: { depth: 6, nodes: 25000, noise: 0 },
} as const;

type AiLevelKey = keyof typeof AI_LEVELS;

export function chooseBashniMove(G: BashniState, seat: Seat, level: string, random: () => number): AiMove {
  const { depth, nodes, noise } = AI_LEVELS[level as AiLevelKey] ?? AI_LEVELS.medium;
  let deepest: ScoredTurn[] = staticScores(G.board, seat, G.settings, G.chain);
  for (let d = 1; d <= depth; d += 1) {
    try {
      deepest = scoreTurns(G.board, seat, G.settings, G.chain, d, nodes);
    } catch (error) {
      if (error instanceof SearchBudgetExceeded) break;
      throw error;
    }
  }
  const scored = deepest.map((t) => ({ ...t, score: t.score + noise * random() }));
  if (scored.length === 0) throw new Error('bashni AI asked to move with no legal move');
  const top = Math.max(...scored.map((t) => t.score));
  const best = scored.filter((t) => t.score >= top);
  const pick = best[Math.floor(random() * best.length)]!;
  return { move: 'moveColumn', args: [pick.first.from, pick.first.to] };
}

export const aiConfig: AiConfig<BashniState> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'medium', labelKey: 'ai.medium' },
    { key: 'hard', labelKey: 'ai.hard' },
  ],
  defaultLevel: 'medium',
  chooseMove: ({ G, ctx, level, random }) => chooseBashniMove(G, ctx.currentPlayer as Seat, level, random),
};

export default aiConfig;
