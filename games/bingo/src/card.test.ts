import { seededRandom } from '@tabula/game-kit/testing';
import { dealCard, FREE_CELL, letterOf, uncalledNumbers } from './card';

describe('a Bingo card', () => {
  it('holds five distinct numbers per column, each in its column range, and the free centre', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const card = dealCard(seededRandom(seed));
      expect(card).toHaveLength(25);
      expect(card[FREE_CELL]).toBe(0);
      for (let column = 0; column < 5; column += 1) {
        const numbers = [0, 1, 2, 3, 4].map((row) => card[row * 5 + column]!).filter((_, row) => row * 5 + column !== FREE_CELL);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const number of numbers) {
          expect(number).toBeGreaterThanOrEqual(15 * column + 1);
          expect(number).toBeLessThanOrEqual(15 * column + 15);
        }
      }
    }
  });

  it('differs from deal to deal', () => {
    const cards = new Set(Array.from({ length: 50 }, (_, seed) => JSON.stringify(dealCard(seededRandom(seed + 1)))));
    expect(cards.size).toBe(50);
  });

  it('uses every number of a column over many deals', () => {
    const seen = new Set(Array.from({ length: 100 }, (_, seed) => dealCard(seededRandom(seed + 1))).flat());
    seen.delete(0);
    expect(seen.size).toBe(75);
  });
});

describe('called numbers', () => {
  it('are named by their column letter', () => {
    expect([1, 15, 16, 30, 31, 45, 46, 60, 61, 75].map(letterOf).join('')).toBe('BBIINNGGOO');
  });

  it('leave the numbers not yet called', () => {
    expect(uncalledNumbers([3, 75, 1])).toEqual(
      Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => ![1, 3, 75].includes(n)),
    );
  });
});
