import { Disc, DISC_COLORS } from '@tabula/boards/ui';
import type { Column } from '../types';

/** At most this many pieces are drawn; taller columns show a "+n" marker for the hidden bottom. */
export const VISIBLE_PIECES = 5;

/** A column seen from the side: pieces as stacked slices, the top one with a crown if it is a king. */
export function ColumnStack({ column }: { column: Column }) {
  if (column.length === 1) return <Disc seat={column[0]!.owner} king={column[0]!.king} />;
  const shown = column.slice(0, VISIBLE_PIECES).reverse(); // bottom first, for drawing order
  const hidden = column.length - VISIBLE_PIECES;
  const gap = Math.min(12, 44 / (shown.length - 1));
  const top = column[0]!;
  return (
    <svg viewBox="0 0 100 100" width="88%" height="88%" aria-hidden="true" style={{ display: 'block', overflow: 'visible' }}>
      {shown.map((piece, i) => {
        const c = DISC_COLORS[piece.owner];
        const y = 76 - i * gap;
        return (
          <g key={i}>
            <rect x="12" y={y} width="76" height="12" fill={c.rim} />
            <ellipse cx="50" cy={y + 12} rx="38" ry="11" fill={c.rim} />
            <ellipse cx="50" cy={y} rx="38" ry="11" fill={c.fill} stroke={c.rim} strokeWidth="2.5" />
          </g>
        );
      })}
      {top.king && (
        <path
          transform={`translate(0 ${76 - (shown.length - 1) * gap - 50})`}
          d="M36 54 L33 40 L42 46 L50 36 L58 46 L67 40 L64 54 Z"
          fill="#f6c343"
          stroke="#a67c00"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      )}
      {hidden > 0 && (
        <g data-testid="column-overflow">
          <rect x="62" y="82" width="36" height="18" rx="9" fill="#1e88e5" />
          <text x="80" y="95" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
            +{hidden}
          </text>
        </g>
      )}
    </svg>
  );
}
