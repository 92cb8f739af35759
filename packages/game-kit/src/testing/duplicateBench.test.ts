import { duplicateDifference, iterationClock, mean, standardError } from './duplicateBench';

describe('duplicate bench statistics', () => {
  it('counts the informed seat and the other seats of the swapped play alike', () => {
    // Seat 1 informed first: 30 instead of 10; the others, informed in the swapped play, 5 + 0 instead of -5 + 15.
    const informedPlay = { '0': -5, '1': 30, '2': 15 };
    const baselinePlay = { '0': 5, '1': 10, '2': 0 };
    expect(duplicateDifference('1', informedPlay, baselinePlay)).toBe(20 + (5 - -5) + (0 - 15));
  });

  it('finds no difference when the swapped play scores the same', () => {
    const play = { '0': 61, '1': -61, '2': 0, '3': 0 };
    expect(duplicateDifference('2', play, play)).toBe(0);
  });

  it('gives the mean and the standard error of the mean', () => {
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(values)).toBe(5);
    // Sample variance 32 / 7, over 8 values.
    expect(standardError(values)).toBeCloseTo(Math.sqrt(32 / 7 / 8), 10);
  });

  it('reports no spread for fewer than two deals', () => {
    expect(mean([])).toBe(0);
    expect(standardError([])).toBe(0);
    expect(standardError([12])).toBe(0);
  });

  it('moves the clock one step per reading', () => {
    const clock = iterationClock(10);
    expect([clock(), clock(), clock()]).toEqual([10, 20, 30]);
  });
});
