import { useMemo, useState } from 'react';
import { cellsOf, fleetFrom, overlappingCells, randomFleet, shipsOf, type Placement } from '../fleet';
import { cellAt, columnOf, GRID_SIZE, rowOf } from '../grid';
import type { Cell, Ship } from '../types';
import { uiRandom } from './uiRandom';

/** The start that keeps a ship of this length and direction on the grid, as near `row`, `column` as can be. */
export function startWithin(row: number, column: number, length: number, vertical: boolean): Cell {
  const maxRow = GRID_SIZE - (vertical ? length : 1);
  const maxColumn = GRID_SIZE - (vertical ? 1 : length);
  return cellAt(Math.max(0, Math.min(maxRow, row)), Math.max(0, Math.min(maxColumn, column)));
}

export interface Placements {
  placements: Placement[];
  /** Cells two ships cover. */
  overlaps: Set<Cell>;
  /** The fleet to send, or null while the layout is not legal. */
  fleet: Ship[] | null;
  moveTo: (index: number, row: number, column: number) => void;
  moveBy: (index: number, rows: number, columns: number) => void;
  rotate: (index: number) => void;
  shuffle: () => void;
}

/** The fleet a player is laying out: starts from a random legal layout; ships stay on the grid but may overlap meanwhile. */
export function usePlacements(random: () => number = uiRandom): Placements {
  const [placements, setPlacements] = useState<Placement[]>(() => randomFleet(random));
  const update = (index: number, change: (placement: Placement) => Placement) =>
    setPlacements((current) => current.map((placement, i) => (i === index ? change(placement) : placement)));
  const overlaps = useMemo(() => overlappingCells(placements), [placements]);
  const fleet = useMemo(() => fleetFrom(shipsOf(placements)), [placements]);
  return {
    placements,
    overlaps,
    fleet,
    moveTo: (index, row, column) => update(index, (p) => ({ ...p, start: startWithin(row, column, p.length, p.vertical) })),
    moveBy: (index, rows, columns) =>
      update(index, (p) => ({
        ...p,
        start: startWithin(rowOf(p.start) + rows, columnOf(p.start) + columns, p.length, p.vertical),
      })),
    rotate: (index) =>
      update(index, (p) => ({
        ...p,
        vertical: !p.vertical,
        start: startWithin(rowOf(p.start), columnOf(p.start), p.length, !p.vertical),
      })),
    shuffle: () => setPlacements(randomFleet(random)),
  };
}

/** Whether a placement covers a cell that another ship covers too. */
export const overlapsAny = (placement: Placement, overlaps: Set<Cell>) =>
  (cellsOf(placement) ?? []).some((cell) => overlaps.has(cell));
