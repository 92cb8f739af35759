import type { PlayerID } from 'boardgame.io';
import { resultFromScores, type GameResult } from '@tabula/game-kit';
import { DIRECTIONS, SQUARES, columnOf, indexOf, neighbours, onBoard, rowOf } from './geometry';
import type { Colour, ReversiState, Square } from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** The colour a seat plays: seat "n" plays colour n. */
export const colourOf = (seat: PlayerID): Colour => Number(seat) as Colour;

/** The seat owning a colour, or null for a neutral colour. */
export function ownerOf(colour: Colour, players: number): PlayerID | null {
  return colour < players ? String(colour) : null;
}

/**
 * The opening: the four centre squares hold the four colours. Colour 0 at (3,3) and colour 3 at
 * (3,4) always; with 2 players colours 1 and 2 sit at (4,4) and (4,3), so the two players' discs
 * share a diagonal; with 3-4 players colour 1 is at (4,3) and colour 2 at (4,4).
 */
export function initialCells(players: number): Square[] {
  const cells: Square[] = Array(SQUARES).fill(null);
  cells[indexOf(3, 3)] = 0;
  cells[indexOf(3, 4)] = 3;
  if (players === 2) {
    cells[indexOf(4, 4)] = 1;
    cells[indexOf(4, 3)] = 2;
  } else {
    cells[indexOf(4, 3)] = 1;
    cells[indexOf(4, 4)] = 2;
  }
  return cells;
}

export function initialState(players: number): ReversiState {
  return { cells: initialCells(players), players, lastMove: null, log: [] };
}

/**
 * Discs a disc of `colour` placed on the empty square `index` would flip: in each of the 8
 * directions, a run of one or more discs of other colours closed by a disc of `colour`.
 */
export function flipsFor(cells: readonly Square[], index: number, colour: Colour): number[] {
  if (cells[index] !== null) return [];
  const flips: number[] = [];
  const x0 = columnOf(index);
  const y0 = rowOf(index);
  for (const [dx, dy] of DIRECTIONS) {
    const run: number[] = [];
    let x = x0 + dx;
    let y = y0 + dy;
    while (onBoard(x, y)) {
      const square = cells[indexOf(x, y)]!;
      if (square === null) break;
      if (square === colour) {
        flips.push(...run);
        break;
      }
      run.push(indexOf(x, y));
      x += dx;
      y += dy;
    }
  }
  return flips;
}

/** True when a disc of `colour` on the empty square `index` would flip something (no allocation: the AI calls this a lot). */
export function captures(cells: readonly Square[], index: number, colour: Colour): boolean {
  if (cells[index] !== null) return false;
  const x0 = columnOf(index);
  const y0 = rowOf(index);
  for (const [dx, dy] of DIRECTIONS) {
    let x = x0 + dx;
    let y = y0 + dy;
    let run = 0;
    while (onBoard(x, y)) {
      const square = cells[indexOf(x, y)];
      if (square === null) break;
      if (square === colour) {
        if (run > 0) return true;
        break;
      }
      run += 1;
      x += dx;
      y += dy;
    }
  }
  return false;
}

/** Empty squares where `colour` would flip at least one disc. */
export function capturingSquares(cells: readonly Square[], colour: Colour): number[] {
  const result: number[] = [];
  for (let index = 0; index < SQUARES; index += 1) {
    if (captures(cells, index, colour)) result.push(index);
  }
  return result;
}

/** Empty squares touching at least one disc (the placements allowed when nothing can be captured). */
export function adjacentSquares(cells: readonly Square[]): number[] {
  const result: number[] = [];
  for (let index = 0; index < SQUARES; index += 1) {
    if (cells[index] === null && neighbours(index).some((n) => cells[n] !== null)) result.push(index);
  }
  return result;
}

/**
 * The squares `colour` may play: the capturing squares if there is any, otherwise every empty
 * square touching a disc (the Rolit rule: nothing flips then). Empty only when the board is full
 * (or, in theory, empty).
 */
export function legalSquares(cells: readonly Square[], colour: Colour): number[] {
  const capturing = capturingSquares(cells, colour);
  return capturing.length > 0 ? capturing : adjacentSquares(cells);
}

export function isLegal(cells: readonly Square[], index: number, colour: Colour): boolean {
  if (cells[index] !== null) return false;
  if (captures(cells, index, colour)) return true;
  return capturingSquares(cells, colour).length === 0 && neighbours(index).some((n) => cells[n] !== null);
}

/** Places a disc (assumed legal) and flips what it captures; returns the flipped squares. */
export function place(cells: Square[], index: number, colour: Colour): number[] {
  const flipped = flipsFor(cells, index, colour);
  cells[index] = colour;
  for (const square of flipped) cells[square] = colour;
  return flipped;
}

/** Discs per colour, neutral colours included (index = colour id). */
export function discCounts(cells: readonly Square[]): [number, number, number, number] {
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  for (const square of cells) if (square !== null) counts[square] += 1;
  return counts;
}

/** Score per seat: the squares of its colour. Neutral colours do not score. */
export function scores(state: Pick<ReversiState, 'cells' | 'players'>): Record<PlayerID, number> {
  const counts = discCounts(state.cells);
  const result: Record<PlayerID, number> = {};
  for (let seat = 0; seat < state.players; seat += 1) result[String(seat)] = counts[seat]!;
  return result;
}

/** Seat ids from 0 to players - 1. */
export const seatsOf = (players: number): PlayerID[] => Array.from({ length: players }, (_, seat) => String(seat));

/** True when some seat can still place a disc. */
export function anyoneCanMove(state: Pick<ReversiState, 'cells' | 'players'>): boolean {
  return seatsOf(state.players).some((seat) => legalSquares(state.cells, colourOf(seat)).length > 0);
}

/**
 * The seat after `seat` in turn order that has a legal placement (a seat with none is passed over).
 * Returns null when nobody can move.
 */
export function nextSeatToMove(state: Pick<ReversiState, 'cells' | 'players'>, seat: PlayerID): PlayerID | null {
  for (let step = 1; step <= state.players; step += 1) {
    const candidate = String((Number(seat) + step) % state.players);
    if (legalSquares(state.cells, colourOf(candidate)).length > 0) return candidate;
  }
  return null;
}

/** The result by disc count, with scores and placings: the best score wins; everyone equal is a draw. */
export function resultOf(state: Pick<ReversiState, 'cells' | 'players'>): GameResult {
  return resultFromScores(scores(state));
}
