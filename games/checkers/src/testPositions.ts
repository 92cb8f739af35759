import { clientFromState } from '@tabula/game-kit/testing';
import { toIndex, type Square } from '@tabula/boards';
import { game } from './game';
import { DEFAULT_SETTINGS } from './settings';
import type { Board, CheckersSettings, CheckersState, Seat } from './types';

/** "c3" -> square index (files a-h left to right, rank 1 at the bottom). */
export function sq(name: string): Square {
  return toIndex(name.charCodeAt(0) - 97, 8 - Number(name.slice(1)));
}

export interface PositionSpec {
  white?: string[];
  black?: string[];
  /** Squares (of either side) holding kings. */
  kings?: string[];
}

export function boardOf(spec: PositionSpec): Board {
  const board: Board = Array(64).fill(null);
  const kings = new Set(spec.kings ?? []);
  for (const name of spec.white ?? []) board[sq(name)] = { owner: '0', king: kings.has(name) };
  for (const name of spec.black ?? []) board[sq(name)] = { owner: '1', king: kings.has(name) };
  return board;
}

export function stateOf(spec: PositionSpec, settings: Partial<CheckersSettings> = {}, quietPlies = 0): CheckersState {
  return {
    board: boardOf(spec),
    settings: { ...DEFAULT_SETTINGS, ...settings },
    chain: null,
    lastMove: null,
    quietPlies,
    result: null,
    log: [],
  };
}

/** A boardgame.io client whose game starts from the given position, with `first` to move. */
export function clientAt(state: CheckersState, first: Seat = '0') {
  return clientFromState(game, () => structuredClone(state), first);
}

export type TestClient = ReturnType<typeof clientAt>;

/** Plays a move as whoever is to move, by square names. */
export function play(client: TestClient, from: string, to: string) {
  client.updatePlayerID(client.getState()!.ctx.currentPlayer);
  client.moves.movePiece!(sq(from), sq(to));
}
