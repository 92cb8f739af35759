import { INVALID_MOVE } from 'boardgame.io/core';
import { addLogLine, type MoveContext } from '@tabula/game-kit';
import { cellIndex, isColumn, landingRow } from './grid';
import type { FourInARowState } from './types';

/** Drops the mover's disc into `column`; it falls to the lowest empty cell. A full column is refused. */
export function dropDisc({ G, playerID }: MoveContext<FourInARowState>, column: number) {
  if (!isColumn(column)) return INVALID_MOVE;
  const row = landingRow(G.cells, column);
  if (row === null) return INVALID_MOVE;
  G.cells[cellIndex(column, row)] = playerID;
  G.lastMove = { column, row };
  addLogLine(G, { key: 'dropped', seat: playerID, values: { column: column + 1 } });
}
