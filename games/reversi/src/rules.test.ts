import { DIRECTIONS, indexOf } from './geometry';
import {
  adjacentSquares,
  capturingSquares,
  flipsFor,
  initialCells,
  isLegal,
  legalSquares,
  nextSeatToMove,
  resultOf,
  scores,
} from './rules';
import { diagram, stateFrom } from './testBoards';
import type { Square } from './types';

const at = (cells: Square[], x: number, y: number) => cells[indexOf(x, y)];

describe('reversi setup', () => {
  it('puts the four colours in the centre, the two players on a diagonal with 2 players', () => {
    const cells = initialCells(2);
    expect([at(cells, 3, 3), at(cells, 4, 3), at(cells, 3, 4), at(cells, 4, 4)]).toEqual([0, 2, 3, 1]);
    expect(cells.filter((c) => c !== null)).toHaveLength(4);
  });

  it.each([[3], [4]])('puts colour 1 at (4,3) and colour 2 at (4,4) with %i players', (players) => {
    const cells = initialCells(players);
    expect([at(cells, 3, 3), at(cells, 4, 3), at(cells, 3, 4), at(cells, 4, 4)]).toEqual([0, 1, 3, 2]);
  });
});

describe('reversi flips', () => {
  // Seat colour 0 plays the centre of a ring: colour 1 next to it, colour 0 behind, in all 8 directions.
  const ring = diagram(`
    ........
    .0.0.0..
    ..111...
    .01.10..
    ..111...
    .0.0.0..
    ........
    ........`);
  const centre = indexOf(3, 3);

  it.each(DIRECTIONS.map(([dx, dy]) => [dx, dy]))('flips the run in direction (%i, %i)', (dx, dy) => {
    const cells: Square[] = Array(64).fill(null);
    cells[indexOf(3 + dx, 3 + dy)] = 1;
    cells[indexOf(3 + 2 * dx, 3 + 2 * dy)] = 0;
    expect(flipsFor(cells, centre, 0)).toEqual([indexOf(3 + dx, 3 + dy)]);
  });

  it('flips all 8 directions in one placement', () => {
    const flips = flipsFor(ring, centre, 0);
    expect(flips.sort((a, b) => a - b)).toEqual(DIRECTIONS.map(([dx, dy]) => indexOf(3 + dx, 3 + dy)).sort((a, b) => a - b));
  });

  it('flips a long run and a run mixing several other colours, neutral ones included', () => {
    const cells = diagram(`
      ........
      ........
      ........
      .12330..
      ........
      ........
      ........
      ........`);
    expect(flipsFor(cells, indexOf(0, 3), 0).sort((a, b) => a - b)).toEqual([1, 2, 3, 4].map((x) => indexOf(x, 3)));
  });

  it('does not flip a run that is not closed by the mover, or that a gap interrupts', () => {
    const cells = diagram(`
      ........
      ........
      ........
      .1111...
      .1......
      ........
      .0......
      ........`);
    expect(flipsFor(cells, indexOf(0, 3), 0)).toEqual([]);
    expect(flipsFor(cells, indexOf(1, 2), 0)).toEqual([]);
  });

  it('never flips from an occupied square', () => {
    expect(flipsFor(ring, indexOf(1, 1), 0)).toEqual([]);
  });
});

describe('reversi legal placements', () => {
  it('offers exactly the capturing squares when one exists (2-player opening, seat 0)', () => {
    const cells = initialCells(2);
    expect(legalSquares(cells, 0)).toEqual([indexOf(5, 3), indexOf(3, 5), indexOf(5, 5)]);
    expect(isLegal(cells, indexOf(2, 2), 0)).toBe(false); // touches a disc but captures nothing
  });

  it('falls back to every empty square touching a disc when nothing can be captured', () => {
    const cells = diagram(`
      1.......
      ........
      ........
      ........
      ........
      ........
      ........
      .......0`);
    expect(capturingSquares(cells, 0)).toEqual([]);
    expect(legalSquares(cells, 0)).toEqual(adjacentSquares(cells));
    expect(legalSquares(cells, 0)).toEqual([
      indexOf(1, 0),
      indexOf(0, 1),
      indexOf(1, 1),
      indexOf(6, 6),
      indexOf(7, 6),
      indexOf(6, 7),
    ]);
    expect(isLegal(cells, indexOf(1, 1), 0)).toBe(true);
    expect(isLegal(cells, indexOf(4, 4), 0)).toBe(false);
  });

  it('leaves no legal square and no next seat once the board is full', () => {
    const full = stateFrom('0101010110101010010101011010101001010101101010100101010110101010', 2);
    expect(legalSquares(full.cells, 0)).toEqual([]);
    expect(nextSeatToMove(full, '0')).toBeNull();
  });

  // Under this variant's rule a seat without a capture may still place next to any disc, so a seat
  // only lacks a move once the board is full: the automatic pass in the turn order never has to skip
  // anyone mid-game (game.test.ts checks that over seeded games for 2, 3 and 4 players).
  it('hands the turn round-robin to the next seat with a move', () => {
    const state = stateFrom(`${'.'.repeat(27)}0123${'.'.repeat(33)}`, 3);
    expect(nextSeatToMove(state, '0')).toBe('1');
    expect(nextSeatToMove(state, '2')).toBe('0');
  });
});

describe('reversi scoring', () => {
  // 64 squares from counts per colour, in colour order.
  const fill = (counts: number[]) => counts.map((n, colour) => String(colour).repeat(n)).join('');

  it('does not count neutral discs and declares a draw on equal scores', () => {
    const state = stateFrom(fill([30, 30, 3, 1]), 2);
    expect(scores(state)).toEqual({ 0: 30, 1: 30 });
    expect(resultOf(state)).toEqual({ draw: true, scores: { 0: 30, 1: 30 }, placings: { 0: 1, 1: 1 } });
  });

  it('gives the win to the real best seat, whatever its number', () => {
    expect(resultOf(stateFrom(fill([20, 40, 4]), 2))).toEqual({
      winner: '1',
      scores: { 0: 20, 1: 40 },
      placings: { 0: 2, 1: 1 },
    });
    expect(resultOf(stateFrom(fill([10, 12, 30, 12]), 4))).toEqual({
      winner: '2',
      scores: { 0: 10, 1: 12, 2: 30, 3: 12 },
      placings: { 0: 4, 1: 2, 2: 1, 3: 2 },
    });
  });

  it('lets every seat tied for the best score win when someone scored less', () => {
    const state = stateFrom(fill([25, 14, 25]), 3);
    expect(resultOf(state)).toEqual({ winners: ['0', '2'], scores: { 0: 25, 1: 14, 2: 25 }, placings: { 0: 1, 1: 3, 2: 1 } });
  });

  it('ignores colour 3 with 3 players: a three-way tie is a draw', () => {
    const state = stateFrom(fill([21, 21, 21, 1]), 3);
    expect(scores(state)).toEqual({ 0: 21, 1: 21, 2: 21 });
    expect(resultOf(state)).toEqual({ draw: true, scores: { 0: 21, 1: 21, 2: 21 }, placings: { 0: 1, 1: 1, 2: 1 } });
  });
});
