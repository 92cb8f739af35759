import { canFire, opponentOf } from '../rules';
import type { SeaBattleState, Seat } from '../types';
import type { CellLook } from './OceanGrid';

/**
 * How each cell of `owner`'s grid looks to a viewer holding `view`: the ships the view shows (the
 * owner's own, or all once the game is over), the sunk ones, and the shots fired at it.
 * `firing`: the viewer is the owner's opponent and may fire now, so untried cells are playable.
 */
export function gridLooks(view: SeaBattleState, owner: Seat, firing: boolean): CellLook[] {
  const shooter = opponentOf(owner);
  const shipCells = new Set(view.fleets[owner].flatMap((ship) => ship.cells));
  const sunkCells = new Set(view.sunk[owner].flatMap((ship) => ship.cells));
  const results = new Map(view.shots.filter((shot) => shot.by === shooter).map((shot) => [shot.cell, shot.result]));
  const last = view.shots.at(-1);
  return Array.from({ length: 100 }, (_, cell) => ({
    ship: shipCells.has(cell) && !sunkCells.has(cell),
    sunk: sunkCells.has(cell),
    shot: results.get(cell) ?? null,
    last: last !== undefined && last.by === shooter && last.cell === cell,
    playable: firing && canFire(view, shooter, cell),
    invalid: false,
  }));
}
