import { yOf, type DraughtsSearchRules } from '@tabula/boards';
import { applyStep, columnsOf, legalSteps } from './rules';
import type { BashniSettings, Board, Chain, Seat } from './types';

/**
 * From `seat`'s side: each column counts for whoever holds its top. The top piece is worth most
 * (a king far more); own pieces underneath are reserves, enemy pieces underneath are prisoners.
 */
export function evaluate(board: Board, seat: Seat): number {
  let score = 0;
  for (const owner of ['0', '1'] as const) {
    const sign = owner === seat ? 1 : -1;
    for (const square of columnsOf(board, owner)) {
      const column = board[square]!;
      const top = column[0]!;
      const advanced = owner === '0' ? 7 - yOf(square) : yOf(square);
      let value = top.king ? 300 : 100 + advanced * 5;
      for (let i = 1; i < column.length; i += 1) value += column[i]!.owner === owner ? 45 : 35;
      score += sign * value;
    }
  }
  return score;
}

/** Bashni under `settings`, as the shared draughts search sees it. */
export function searchRules(settings: BashniSettings): DraughtsSearchRules<Board, Chain> {
  return {
    legalSteps: (board, seat, chain) => legalSteps(board, seat, settings, chain),
    applyStep: (board, step, chain) => applyStep(board, step, chain),
    evaluate,
    forcedCapture: settings.forced_capture,
  };
}
