import { CENTRE, CIRCLE_POINTS, pointPosition, RADIUS } from '../wheel';
import { WHEEL_FILL, WHEEL_LINES } from './colours';

/** Where the point numbers are written: just outside the circle of points. */
const NUMBER_RADIUS = 0.47;

/** The wheel itself: the circle, its four diameters and the point numbers. Decorative: the points are buttons. */
export function WheelDrawing() {
  const at = (fraction: number) => fraction * 100;
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
    >
      <circle cx="50" cy="50" r="49.5" fill={WHEEL_FILL} />
      <circle cx="50" cy="50" r={at(RADIUS)} fill="none" stroke={WHEEL_LINES} strokeWidth="1.4" />
      {Array.from({ length: CIRCLE_POINTS / 2 }, (_, i) => {
        const a = pointPosition(i);
        const b = pointPosition(i + CIRCLE_POINTS / 2);
        return <line key={i} x1={at(a.x)} y1={at(a.y)} x2={at(b.x)} y2={at(b.y)} stroke={WHEEL_LINES} strokeWidth="1.4" />;
      })}
      {Array.from({ length: CIRCLE_POINTS }, (_, point) => {
        const angle = (point * 2 * Math.PI) / CIRCLE_POINTS;
        return (
          <text
            key={point}
            x={50 + at(NUMBER_RADIUS) * Math.sin(angle)}
            y={50 - at(NUMBER_RADIUS) * Math.cos(angle)}
            fill={WHEEL_LINES}
            fontSize="3.6"
            fontFamily="sans-serif"
            textAnchor="middle"
            dominantBaseline="central"
            opacity="0.75"
          >
            {point + 1}
          </text>
        );
      })}
      <circle cx={at(pointPosition(CENTRE).x)} cy={at(pointPosition(CENTRE).y)} r="1.2" fill={WHEEL_LINES} />
    </svg>
  );
}
