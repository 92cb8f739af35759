import { searchPlayer, type AiConfig, type AiRequest } from '@tabula/game-kit';
import { determinize } from './determinize';
import { game } from './game';
import type { SkatState, SkatView } from './types';

/**
 * Information-set Monte Carlo tree search over this deal (game-kit's searchPlayer): every
 * iteration deals the cards the seat cannot see at random, consistent with what it saw (see
 * `determinize`), and plays the deal out with the game's own rules.
 */
export const search = searchPlayer<SkatState, SkatView>({
  game,
  determinize,
  levels: [
    { key: 'easy', labelKey: 'ai.easy', iterations: 60, timeMs: 400 },
    { key: 'medium', labelKey: 'ai.medium', iterations: 400, timeMs: 700 },
    { key: 'hard', labelKey: 'ai.hard', iterations: 3000, timeMs: 2500 },
  ],
  defaultLevel: 'medium',
  maxPlayoutMoves: 200,
});

/** A computer player never quits a match: at a round end it confirms the next deal at once. */
export const aiConfig: AiConfig<SkatView> = {
  levels: search.levels,
  defaultLevel: search.defaultLevel,
  chooseMove: (request: AiRequest<SkatView>) => {
    if (request.view.stage === 'roundEnd') return { move: 'nextRound', args: [] };
    return search.chooseMove(request);
  },
};

export default aiConfig;
