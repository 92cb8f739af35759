import { LANGUAGES } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import { buildPuzzle, drawWords, occurrences, START_SIZE, wordCount } from './generate';
import { lettersAt } from './grid';
import { gridWordsFor } from './words';

describe('soupofletters grid', () => {
  it.each(LANGUAGES.flatMap((language) => [2, 3, 4].map((players) => [language, players] as const)))(
    'in %s for %i players: every word lies where stored, readable in exactly one place, on an upper-case grid',
    (language, players) => {
      for (let seed = 1; seed <= 4; seed += 1) {
        const list = gridWordsFor(language);
        const puzzle = buildPuzzle(list, players, seededRandom(seed * 31 + players));
        expect(puzzle.size).toBeGreaterThanOrEqual(START_SIZE);
        expect(puzzle.letters).toMatch(new RegExp(`^[A-Z]{${puzzle.size * puzzle.size}}$`));
        expect(puzzle.placements).toHaveLength(wordCount(players));
        for (const { word, cells } of puzzle.placements) {
          expect(list).toContain(word);
          expect(lettersAt(puzzle.letters, cells)).toBe(word);
          expect(occurrences(puzzle.letters, puzzle.size, word)).toBe(1);
        }
      }
    },
  );

  it('hides 20 words for 2 or 4 players and 18 for 3', () => {
    expect([2, 3, 4].map(wordCount)).toEqual([20, 18, 20]);
  });

  it('grows the grid when the words do not fit', () => {
    // 18 letters with none in common cannot share cells: a 3x3 or 4x4 grid is too small.
    const list = ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQR'];
    const puzzle = buildPuzzle(list, 2, seededRandom(7), 3);
    expect(puzzle.size).toBeGreaterThanOrEqual(5);
    expect(puzzle.placements.map((placement) => placement.word).sort()).toEqual(list);
    for (const { word, cells } of puzzle.placements) expect(lettersAt(puzzle.letters, cells)).toBe(word);
  });

  it('never draws a word read inside another one, either way round, nor a palindrome', () => {
    const list = ['CATERPILLAR', 'CAT', 'TAC', 'RADAR', 'PILL', 'LLIP', 'DOG', 'GOD', 'OWL'];
    const reversed = (word: string) => [...word].reverse().join('');
    for (let seed = 1; seed <= 20; seed += 1) {
      const words = drawWords(list, 9, seededRandom(seed));
      expect(words).not.toContain('RADAR');
      expect(words).toContain('OWL');
      for (const word of words) {
        const others = words.filter((other) => other !== word);
        expect(others.filter((other) => other.includes(word) || other.includes(reversed(word)))).toEqual([]);
      }
    }
  });
});
