import { searchPlayer } from '@tabula/game-kit';
import { game } from './game';

/**
 * The generic search player over this game's rules: no game-specific code. Easy thinks a fixed
 * number of iterations; the others stop at their iteration count or their time, whichever comes first.
 */
export const aiConfig = searchPlayer({
  game,
  levels: [
    { key: 'easy', labelKey: 'ai.easy', iterations: 50 },
    { key: 'medium', labelKey: 'ai.medium', iterations: 1000, timeMs: 1000 },
    { key: 'hard', labelKey: 'ai.hard', iterations: 10000, timeMs: 3000 },
  ],
  defaultLevel: 'medium',
});

export default aiConfig;
