import type { AiConfig } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import type { BombsAndBunniesView } from './view';

export const aiConfig: AiConfig<BombsAndBunniesView> = {
  levels: [{ key: 'easy', labelKey: 'ai.easy' }],
  defaultLevel: 'easy',
  chooseMove: ({ view, ctx, playerID }) => enumerateMoves(view, ctx, playerID)[0]!,
};
export default aiConfig;
