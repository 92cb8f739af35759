import { areAdjacent, CENTRE, KEYBOARD_LAYOUT, LINES, neighbours, pointPosition } from './wheel';

describe('the Rota wheel', () => {
  it('links each circle point to its two neighbours on the circle and to the centre', () => {
    expect(neighbours(0).sort()).toEqual([1, 7, CENTRE]);
    expect(neighbours(7).sort()).toEqual([0, 6, CENTRE]);
    expect(neighbours(CENTRE)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(areAdjacent(3, 4)).toBe(true);
    expect(areAdjacent(CENTRE, 5)).toBe(true);
    expect(areAdjacent(5, CENTRE)).toBe(true);
  });

  it('does not link points two steps apart on the circle (90 degrees) or across it', () => {
    expect(areAdjacent(0, 2)).toBe(false);
    expect(areAdjacent(6, 0)).toBe(false);
    expect(areAdjacent(1, 5)).toBe(false);
    expect(areAdjacent(4, 4)).toBe(false);
  });

  it('has 8 arcs of three neighbouring circle points and 4 diameters', () => {
    const arcs = LINES.filter((line) => !line.includes(CENTRE));
    const diameters = LINES.filter((line) => line.includes(CENTRE));
    expect(arcs).toHaveLength(8);
    expect(diameters).toHaveLength(4);
    for (const [a, b, c] of arcs) expect(areAdjacent(a, b) && areAdjacent(b, c)).toBe(true);
    for (const [a, centre, b] of diameters) {
      expect(centre).toBe(CENTRE);
      expect((b - a + 8) % 8).toBe(4);
    }
  });

  it('draws the points on a circle with point 0 at the top and the centre in the middle', () => {
    expect(pointPosition(CENTRE)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointPosition(0).x).toBeCloseTo(0.5);
    expect(pointPosition(0).y).toBeLessThan(0.5);
    expect(pointPosition(2).x).toBeGreaterThan(0.5);
    expect(pointPosition(2).y).toBeCloseTo(0.5);
  });

  it('lays every point out once for the arrow keys, as they appear on screen', () => {
    expect(KEYBOARD_LAYOUT.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(KEYBOARD_LAYOUT[0]).toEqual([7, 0, 1]);
    expect(KEYBOARD_LAYOUT[1]![1]).toBe(CENTRE);
  });
});
