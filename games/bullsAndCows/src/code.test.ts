import { drawCode, openCode, scoreGuess, sealCode } from './code';

describe('bullsAndCows hints', () => {
  it.each([
    ['all right', [0, 1, 2, 3], [0, 1, 2, 3], { bulls: 4, cows: 0, misses: 0 }],
    ['all in the wrong place', [0, 1, 2, 3], [3, 2, 1, 0], { bulls: 0, cows: 4, misses: 0 }],
    ['nothing in the code', [0, 1, 2, 3], [4, 4, 5, 5], { bulls: 0, cows: 0, misses: 4 }],
    ['duplicates on both sides (the brief)', [1, 1, 2, 3], [1, 2, 1, 1], { bulls: 1, cows: 2, misses: 1 }],
    ['a repeated guess against a code without repeats', [0, 1, 2, 3], [1, 1, 1, 1], { bulls: 1, cows: 0, misses: 3 }],
    ['a repeated guess symbol counted once as a cow', [0, 1, 2, 3], [1, 0, 0, 5], { bulls: 0, cows: 2, misses: 2 }],
    ['a repeated code symbol guessed once', [2, 2, 0, 1], [3, 4, 2, 5], { bulls: 0, cows: 1, misses: 3 }],
  ])('scores %s', (_name, secret, guess, hints) => {
    expect(scoreGuess(secret, guess)).toEqual(hints);
  });

  it('seals the code as a distinctive string and opens it again', () => {
    expect(sealCode([3, 0, 5, 1])).toBe('code:3051');
    expect(openCode('code:3051')).toEqual([3, 0, 5, 1]);
  });

  it('draws a code without repeats from the shuffled palette, and with repeats from a die per slot', () => {
    const random = { Die: jest.fn(() => 2), Shuffle: <T>(deck: T[]) => [...deck].reverse() };
    expect(drawCode(random, 4, 6, false)).toEqual([5, 4, 3, 2]);
    expect(drawCode(random, 3, 6, true)).toEqual([1, 1, 1]);
    expect(random.Die).toHaveBeenCalledWith(6);
  });
});
