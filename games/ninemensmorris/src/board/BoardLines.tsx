import { GRID, SQUARES } from '../geometry';
import { BOARD_FILL, BOARD_LINES } from './colours';
import { MARGIN, screenPosition } from './layout';

const FILES = 'abcdefg';
const MID = (GRID - 1) / 2;

/** The drawn board: three squares, the four lines joining their sides, and the coordinates. Decorative. */
export function BoardLines() {
  const at = (x: number, y: number) => {
    const { left, top } = screenPosition(x, y);
    return { x: left * 100, y: top * 100 };
  };
  const squares = Array.from({ length: SQUARES }, (_, s) => {
    const a = at(s, GRID - 1 - s);
    const b = at(GRID - 1 - s, s);
    return <rect key={s} x={a.x} y={a.y} width={b.x - a.x} height={b.y - a.y} />;
  });
  const joins = [
    [at(MID, 0), at(MID, SQUARES - 1)],
    [at(MID, GRID - SQUARES), at(MID, GRID - 1)],
    [at(0, MID), at(SQUARES - 1, MID)],
    [at(GRID - SQUARES, MID), at(GRID - 1, MID)],
  ].map(([a, b], i) => <line key={i} x1={a!.x} y1={a!.y} x2={b!.x} y2={b!.y} />);
  const edge = (MARGIN * 100) / 3.5;
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
    >
      <rect x="0" y="0" width="100" height="100" rx="3" fill={BOARD_FILL} />
      <g fill="none" stroke={BOARD_LINES} strokeWidth="0.9">
        {squares}
        {joins}
      </g>
      <g fill={BOARD_LINES} fontSize="3.2" fontFamily="sans-serif" textAnchor="middle" dominantBaseline="central" opacity="0.8">
        {Array.from({ length: GRID }, (_, i) => (
          <text key={`file-${i}`} x={at(i, 0).x} y={100 - edge}>
            {FILES[i]}
          </text>
        ))}
        {Array.from({ length: GRID }, (_, i) => (
          <text key={`rank-${i}`} x={edge} y={at(0, i).y}>
            {i + 1}
          </text>
        ))}
      </g>
    </svg>
  );
}
