import { cellAt, columnOf, isCell, isOnGrid, rowOf } from './grid';
import type { Cell, Ship } from './types';

/** The ships every fleet has, by length. */
export const FLEET_LENGTHS: readonly number[] = [5, 4, 3, 3, 2];
export const FLEET_CELL_COUNT = FLEET_LENGTHS.reduce((sum, length) => sum + length, 0);

/** A ship as the board and the AI describe it: its first (top or left) cell, length and direction. */
export interface Placement {
  start: Cell;
  length: number;
  vertical: boolean;
}

/** The cells a placement covers, or null when it runs off the grid. */
export function cellsOf({ start, length, vertical }: Placement): Cell[] | null {
  const row = rowOf(start);
  const column = columnOf(start);
  const cells: Cell[] = [];
  for (let step = 0; step < length; step += 1) {
    const r = vertical ? row + step : row;
    const c = vertical ? column : column + step;
    if (!isOnGrid(r, c)) return null;
    cells.push(cellAt(r, c));
  }
  return cells;
}

/** The placement of a valid ship (cells ascending). */
export function placementOf(ship: Ship): Placement {
  const [first, second] = ship.cells as [Cell, Cell];
  return { start: first, length: ship.cells.length, vertical: second - first === 10 };
}

/** A straight run of distinct grid cells, ascending, in one row or one column with no gap. */
function straightCells(value: unknown): Cell[] | null {
  if (!Array.isArray(value) || value.length < 2 || !value.every(isCell)) return null;
  const cells = [...value].sort((a, b) => a - b);
  const horizontal = cells.every((cell, i) => rowOf(cell) === rowOf(cells[0]!) && cell === cells[0]! + i);
  const vertical = cells.every((cell, i) => cell === cells[0]! + 10 * i);
  return horizontal || vertical ? cells : null;
}

/**
 * The fleet a seat sends, rebuilt from its cells alone (anything else a client sends, a "sunk"
 * flag or an id, is ignored), or null when it is not a legal fleet: exactly the ships of
 * FLEET_LENGTHS, each straight and on the grid, no two sharing a cell. Ships may touch.
 */
export function fleetFrom(value: unknown): Ship[] | null {
  if (!Array.isArray(value) || value.length !== FLEET_LENGTHS.length) return null;
  const ships: Ship[] = [];
  for (const sent of value) {
    const cells = typeof sent === 'object' && sent !== null ? straightCells((sent as { cells?: unknown }).cells) : null;
    if (!cells) return null;
    ships.push({ cells });
  }
  const lengths = ships.map((ship) => ship.cells.length).sort((a, b) => b - a);
  if (lengths.join() !== [...FLEET_LENGTHS].sort((a, b) => b - a).join()) return null;
  const covered = new Set(ships.flatMap((ship) => ship.cells));
  if (covered.size !== FLEET_CELL_COUNT) return null;
  // Longest first, then by position: the order a fleet was sent in tells nothing.
  return ships.sort((a, b) => b.cells.length - a.cells.length || a.cells[0]! - b.cells[0]!);
}

/** The ships of these placements, or null when one runs off the grid. */
export function shipsOf(placements: readonly Placement[]): Ship[] | null {
  const ships: Ship[] = [];
  for (const placement of placements) {
    const cells = cellsOf(placement);
    if (!cells) return null;
    ships.push({ cells });
  }
  return ships;
}

/** The cells two or more of these placements cover (or that run off the grid are not counted). */
export function overlappingCells(placements: readonly Placement[]): Set<Cell> {
  const seen = new Set<Cell>();
  const twice = new Set<Cell>();
  for (const placement of placements) {
    for (const cell of cellsOf(placement) ?? []) {
      if (seen.has(cell)) twice.add(cell);
      seen.add(cell);
    }
  }
  return twice;
}

/**
 * A random legal fleet, longest ship first: each ship at a random start and direction, drawn
 * again until it fits. `random` returns a number in [0, 1): boardgame.io's `random.Number`, or a
 * bot's seeded generator.
 */
export function randomFleet(random: () => number): Placement[] {
  const placements: Placement[] = [];
  const taken = new Set<Cell>();
  for (const length of FLEET_LENGTHS) {
    for (;;) {
      const vertical = random() < 0.5;
      const start = Math.floor(random() * 100);
      const cells = cellsOf({ start, length, vertical });
      if (!cells || cells.some((cell) => taken.has(cell))) continue;
      for (const cell of cells) taken.add(cell);
      placements.push({ start, length, vertical });
      break;
    }
  }
  return placements;
}
