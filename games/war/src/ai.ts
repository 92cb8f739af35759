import type { AiConfig, AiMove } from '@tabula/game-kit';
import type { WarView } from './types';

/** War has no decision to make: the computer turns its card when it is its turn. */
export const aiConfig: AiConfig<WarView> = {
  levels: [{ key: 'flips', labelKey: 'ai.flips' }],
  defaultLevel: 'flips',
  chooseMove(): AiMove {
    return { move: 'flip', args: [] };
  },
};

export default aiConfig;
