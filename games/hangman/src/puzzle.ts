import type { PlayerID } from 'boardgame.io';
import { baseLetter } from './alphabet';
import type { HangmanState, Puzzle } from './types';

export const MAX_MISTAKES = 10;

export const SEATS: PlayerID[] = ['0', '1'];

export function otherSeat(seat: PlayerID): PlayerID {
  return seat === '0' ? '1' : '0';
}

/** The puzzle `guesser` works on: the word the other seat set. */
export function puzzleOf(G: HangmanState, guesser: PlayerID): Puzzle | null {
  return G.puzzles[otherSeat(guesser)] ?? null;
}

export function newPuzzle(word: string, hint: string): Puzzle {
  return { word, hint, revealed: [...word].map(() => null), guessed: [], mistakes: 0 };
}

export function isSolved(puzzle: Puzzle): boolean {
  return puzzle.revealed.every((letter) => letter !== null);
}

/** The guesser is done: the word is found or the mistakes reached the limit. */
export function isDone(puzzle: Puzzle): boolean {
  return isSolved(puzzle) || puzzle.mistakes >= MAX_MISTAKES;
}

/** The letters tried that are not in the word (a right guess always reveals a position). */
export function missedLetters(puzzle: Puzzle): string[] {
  const found = new Set(puzzle.revealed.filter((letter) => letter !== null).map(baseLetter));
  return puzzle.guessed.filter((letter) => !found.has(letter));
}

/**
 * 0 at the mistake limit, else ceil(100 * C / (C + M)) with C the positions revealed (a letter
 * found three times counts three) and M the mistakes.
 */
export function scoreOf(puzzle: Puzzle): number {
  if (puzzle.mistakes >= MAX_MISTAKES) return 0;
  const found = puzzle.revealed.filter((letter) => letter !== null).length;
  if (found + puzzle.mistakes === 0) return 0;
  return Math.ceil((100 * found) / (found + puzzle.mistakes));
}

/** Reveals every position of `letter` (a base letter) in the word, or counts a mistake. */
export function applyGuess(puzzle: Puzzle & { word: string }, letter: string): void {
  puzzle.guessed.push(letter);
  let hits = 0;
  [...puzzle.word].forEach((written, position) => {
    if (baseLetter(written) !== letter) return;
    puzzle.revealed[position] = written;
    hits += 1;
  });
  if (hits === 0) puzzle.mistakes += 1;
}
