import { ALL_CELLS, isCell } from './grid';
import { FLEET_LENGTHS } from './fleet';
import type { Cell, SeaBattleState, Seat, Shot } from './types';

export const SEATS: Seat[] = ['0', '1'];
export const PLACEMENT_PHASE = 'placement';
export const BATTLE_PHASE = 'battle';

export const opponentOf = (seat: Seat): Seat => (seat === '0' ? '1' : '0');

export function isSeat(value: unknown): value is Seat {
  return value === '0' || value === '1';
}

/** The shots `seat` fired at its opponent's grid, in order. */
export function shotsBy(G: Pick<SeaBattleState, 'shots'>, seat: Seat): Shot[] {
  return G.shots.filter((shot) => shot.by === seat);
}

/**
 * Whether `seat` may fire at `cell` of its opponent's grid: a grid cell it has not fired at yet.
 * Whose turn it is, boardgame.io checks. One rule for the move, the board, the AI and ai.enumerate;
 * it reads public information only.
 */
export function canFire(G: Pick<SeaBattleState, 'shots'>, seat: Seat, cell: unknown): cell is Cell {
  return isCell(cell) && !G.shots.some((shot) => shot.by === seat && shot.cell === cell);
}

export function untriedCells(G: Pick<SeaBattleState, 'shots'>, seat: Seat): Cell[] {
  const tried = new Set(shotsBy(G, seat).map((shot) => shot.cell));
  return ALL_CELLS.filter((cell) => !tried.has(cell));
}

/** A seat whose every ship has sunk has lost. */
export function fleetSunk(G: Pick<SeaBattleState, 'sunk'>, seat: Seat): boolean {
  return G.sunk[seat].length === FLEET_LENGTHS.length;
}
