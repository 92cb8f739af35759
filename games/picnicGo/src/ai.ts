import type { AiConfig, AiMove, AiRequest } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import { draftContext, pickValue } from './expectedPoints';
import type { PickedCards } from './types';
import type { PicnicGoView } from './view';

/** Easy picks at random among the legal picks; normal drafts by expected points (expectedPoints.ts). */
function pickChoice({ view, playerID, level, random }: AiRequest<PicnicGoView>, options: AiMove[]): AiMove {
  if (level === 'easy') return options[Math.floor(random() * options.length)]!;
  const context = draftContext(view, playerID);
  const tableau = view.tableaus[playerID]!;
  let best: AiMove[] = [];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const option of options) {
    const value = pickValue(context, tableau, (option.args[1] as PickedCards).cards);
    if (value > bestValue + 1e-9) [best, bestValue] = [[option], value];
    else if (Math.abs(value - bestValue) <= 1e-9) best.push(option);
  }
  // Equal values (two pizzas of a hand): any of them, at random.
  return best[Math.floor(random() * best.length)]!;
}

export const aiConfig: AiConfig<PicnicGoView> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'normal', labelKey: 'ai.normal' },
  ],
  defaultLevel: 'normal',
  chooseMove: (request) => {
    const { view, ctx, playerID } = request;
    const options = enumerateMoves(view, ctx, playerID);
    if (options.length === 0) throw new Error(`Picnic Go: seat ${playerID} has no move`);
    if (options[0]!.move === 'ready') return options[0]!;
    return options.length === 1 ? options[0]! : pickChoice(request, options);
  },
};

export default aiConfig;
