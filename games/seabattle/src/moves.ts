import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { fleetFrom } from './fleet';
import { logFleetPlaced, logShot } from './log';
import { canFire, isSeat, opponentOf, SEATS } from './rules';
import type { SeaBattleState, Ship, ShotResult } from './types';

/**
 * A seat places its whole fleet, once: five ships given by their cells (`{ cells: [12, 13, 14] }`;
 * any other field is ignored). Both seats place at the same time; the arguments are redacted
 * from the log. When the seat whose turn it is places first, the turn passes to the other, so
 * "the seat to move" is always one still placing.
 */
export function placeFleet({ G, ctx, playerID, events }: MoveContext<SeaBattleState>, ships: Ship[]) {
  if (!isSeat(playerID) || G.placed[playerID]) return INVALID_MOVE;
  const fleet = fleetFrom(ships);
  if (!fleet) return INVALID_MOVE;
  G.fleets[playerID] = fleet;
  G.placed[playerID] = true;
  logFleetPlaced(G, playerID);
  const waiting = SEATS.some((seat) => !G.placed[seat]);
  if (waiting && ctx.currentPlayer === playerID) events.endTurn();
}

/**
 * The seat to move fires at `cell` of its opponent's grid: a miss, a hit, or a hit on a ship's last
 * cell, which sinks it and reveals it. One shot per turn, whatever it did. Runs on the server only:
 * it reads the opponent's fleet, which no client holds.
 */
export function fire({ G, playerID, events }: MoveContext<SeaBattleState>, cell: number) {
  if (!isSeat(playerID) || !canFire(G, playerID, cell)) return INVALID_MOVE;
  const target = opponentOf(playerID);
  const ship = G.fleets[target].find((candidate) => candidate.cells.includes(cell));
  let result: ShotResult = 'miss';
  if (ship) {
    const hits = new Set(G.shots.filter((shot) => shot.by === playerID && shot.result !== 'miss').map((shot) => shot.cell));
    hits.add(cell);
    const sinks = ship.cells.every((shipCell) => hits.has(shipCell));
    result = sinks ? 'sunk' : 'hit';
    if (sinks) G.sunk[target].push(ship);
  }
  const shot = { by: playerID, cell, result };
  G.shots.push(shot);
  logShot(G, shot, target);
  events.endTurn();
}
