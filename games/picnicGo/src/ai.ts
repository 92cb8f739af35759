import type { AiConfig } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import type { PicnicGoView } from './view';

export const aiConfig: AiConfig<PicnicGoView> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'normal', labelKey: 'ai.normal' },
  ],
  defaultLevel: 'normal',
  chooseMove: ({ view, ctx, playerID, random }) => {
    const options = enumerateMoves(view, ctx, playerID);
    return options[Math.floor(random() * options.length)]!;
  },
};
export default aiConfig;
