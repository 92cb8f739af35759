import { between, DARK_SQUARES, directionBetween, isDark, isOpposite, ray, squareName, toIndex } from './coords';

describe('8x8 coordinates', () => {
  it('has 32 dark squares, (x + y) odd', () => {
    expect(DARK_SQUARES).toHaveLength(32);
    expect(isDark(toIndex(1, 0))).toBe(true);
    expect(isDark(toIndex(0, 0))).toBe(false);
    expect(isDark(toIndex(0, 7))).toBe(true);
  });

  it('walks a diagonal ray to the edge', () => {
    expect(ray(toIndex(2, 5), { dx: 1, dy: -1 })).toEqual([
      toIndex(3, 4),
      toIndex(4, 3),
      toIndex(5, 2),
      toIndex(6, 1),
      toIndex(7, 0),
    ]);
    expect(ray(toIndex(0, 7), { dx: -1, dy: 1 })).toEqual([]);
  });

  it('finds direction and squares between two squares', () => {
    expect(directionBetween(toIndex(1, 6), toIndex(4, 3))).toEqual({ dx: 1, dy: -1 });
    expect(directionBetween(toIndex(1, 6), toIndex(1, 4))).toBeNull();
    expect(between(toIndex(1, 6), toIndex(4, 3))).toEqual([toIndex(2, 5), toIndex(3, 4)]);
    expect(isOpposite({ dx: 1, dy: -1 }, { dx: -1, dy: 1 })).toBe(true);
  });

  it('names squares as seat 0 sees them', () => {
    expect(squareName(toIndex(0, 7))).toBe('a1');
    expect(squareName(toIndex(7, 0))).toBe('h8');
  });
});
