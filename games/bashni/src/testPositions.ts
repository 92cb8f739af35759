import { clientFromState } from '@tabula/game-kit/testing';
import { toIndex, type Square } from '@tabula/boards';
import { game } from './game';
import { positionKey } from './rules';
import { DEFAULT_SETTINGS } from './settings';
import type { BashniSettings, BashniState, Board, Column, Seat } from './types';

/** "c3" -> square index (files a-h left to right, rank 1 at the bottom). */
export function sq(name: string): Square {
  return toIndex(name.charCodeAt(0) - 97, 8 - Number(name.slice(1)));
}

/** Columns written top first: w = white man, W = white king, b = black man, B = black king. */
export function columnOf(text: string): Column {
  return [...text].map((c) => ({ owner: c.toLowerCase() === 'w' ? '0' : '1', king: c === c.toUpperCase() }));
}

export function columnText(column: Column | null | undefined): string {
  return (column ?? []).map((p) => (p.owner === '0' ? 'w' : 'b')[p.king ? 'toUpperCase' : 'toLowerCase']()).join('');
}

export function boardOf(spec: Record<string, string>): Board {
  const board: Board = Array(64).fill(null);
  for (const [name, text] of Object.entries(spec)) board[sq(name)] = columnOf(text);
  return board;
}

export function stateOf(
  spec: Record<string, string>,
  settings: Partial<BashniSettings> = {},
  quietPlies = 0,
  toMove: Seat = '0',
): BashniState {
  const board = boardOf(spec);
  return {
    board,
    settings: { ...DEFAULT_SETTINGS, ...settings },
    chain: null,
    lastMove: null,
    quietPlies,
    positions: [positionKey(board, toMove)],
    result: null,
    log: [],
  };
}

/** A boardgame.io client whose game starts from the given position, with `first` to move. */
export function clientAt(state: BashniState, first: Seat = '0') {
  return clientFromState(game, () => structuredClone(state), first);
}

export type TestClient = ReturnType<typeof clientAt>;

export function play(client: TestClient, from: string, to: string) {
  client.updatePlayerID(client.getState()!.ctx.currentPlayer);
  client.moves.moveColumn!(sq(from), sq(to));
}

/** The column on a named square, as text. */
export function at(client: TestClient, name: string): string {
  return columnText(client.getState()!.G.board[sq(name)]);
}
