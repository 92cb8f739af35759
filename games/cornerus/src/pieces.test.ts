import {
  ALL_PIECES,
  flipTransform,
  orientationOfTransform,
  orientationsOf,
  PIECE_COUNT,
  TOTAL_SQUARES,
  transformCells,
  turnTransform,
} from './pieces';
import { drawingOf, drawingOfOrientation } from './testPositions';

const L_PENTOMINO = 11;
const F_PENTOMINO = 9;
const shape = (piece: number, transform: number) => drawingOfOrientation(piece, orientationOfTransform(piece, transform));

describe('cornerus pieces', () => {
  it('gives every colour the 21 free polyominoes, 89 squares, 91 distinct orientations', () => {
    expect(PIECE_COUNT).toBe(21);
    expect(TOTAL_SQUARES).toBe(89);
    const sizes = ALL_PIECES.map((piece) => orientationsOf(piece)[0]!.cells.length);
    expect(sizes.filter((size) => size === 5)).toHaveLength(12);
    expect(sizes.filter((size) => size === 4)).toHaveLength(5);
    expect(ALL_PIECES.reduce((sum, piece) => sum + orientationsOf(piece).length, 0)).toBe(91);
  });

  it('turns and mirrors the L pentomino into its 8 shapes', () => {
    expect(shape(L_PENTOMINO, 0)).toBe('####/#...');
    expect(shape(L_PENTOMINO, 1)).toBe('##/.#/.#/.#');
    expect(shape(L_PENTOMINO, 2)).toBe('...#/####');
    expect(shape(L_PENTOMINO, 3)).toBe('#./#./#./##');
    expect(shape(L_PENTOMINO, 4)).toBe('####/...#');
    expect(new Set(Array.from({ length: 8 }, (_, t) => shape(L_PENTOMINO, t))).size).toBe(8);
  });

  it('turns and mirrors the F pentomino into its 8 shapes', () => {
    expect(shape(F_PENTOMINO, 0)).toBe('.##/##./.#.');
    expect(shape(F_PENTOMINO, 1)).toBe('.#./###/..#');
    expect(shape(F_PENTOMINO, 4)).toBe('##./.##/.#.');
    expect(orientationsOf(F_PENTOMINO)).toHaveLength(8);
  });

  it('rotates left and right and flips the shown shape as the player expects', () => {
    const base = orientationsOf(L_PENTOMINO)[0]!.cells;
    for (let transform = 0; transform < 8; transform += 1) {
      const shown = transformCells(base, transform);
      const flipped = shown.map(([x, y]) => [-x, y] as const);
      expect(drawingOf(transformCells(base, flipTransform(transform)))).toBe(drawingOf(transformCells(flipped, 0)));
      const turned = shown.map(([x, y]) => [-y, x] as const);
      expect(drawingOf(transformCells(base, turnTransform(transform, 1)))).toBe(drawingOf(transformCells(turned, 0)));
      expect(turnTransform(turnTransform(transform, 1), -1)).toBe(transform);
      expect(flipTransform(flipTransform(transform))).toBe(transform);
    }
  });

  it('keeps one orientation for symmetric pieces', () => {
    expect(orientationsOf(0)).toHaveLength(1); // monomino
    expect(orientationsOf(7)).toHaveLength(1); // square
    expect(orientationsOf(18)).toHaveLength(1); // X
    expect(orientationsOf(10)).toHaveLength(2); // I pentomino
  });
});
