import { DIRECTIONS, lineFrom } from './grid';
import type { Placement } from './types';

/** A source of floats in [0, 1): boardgame.io's `random.Number` in the game, a seeded one in tests. */
export type RandomNumber = () => number;

export interface Puzzle {
  size: number;
  letters: string;
  placements: Placement[];
}

/** The grid's side to start from; it grows by one when the words do not fit in 3 tries. */
export const START_SIZE = 12;
const TRIES_PER_SIZE = 3;
const FILLS_PER_LAYOUT = 4;

/** Words to find: as many of 20 as share out evenly (20 for 2 or 4 players, 18 for 3). */
export const wordCount = (players: number) => Math.floor(20 / players) * players;

const reversed = (word: string) => [...word].reverse().join('');
const pick = <T>(items: ArrayLike<T>, random: RandomNumber): T => items[Math.floor(random() * items.length)]!;

function shuffled<T>(items: readonly T[], random: RandomNumber): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Draws `count` words at random. A word read inside another (CAT in CATERPILLAR, or TAR in
 * GUITAR read backwards) would be found in two places, so such pairs are never drawn together,
 * and palindromes (the same word both ways) are left out.
 */
export function drawWords(list: readonly string[], count: number, random: RandomNumber): string[] {
  const chosen: string[] = [];
  for (const word of shuffled(list, random)) {
    if (chosen.length === count) break;
    if (word === reversed(word)) continue;
    const clashes = chosen.some(
      (other) => other.includes(word) || other.includes(reversed(word)) || word.includes(other) || word.includes(reversed(other)),
    );
    if (!clashes) chosen.push(word);
  }
  return chosen;
}

/**
 * Lays the words on an empty grid, longest first, each at random among the spots that share the
 * most letters with words already laid; null when one does not fit.
 */
export function layWords(
  words: readonly string[],
  size: number,
  random: RandomNumber,
): { grid: string[]; placements: Placement[] } | null {
  const grid: string[] = Array.from({ length: size * size }, () => '');
  const placements: Placement[] = [];
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    let best: number[][] = [];
    let bestOverlap = -1;
    for (let start = 0; start < grid.length; start += 1) {
      for (const direction of DIRECTIONS) {
        const cells = lineFrom(start, direction, word.length, size);
        if (!cells) continue;
        let overlap = 0;
        const fits = cells.every((cell, i) => {
          if (grid[cell] === word[i]) overlap += 1;
          return grid[cell] === '' || grid[cell] === word[i];
        });
        if (!fits || overlap < bestOverlap) continue;
        if (overlap > bestOverlap) [best, bestOverlap] = [[], overlap];
        best.push(cells);
      }
    }
    if (best.length === 0) return null;
    const cells = pick(best, random);
    cells.forEach((cell, i) => (grid[cell] = word[i]!));
    placements.push({ word, cells });
  }
  return { grid, placements };
}

/** How many times `word` can be read on the grid, in any of the 8 directions. */
export function occurrences(letters: string, size: number, word: string): number {
  let count = 0;
  for (let start = 0; start < letters.length; start += 1) {
    if (letters[start] !== word[0]) continue;
    for (const direction of DIRECTIONS) {
      const cells = lineFrom(start, direction, word.length, size);
      if (cells?.every((cell, i) => letters[cell] === word[i])) count += 1;
    }
  }
  return count;
}

/**
 * A word search: words drawn from `list`, laid on the grid and the empty cells filled with letters
 * drawn from the whole list (so filler looks like the language's words), until every word can be
 * read in exactly one place. A grid the words do not fit in 3 tries grows by one; a set of words
 * that keeps being found twice is drawn again with one word fewer per player.
 */
export function buildPuzzle(
  list: readonly string[],
  players: number,
  random: RandomNumber,
  startSize: number = START_SIZE,
): Puzzle {
  const fillers = list.join('');
  for (let count = wordCount(players); count >= players; count -= players) {
    const words = drawWords(list, count, random);
    const longest = Math.max(...words.map((word) => word.length));
    for (let size = Math.max(startSize, longest), grown = 0; grown < 8; size += 1, grown += 1) {
      for (let attempt = 0; attempt < TRIES_PER_SIZE; attempt += 1) {
        const laid = layWords(words, size, random);
        if (!laid) continue;
        for (let fill = 0; fill < FILLS_PER_LAYOUT; fill += 1) {
          const letters = laid.grid.map((letter) => letter || pick(fillers, random)).join('');
          if (words.every((word) => occurrences(letters, size, word) === 1)) {
            return { size, letters, placements: laid.placements };
          }
        }
      }
    }
  }
  throw new Error('soupofletters: no grid could be built from this word list');
}
