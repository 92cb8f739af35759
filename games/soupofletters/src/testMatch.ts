import { Client } from 'boardgame.io/client';
import type { Game } from 'boardgame.io';
import { game } from './game';
import { DIRECTIONS, lineFrom } from './grid';
import type { Placement, SoupState } from './types';

const SIZE = 7;
const FILLER = 'Z';

/** [word, row, column, direction index in DIRECTIONS] of the test grid: one word each way. */
const LAYOUT: Array<[string, number, number, number]> = [
  ['CAT', 0, 0, 0], // left to right
  ['DOG', 1, 2, 1], // right to left
  ['SUN', 0, 6, 2], // down
  ['OWL', 6, 4, 3], // up
  ['BEE', 2, 0, 4], // down and right
  ['HEN', 0, 4, 5], // down and left
  ['FOX', 6, 1, 6], // up and right
  ['ANT', 5, 6, 7], // up and left
];

/** The test grid's words and where each lies, first letter first. */
export const TEST_PLACEMENTS: Placement[] = LAYOUT.map(([word, row, column, direction]) => ({
  word,
  cells: lineFrom(row * SIZE + column, DIRECTIONS[direction]!, word.length, SIZE)!,
}));

export const cellsOf = (word: string) => TEST_PLACEMENTS.find((placement) => placement.word === word)!.cells;

/** A built state on the test grid: every other cell holds Z. */
export function testGrid(base: SoupState): SoupState {
  const letters = Array.from({ length: SIZE * SIZE }, () => FILLER);
  for (const { word, cells } of TEST_PLACEMENTS) cells.forEach((cell, i) => (letters[cell] = word[i]!));
  return {
    ...base,
    size: SIZE,
    letters: letters.join(''),
    words: TEST_PLACEMENTS.map((placement) => placement.word).sort(),
    hidden: TEST_PLACEMENTS.map((placement) => ({ ...placement, cells: [...placement.cells] })),
  };
}

/** A match over the whole state (no player view) on the test grid, with `numPlayers` seats. */
export function startTestMatch(numPlayers = 2) {
  const phases = game.phases!;
  const testGame: Game<SoupState> = {
    ...(game as unknown as Game<SoupState>),
    playerView: ({ G }) => G,
    phases: { ...phases, play: { ...phases.play, onBegin: ({ G }) => testGrid(G) } },
  };
  const client = Client<SoupState>({ game: testGame, numPlayers, debug: false });
  client.start();
  return client;
}

export type TestMatch = ReturnType<typeof startTestMatch>;

/** Makes a move as the seat on turn (or as `seat`). */
export function moveAs(match: TestMatch, move: 'claim' | 'pass' | 'timeOut', args: unknown[], seat?: string) {
  match.updatePlayerID(seat ?? match.getState()!.ctx.currentPlayer);
  match.moves[move]!(...args);
}
