import { Disc, DISC_COLORS } from '@tabula/boards/ui';
import type { Column } from '../types';

/** At most this many pieces are drawn; taller columns show a "+n" marker for the hidden bottom. */
export const VISIBLE_PIECES = 5;

/** A column seen from the side: pieces as stacked slices, the top one with a crown if it is a king. */
export function ColumnStack({ column }: { column: Column }) {
  if (column.length === 1) return <Disc seat={column[0]!.owner} king={column[0]!.king} />;
  const shown = column.slice(0, VISIBLE_PIECES).reverse(); // bottom first, for drawing order
  const hidden = column.length - VISIBLE_PIECES;
  const gap = Math.min(15, 48 / (shown.length - 1));
  const top = column[0]!;
  return (
    <svg viewBox="0 0 100 100" width="88%" height="88%" aria-hidden="true" style={{ display: 'block', overflow: 'visible' }}>
      {shown.map((piece, i) => {
        const c = DISC_COLORS[piece.owner];
        const y = 72 - i * gap;
        return (
          <g key={i}>
            <rect x="8" y={y} width="84" height="14" fill={c.rim} />
            <ellipse cx="50" cy={y + 14} rx="42" ry="13" fill={c.rim} />
            <ellipse cx="50" cy={y} rx="42" ry="13" fill={c.fill} stroke={c.rim} strokeWidth="2.5" />
          </g>
        );
      })}
      {top.king && (
        <path
          transform={`translate(50 ${72 - (shown.length - 1) * gap}) scale(1.6) translate(-50 -50)`}
          d="M38 54 L35 42 L43 47 L50 38 L57 47 L65 42 L62 54 Z"
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
