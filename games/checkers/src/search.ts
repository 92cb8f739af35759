import { xOf, yOf, type DraughtsSearchRules, type Square } from '@tabula/boards';
import { applyStep, legalSteps, squaresOf } from './rules';
import type { Board, CheckersSettings, Seat } from './types';

/** Material and position from `seat`'s side: kings are worth most, men gain as they advance and guard the back row. */
export function evaluate(board: Board, seat: Seat, settings: CheckersSettings): number {
  let score = 0;
  for (const owner of ['0', '1'] as const) {
    const sign = owner === seat ? 1 : -1;
    for (const square of squaresOf(board, owner)) {
      const piece = board[square]!;
      const x = xOf(square);
      const y = yOf(square);
      let value: number;
      if (piece.king) {
        const central = 3.5 - Math.max(Math.abs(x - 3.5), Math.abs(y - 3.5));
        value = (settings.flyingKings ? 340 : 260) + central * 4;
      } else {
        const advanced = owner === '0' ? 7 - y : y;
        const backRow = advanced === 0 ? 10 : 0;
        const edge = x === 0 || x === 7 ? 5 : 0;
        value = 100 + advanced * 4 + backRow + edge;
      }
      score += sign * value;
    }
  }
  return score;
}

/** Checkers under `settings`, as the shared draughts search sees it: a multi-jump goes on from where the piece landed. */
export function searchRules(settings: CheckersSettings): DraughtsSearchRules<Board, Square> {
  return {
    legalSteps: (board, seat, chain) => legalSteps(board, seat, settings, chain),
    applyStep: (board, step) => {
      const outcome = applyStep(board, step, settings);
      return { board: outcome.board, chain: outcome.continues ? step.to : null };
    },
    evaluate: (board, seat) => evaluate(board, seat, settings),
    forcedCapture: settings.forcedCapture,
  };
}
