import { orientationOfTransform, orientationsOf } from '../pieces';

/** A small drawing of a piece as it is turned now. Decorative: the button around it carries the name. */
export function PieceShape({ piece, transform, fill, edge }: { piece: number; transform: number; fill: string; edge: string }) {
  const { cells, width, height } = orientationsOf(piece)[orientationOfTransform(piece, transform)]!;
  const side = Math.max(width, height);
  return (
    <svg
      viewBox={`-0.1 -0.1 ${side + 0.2} ${side + 0.2}`}
      width="100%"
      height="100%"
      aria-hidden="true"
      style={{ display: 'block' }}
    >
      {cells.map(([x, y]) => (
        <rect
          key={`${x},${y}`}
          x={x + (side - width) / 2}
          y={y + (side - height) / 2}
          width={1}
          height={1}
          fill={fill}
          stroke={edge}
          strokeWidth={0.12}
        />
      ))}
    </svg>
  );
}
