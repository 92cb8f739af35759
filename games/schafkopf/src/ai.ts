import { searchPlayer } from '@tabula/game-kit';
import type { AiConfig } from '@tabula/game-kit';
import { determinize } from './determinize';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import type { SchafkopfState } from './types';
import type { SchafkopfView } from './view';

/**
 * Information-set Monte Carlo tree search over this game's own rules: each iteration deals the
 * cards the seat cannot see at random (consistent with what it has seen) and plays the deal out.
 */
export const search = searchPlayer<SchafkopfState, SchafkopfView>({
  game,
  levels: [
    { key: 'easy', labelKey: 'ai.easy', iterations: 60, timeMs: 250 },
    { key: 'medium', labelKey: 'ai.medium', iterations: 1500, timeMs: 600 },
    { key: 'hard', labelKey: 'ai.hard', iterations: 6000, timeMs: 2500 },
  ],
  defaultLevel: 'medium',
  determinize,
});

/** The search player, which never ends the match for the others: between deals it always asks for the next one. */
export const aiConfig: AiConfig<SchafkopfView> = {
  levels: search.levels,
  defaultLevel: search.defaultLevel,
  chooseMove: (request) => {
    const { view, ctx, playerID } = request;
    if (ctx.phase === 'roundEnd') return { move: 'nextRound', args: [] };
    const options = enumerateMoves(view, ctx, playerID);
    if (options.length === 1) return options[0]!;
    return search.chooseMove(request);
  },
};

export default aiConfig;
