import { addLogLine } from '@tabula/game-kit';
import { cellName } from './coordinates';
import { fleetSunk } from './rules';
import { namesOfLengths } from './shipNames';
import type { SeaBattleState, Seat, Shot } from './types';

/** "Ana has placed her fleet": that it is placed, never where. */
export function logFleetPlaced(G: SeaBattleState, seat: Seat): void {
  addLogLine(G, { key: 'fleetPlaced', seat });
}

/**
 * "Bea fired at H8: hit". A shot that sinks a ship names its kind, as the fleet lists under the
 * grids name it then (by length, in the order the ships sank); a hit names no ship. The shot that
 * sinks the last ship is followed by the winner.
 */
export function logShot(G: SeaBattleState, shot: Shot, target: Seat): void {
  const values = { cell: cellName(shot.cell) };
  if (shot.result !== 'sunk') {
    addLogLine(G, { key: shot.result, seat: shot.by, values });
    return;
  }
  const kind = namesOfLengths(G.sunk[target].map((ship) => ship.cells.length)).at(-1)!;
  addLogLine(G, { key: `sunk.${kind}`, seat: shot.by, values });
  if (fleetSunk(G, target)) addLogLine(G, { key: 'won', seat: shot.by });
}
