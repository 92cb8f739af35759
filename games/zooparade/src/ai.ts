import type { AiConfig } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import type { ZooParadeView } from './view';

export const aiConfig: AiConfig<ZooParadeView> = {
  levels: [{ key: 'plain', labelKey: 'ai.plain' }],
  defaultLevel: 'plain',
  chooseMove: ({ view, ctx, playerID }) => {
    const [first] = enumerateMoves(view, ctx, playerID);
    if (first === undefined) throw new Error(`Zoo Parade: seat ${playerID} has no move`);
    return first;
  },
};

export default aiConfig;
