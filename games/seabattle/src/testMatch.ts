import { Client } from 'boardgame.io/client';
import { game } from './game';
import type { SeaBattleState, Seat, Ship } from './types';

const ships = (...cells: number[][]): Ship[] => cells.map((shipCells) => ({ cells: shipCells }));

/** Seat 0's fleet: ships side by side along the top-left corner (touching is allowed). */
export const FLEET_0 = ships([0, 1, 2, 3, 4], [10, 11, 12, 13], [20, 21, 22], [30, 40, 50], [89, 99]);
/** Seat 1's fleet. */
export const FLEET_1 = ships([55, 65, 75, 85, 95], [0, 1, 2, 3], [9, 19, 29], [40, 41, 42], [77, 78]);

/** A client over the whole state (no player view), for rule tests. */
export function newMatch() {
  const client = Client<SeaBattleState>({ game: { ...game, playerView: undefined }, numPlayers: 2, debug: false });
  client.start();
  return client;
}

export type Match = ReturnType<typeof newMatch>;

/** Makes a move as `seat`; true when the rules took it (the state moved on). */
export function act(client: Match, seat: Seat, move: 'placeFleet' | 'fire' | 'resign', ...args: unknown[]): boolean {
  const before = client.getState()!._stateID;
  client.updatePlayerID(seat);
  client.moves[move]!(...args);
  return client.getState()!._stateID !== before;
}

/** A match in its battle phase: seat 0 placed FLEET_0 and seat 1 FLEET_1. */
export function battleMatch() {
  const client = newMatch();
  act(client, '0', 'placeFleet', FLEET_0);
  act(client, '1', 'placeFleet', FLEET_1);
  return client;
}

/** Fires the shots in turn, seat 0 first (as the battle starts), each seat at its list in order. */
export function fireInTurn(client: Match, shotsOf0: number[], shotsOf1: number[]) {
  for (let i = 0; i < Math.max(shotsOf0.length, shotsOf1.length); i += 1) {
    if (shotsOf0[i] !== undefined) act(client, '0', 'fire', shotsOf0[i]);
    if (shotsOf1[i] !== undefined) act(client, '1', 'fire', shotsOf1[i]);
  }
}
