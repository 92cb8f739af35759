import { columnOf, rowOf } from '../grid';
import { GRID_PAPER } from './colours';

export interface Stroke {
  key: string;
  cells: readonly number[];
  colour: string;
  /** Dashed: a word nobody found, shown at the end. */
  dashed?: boolean;
  /** Ringed in its colour: the word found last. */
  emphasised?: boolean;
}

/** How wide a found word's band is, in cells, and the ring around the word found last. */
const BAND = 0.7;
const RING = 0.1;

/**
 * Bands drawn under the letters, one per word (found words in the finder's colour, the selection
 * under way, the unfound words at the end), like a highlighter on a printed word search: the
 * letters lie on top, so a found word stays readable. The word found last is ringed in its colour.
 */
export function WordStrokes({ size, strokes, testId }: { size: number; strokes: Stroke[]; testId?: string }) {
  const centre = (cell: number) => [columnOf(cell, size) + 0.5, rowOf(cell, size) + 0.5] as const;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      data-testid={testId}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', zIndex: 0 }}
    >
      {strokes.map(({ key, cells, colour, dashed, emphasised }) => {
        const [x1, y1] = centre(cells[0]!);
        const [x2, y2] = centre(cells[cells.length - 1]!);
        const line = { x1, y1, x2, y2, strokeLinecap: 'round' as const, fill: 'none' };
        return (
          <g key={key}>
            {emphasised && (
              <>
                <line {...line} stroke={colour} strokeWidth={BAND + 2 * RING} data-testid={`ring-${key}`} />
                <line {...line} stroke={GRID_PAPER} strokeWidth={BAND} />
              </>
            )}
            <line
              {...line}
              stroke={colour}
              strokeOpacity={dashed ? 0.9 : 0.45}
              strokeWidth={dashed ? 0.12 : BAND}
              strokeDasharray={dashed ? '0.3 0.2' : undefined}
              data-testid={`stroke-${key}`}
            />
          </g>
        );
      })}
    </svg>
  );
}
