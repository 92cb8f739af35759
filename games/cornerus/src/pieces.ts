// The 21 free polyominoes every colour owns, and their distinct orientations, computed once.

/** A cell of a piece: column x, row y, both from 0. */
export type Cell = readonly [x: number, y: number];

/** Piece ids are indices into this list; the drawings use # for a square. */
const DRAWINGS: readonly string[] = [
  '#', // 0 monomino
  '##', // 1 domino
  '###', // 2 I tromino
  '##/#.', // 3 V tromino
  '####', // 4 I tetromino
  '###/#..', // 5 L tetromino
  '###/.#.', // 6 T tetromino
  '##/##', // 7 square tetromino
  '.##/##.', // 8 S tetromino
  '.##/##./.#.', // 9 F pentomino
  '#####', // 10 I pentomino
  '####/#...', // 11 L pentomino
  '.###/##..', // 12 N pentomino
  '##/##/#.', // 13 P pentomino
  '###/.#./.#.', // 14 T pentomino
  '#.#/###', // 15 U pentomino
  '#../#../###', // 16 V pentomino
  '#../##./.##', // 17 W pentomino
  '.#./###/.#.', // 18 X pentomino
  '####/.#..', // 19 Y pentomino
  '##./.#./.##', // 20 Z pentomino
];

export const PIECE_COUNT = DRAWINGS.length;
export const ALL_PIECES: readonly number[] = DRAWINGS.map((_, piece) => piece);

/** Eight transforms: index = mirrored * 4 + quarter turns clockwise (mirror first, then turn). */
export const TRANSFORM_COUNT = 8;

export interface Orientation {
  /** Cells with the top-left of the bounding box at (0, 0), sorted row by row. */
  cells: readonly Cell[];
  width: number;
  height: number;
  /** One bit mask per row: bit x set for a square in column x. */
  rowMasks: readonly number[];
}

function parse(drawing: string): Cell[] {
  return drawing.split('/').flatMap((row, y) => [...row].flatMap((mark, x) => (mark === '#' ? [[x, y] as const] : [])));
}

function normalize(cells: readonly Cell[]): Cell[] {
  const minX = Math.min(...cells.map(([x]) => x));
  const minY = Math.min(...cells.map(([, y]) => y));
  return cells.map(([x, y]) => [x - minX, y - minY] as const).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** Applies a transform (mirror left-right first, then quarter turns clockwise on screen). */
export function transformCells(cells: readonly Cell[], transform: number): Cell[] {
  let out = cells.map(([x, y]) => (transform >= 4 ? ([-x, y] as const) : ([x, y] as const)));
  for (let turn = 0; turn < transform % 4; turn += 1) out = out.map(([x, y]) => [-y, x] as const);
  return normalize(out);
}

function orientationOf(cells: readonly Cell[]): Orientation {
  const width = Math.max(...cells.map(([x]) => x)) + 1;
  const height = Math.max(...cells.map(([, y]) => y)) + 1;
  const rowMasks = Array<number>(height).fill(0);
  for (const [x, y] of cells) rowMasks[y]! |= 1 << x;
  return { cells, width, height, rowMasks };
}

const keyOf = (cells: readonly Cell[]) => cells.map(([x, y]) => `${x},${y}`).join(' ');

interface PieceTable {
  orientations: Orientation[];
  /** For each of the 8 transforms, the index of the distinct orientation it gives. */
  byTransform: number[];
}

const TABLES: readonly PieceTable[] = DRAWINGS.map((drawing) => {
  const base = parse(drawing);
  const orientations: Orientation[] = [];
  const seen = new Map<string, number>();
  const byTransform = Array.from({ length: TRANSFORM_COUNT }, (_, transform) => {
    const cells = transformCells(base, transform);
    const key = keyOf(cells);
    let index = seen.get(key);
    if (index === undefined) {
      index = orientations.length;
      seen.set(key, index);
      orientations.push(orientationOf(cells));
    }
    return index;
  });
  return { orientations, byTransform };
});

export const pieceSize = (piece: number): number => TABLES[piece]!.orientations[0]!.cells.length;

export const orientationsOf = (piece: number): readonly Orientation[] => TABLES[piece]!.orientations;

export const orientationOfTransform = (piece: number, transform: number): number => TABLES[piece]!.byTransform[transform]!;

export const isPiece = (piece: unknown): piece is number =>
  Number.isInteger(piece) && (piece as number) >= 0 && (piece as number) < PIECE_COUNT;

export const TOTAL_SQUARES = ALL_PIECES.reduce((sum, piece) => sum + pieceSize(piece), 0);

/** Turning the shown piece a quarter clockwise (+1) or anticlockwise (-1) keeps its mirroring. */
export function turnTransform(transform: number, quarters: 1 | -1): number {
  const mirrored = transform >= 4 ? 4 : 0;
  return mirrored + (((((transform % 4) + quarters) % 4) + 4) % 4);
}

/** Flipping the shown piece left-right: mirror(turn(r)) = turn(-r) of the mirrored piece. */
export function flipTransform(transform: number): number {
  const mirrored = transform >= 4 ? 0 : 4;
  return mirrored + ((4 - (transform % 4)) % 4);
}
