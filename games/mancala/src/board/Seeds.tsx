import { SEED_COLOURS } from './colours';

/** Seeds drawn; more are shown by the count next to the hole. */
const MOST_DRAWN = 30;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** Seed centres spiralling out from the middle of a width x height box (a sunflower pattern). */
function seedPositions(count: number, width: number, height: number, radius: number): Array<[number, number]> {
  const spread = Math.sqrt(Math.max(count, 4));
  const margin = radius + 2;
  return Array.from({ length: count }, (_, seed) => {
    const distance = Math.sqrt(seed + 0.5) / spread;
    const angle = seed * GOLDEN_ANGLE;
    return [
      width / 2 + Math.cos(angle) * distance * (width / 2 - margin),
      height / 2 + Math.sin(angle) * distance * (height / 2 - margin),
    ];
  });
}

/** The seeds in a pit (square) or store (tall), drawn to fill the hole; decorative, the count says how many. */
export function Seeds({ count, tall = false }: { count: number; tall?: boolean }) {
  const width = 100;
  const height = tall ? 220 : 100;
  const drawn = Math.min(count, MOST_DRAWN);
  // Few seeds are drawn larger; a full hole packs them smaller.
  const radius = drawn <= 6 ? 12 : drawn <= 12 ? 10 : 8;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    >
      {seedPositions(drawn, width, height, radius).map(([x, y], seed) => (
        <g key={seed}>
          <circle
            cx={x}
            cy={y}
            r={9}
            fill={SEED_COLOURS[(seed * 5) % SEED_COLOURS.length]}
            stroke="rgba(0,0,0,0.35)"
            strokeWidth={1.5}
          />
          <circle cx={x - radius / 3} cy={y - radius / 3} r={radius / 3.5} fill="rgba(255,255,255,0.6)" />
        </g>
      ))}
    </svg>
  );
}
