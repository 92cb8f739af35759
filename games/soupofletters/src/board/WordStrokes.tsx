import { columnOf, rowOf } from '../grid';

export interface Stroke {
  key: string;
  cells: readonly number[];
  colour: string;
  /** Dashed: a word nobody found, shown at the end. */
  dashed?: boolean;
  /** Outlined: the word found last. */
  emphasised?: boolean;
}

/**
 * Bands drawn over the letters, one per word (found words in the finder's colour, the selection
 * under way, the unfound words at the end), like pen strokes on a printed word search.
 */
export function WordStrokes({ size, strokes }: { size: number; strokes: Stroke[] }) {
  const centre = (cell: number) => [columnOf(cell, size) + 0.5, rowOf(cell, size) + 0.5] as const;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      {strokes.map(({ key, cells, colour, dashed, emphasised }) => {
        const [x1, y1] = centre(cells[0]!);
        const [x2, y2] = centre(cells[cells.length - 1]!);
        return (
          <g key={key}>
            {emphasised && <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#ffffff" strokeWidth={0.86} strokeLinecap="round" />}
            <line
              x1={x1}
              y1={y1}
              x2={x2}
              y2={y2}
              stroke={colour}
              strokeOpacity={dashed ? 0.9 : 0.45}
              strokeWidth={dashed ? 0.12 : 0.74}
              strokeDasharray={dashed ? '0.3 0.2' : undefined}
              strokeLinecap="round"
              fill="none"
              data-testid={`stroke-${key}`}
            />
          </g>
        );
      })}
    </svg>
  );
}
