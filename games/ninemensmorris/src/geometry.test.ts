import { areAdjacent, MILLS, MILLS_OF, NEIGHBOURS, POINT_COUNT, POINT_NAMES } from './geometry';
import { at } from './testPositions';

const names = (points: readonly number[]) => points.map((p) => POINT_NAMES[p]).sort();

describe("the Nine Men's Morris board", () => {
  it('has 24 points with the usual names', () => {
    expect(POINT_COUNT).toBe(24);
    expect(new Set(POINT_NAMES).size).toBe(24);
    expect(names([...POINT_NAMES.keys()])).toEqual(
      'a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6 g1 g4 g7'.split(' '),
    );
  });

  it('links each point to its neighbours on its square, and the middles of the sides across the squares', () => {
    expect(names(NEIGHBOURS[at('a1')]!)).toEqual(['a4', 'd1']);
    expect(names(NEIGHBOURS[at('d1')]!)).toEqual(['a1', 'd2', 'g1']);
    expect(names(NEIGHBOURS[at('d2')]!)).toEqual(['b2', 'd1', 'd3', 'f2']);
    expect(names(NEIGHBOURS[at('e4')]!)).toEqual(['e3', 'e5', 'f4']);
    expect(names(NEIGHBOURS[at('c3')]!)).toEqual(['c4', 'd3']);
  });

  it('has no diagonal links and nothing across the empty centre', () => {
    expect(areAdjacent(at('a1'), at('b2'))).toBe(false);
    expect(areAdjacent(at('c4'), at('e4'))).toBe(false);
    expect(areAdjacent(at('a1'), at('g1'))).toBe(false);
    expect(areAdjacent(at('d1'), at('d3'))).toBe(false);
  });

  it('has 16 mills: four sides of each square and four lines across them, each point in two', () => {
    expect(MILLS).toHaveLength(16);
    const asNames = MILLS.map((mill) => names(mill).join(' '));
    expect(asNames).toEqual(expect.arrayContaining(['a1 a4 a7', 'a1 d1 g1', 'c3 c4 c5', 'd1 d2 d3', 'e4 f4 g4', 'd5 d6 d7']));
    expect(asNames).not.toContain('c4 e4 d4');
    for (const mills of MILLS_OF) expect(mills).toHaveLength(2);
  });
});
