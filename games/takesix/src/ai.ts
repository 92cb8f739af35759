import type { AiConfig, AiMove, AiRequest } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import { type Estimate, expectedBullheads } from './expectedBullheads';
import { rowsToChoose } from './moves';
import { cheapestRow } from './rows';
import type { TakeSixView } from './view';

/** Easy picks at random (the reference's computer); normal and hard sample the unseen hands. */
export const ESTIMATES: Record<string, Estimate | null> = {
  easy: null,
  normal: { samples: 150, opponents: 'random', lookahead: 0 },
  hard: { samples: 400, opponents: 'cautious', lookahead: 0.5 },
};

/** A card lower than every row end: the row with the fewest bullheads (every level). */
function rowChoice(view: TakeSixView, seat: string): AiMove {
  const rows = rowsToChoose(view, seat);
  const cheapest = cheapestRow(view.rowCards);
  return { move: 'chooseRow', args: [rows.includes(cheapest) ? cheapest : rows[0]] };
}

function pickChoice({ view, playerID, level, random }: AiRequest<TakeSixView>, options: AiMove[]): AiMove {
  const estimate = level in ESTIMATES ? ESTIMATES[level]! : ESTIMATES.normal!;
  if (estimate === null) return options[Math.floor(random() * options.length)]!;
  const expected = expectedBullheads(view, playerID, estimate, random);
  let best = options[0]!;
  let bestValue = Number.POSITIVE_INFINITY;
  for (const option of options) {
    const { card } = option.args[1] as { card: number };
    const value = expected.get(card) ?? Number.POSITIVE_INFINITY;
    if (value < bestValue) [best, bestValue] = [option, value];
  }
  return best;
}

export const aiConfig: AiConfig<TakeSixView> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'normal', labelKey: 'ai.normal' },
    { key: 'hard', labelKey: 'ai.hard' },
  ],
  defaultLevel: 'normal',
  chooseMove: (request) => {
    const { view, ctx, playerID } = request;
    const options = enumerateMoves(view, ctx, playerID);
    if (options.length === 0) throw new Error(`Take 6!: seat ${playerID} has no move`);
    if (options[0]!.move === 'nextDeal') return options[0]!;
    if (options[0]!.move === 'chooseRow') return rowChoice(view, playerID);
    return options.length === 1 ? options[0]! : pickChoice(request, options);
  },
};

export default aiConfig;
