import { seededRandom } from './random';

describe('seededRandom', () => {
  it('gives the mulberry32 sequence, so seeds recorded anywhere replay the same values', () => {
    const random = seededRandom(1);
    const words = Array.from({ length: 4 }, () => random() * 2 ** 32);
    expect(words).toEqual([2693262067, 11749833, 2265367787, 4213581821]);
  });

  it('repeats a sequence for the same seed and treats seeds modulo 2^32', () => {
    const a = seededRandom(-1);
    const b = seededRandom(2 ** 32 - 1);
    for (let i = 0; i < 100; i += 1) expect(a()).toBe(b());
  });

  it('stays in [0, 1)', () => {
    const random = seededRandom(12345);
    for (let i = 0; i < 10_000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
