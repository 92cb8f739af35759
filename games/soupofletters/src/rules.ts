import type { Ctx } from 'boardgame.io';
import { seatsInPlay } from '@tabula/game-kit';
import { isStraightLine, lettersAt } from './grid';
import type { Placement, SoupState } from './types';

export const START_PHASE = 'start';
export const PLAY_PHASE = 'play';

/** The game ends once every seat in play has had this many of its turns in a row without a word found. */
export const TURNS_WITHOUT_FIND_TO_END = 2;

/** Why a claim is refused, for tests and the board's message. */
export type ClaimRefusal = 'notALine' | 'notAWord' | 'alreadyFound';

/** Cells sent by a client, checked: distinct integers on the grid. */
export function isCellList(cells: unknown, size: number): cells is number[] {
  return (
    Array.isArray(cells) &&
    cells.length <= size &&
    cells.every((cell) => Number.isInteger(cell) && cell >= 0 && cell < size * size)
  );
}

/**
 * What claiming `cells` (first letter first) finds: the unfound word lying exactly there, or why
 * it is refused. The one legality check of the move, the board and `ai.enumerate`.
 */
export function claimOf(G: SoupState, cells: unknown): Placement | ClaimRefusal {
  if (!isCellList(cells, G.size) || !isStraightLine(cells, G.size)) return 'notALine';
  const spelled = lettersAt(G.letters, cells);
  const same = (placement: Placement) =>
    placement.cells.length === cells.length && placement.cells.every((cell, i) => cell === cells[i]);
  const hidden = G.hidden.find(same);
  if (hidden) return hidden;
  return G.found.some((word) => word.word === spelled) ? 'alreadyFound' : 'notAWord';
}

export const isBuilt = (G: SoupState) => G.size > 0;

export const allFound = (G: SoupState) => isBuilt(G) && G.hidden.length === 0;

/**
 * Whether the game is over by its own rules: every word found, or every seat still in play has had
 * two of its turns in a row without a find (a seat that conceded no longer counts).
 */
export function isFinished(G: SoupState, ctx: Pick<Ctx, 'numPlayers'>): boolean {
  if (allFound(G)) return true;
  return seatsInPlay(G, ctx).every((seat) => (G.turnsWithoutFind[seat] ?? 0) >= TURNS_WITHOUT_FIND_TO_END);
}

/** The scores of the seats still in play (a seat that conceded is left out of the standings). */
export function standingScores(G: SoupState, ctx: Pick<Ctx, 'numPlayers'>): Record<string, number> {
  return Object.fromEntries(seatsInPlay(G, ctx).map((seat) => [seat, G.scores[seat] ?? 0]));
}

/**
 * What a board can tell from the public view before sending a claim: the letters along a straight
 * line spell a word of the list nobody has found yet (the server still checks where it lies).
 */
export function spellsUnfoundWord(G: Pick<SoupState, 'letters' | 'size' | 'words' | 'found'>, cells: readonly number[]): boolean {
  if (!isStraightLine(cells, G.size)) return false;
  const spelled = lettersAt(G.letters, cells);
  return G.words.includes(spelled) && !G.found.some((word) => word.word === spelled);
}
