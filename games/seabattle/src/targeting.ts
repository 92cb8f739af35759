import { FLEET_LENGTHS, cellsOf } from './fleet';
import { ALL_CELLS, cellAt, columnOf, isOnGrid, neighboursOf, rowOf } from './grid';
import { opponentOf, shotsBy } from './rules';
import type { Cell, SeaBattleState, Seat } from './types';

/** What a seat knows of its opponent's grid, from its own view alone. */
export interface TargetKnowledge {
  untried: Set<Cell>;
  misses: Set<Cell>;
  /** Hits on ships that are still afloat: which ship each belongs to is not known. */
  openHits: Set<Cell>;
  /** Cells of the opponent's sunk ships. */
  sunkCells: Set<Cell>;
  /** The lengths of the opponent's ships still afloat. */
  afloat: number[];
}

export function knowledgeOf(view: Pick<SeaBattleState, 'shots' | 'sunk'>, seat: Seat): TargetKnowledge {
  const shots = shotsBy(view, seat);
  const sunkShips = view.sunk[opponentOf(seat)];
  const sunkCells = new Set(sunkShips.flatMap((ship) => ship.cells));
  const afloat = [...FLEET_LENGTHS];
  for (const ship of sunkShips) afloat.splice(afloat.indexOf(ship.cells.length), 1);
  const tried = new Set(shots.map((shot) => shot.cell));
  return {
    untried: new Set(ALL_CELLS.filter((cell) => !tried.has(cell))),
    misses: new Set(shots.filter((shot) => shot.result === 'miss').map((shot) => shot.cell)),
    openHits: new Set(shots.filter((shot) => shot.result !== 'miss' && !sunkCells.has(shot.cell)).map((shot) => shot.cell)),
    sunkCells,
    afloat,
  };
}

const DIRECTIONS: Array<[number, number]> = [
  [0, 1],
  [1, 0],
];

/** The first cell past the run of open hits through `cell` along a direction, if untried. */
function pastTheRun(known: TargetKnowledge, cell: Cell, [dr, dc]: [number, number], sign: 1 | -1): Cell | null {
  let row = rowOf(cell);
  let column = columnOf(cell);
  while (isOnGrid(row, column) && known.openHits.has(cellAt(row, column))) {
    row += dr * sign;
    column += dc * sign;
  }
  if (!isOnGrid(row, column)) return null;
  const next = cellAt(row, column);
  return known.untried.has(next) ? next : null;
}

/**
 * Target mode: where a ship that has been hit but not sunk must go on. Lines of two or more open
 * hits are extended at both ends; a lone hit's untried neighbours come next.
 */
export function targetCells(known: TargetKnowledge): Cell[] {
  const lineEnds = new Set<Cell>();
  for (const hit of known.openHits) {
    for (const direction of DIRECTIONS) {
      const [dr, dc] = direction;
      const next = isOnGrid(rowOf(hit) + dr, columnOf(hit) + dc) ? cellAt(rowOf(hit) + dr, columnOf(hit) + dc) : null;
      if (next === null || !known.openHits.has(next)) continue;
      for (const sign of [1, -1] as const) {
        const end = pastTheRun(known, hit, direction, sign);
        if (end !== null) lineEnds.add(end);
      }
    }
  }
  if (lineEnds.size > 0) return [...lineEnds];
  return [...new Set([...known.openHits].flatMap((hit) => neighboursOf(hit).filter((cell) => known.untried.has(cell))))];
}

/**
 * Hunt mode: the untried cells of a checkerboard spaced for the smallest ship afloat (every ship
 * of that length covers at least one of them), or any untried cell once those are used up.
 */
export function huntCells(known: TargetKnowledge): Cell[] {
  const spacing = Math.min(...known.afloat);
  const lattice = [...known.untried].filter((cell) => (rowOf(cell) + columnOf(cell)) % spacing === 0);
  return lattice.length > 0 ? lattice : [...known.untried];
}

/**
 * How many ways the ships afloat could lie over each untried cell, given the misses and the sunk
 * ships. With open hits, only the ways through at least one of them count, the more hits the more.
 */
export function densityOf(known: TargetKnowledge): Map<Cell, number> {
  const density = new Map<Cell, number>();
  const targeting = known.openHits.size > 0;
  for (const length of known.afloat) {
    for (const start of ALL_CELLS) {
      for (const vertical of [false, true]) {
        const cells = cellsOf({ start, length, vertical });
        if (!cells || cells.some((cell) => known.misses.has(cell) || known.sunkCells.has(cell))) continue;
        const hits = cells.filter((cell) => known.openHits.has(cell)).length;
        if (targeting && hits === 0) continue;
        const weight = targeting ? 10 ** hits : 1;
        for (const cell of cells) {
          if (known.untried.has(cell)) density.set(cell, (density.get(cell) ?? 0) + weight);
        }
      }
    }
  }
  return density;
}

/** The cells of highest density, ties going to the hunting checkerboard. */
export function densestCells(known: TargetKnowledge): Cell[] {
  const density = densityOf(known);
  if (density.size === 0) return [];
  const lattice = new Set(known.openHits.size > 0 ? [] : huntCells(known));
  const score = (cell: Cell) => (density.get(cell) ?? 0) * (lattice.has(cell) ? 1.01 : 1);
  let best = 0;
  for (const cell of density.keys()) best = Math.max(best, score(cell));
  return [...density.keys()].filter((cell) => score(cell) === best);
}
