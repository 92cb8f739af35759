/** Colours of the two sides' pieces: seat 0 light, seat 1 dark. */
export const DISC_COLORS = {
  '0': { fill: '#f4efe6', rim: '#b9ad98', mark: '#8d7f67' },
  '1': { fill: '#2b2b2b', rim: '#5c5c5c', mark: '#9e9e9e' },
} as const;

export interface DiscProps {
  seat: '0' | '1';
  king?: boolean;
  /** Size relative to the square, 0-1. */
  scale?: number;
}

/** A round draughts piece; a king carries a gold crown. */
export function Disc({ seat, king = false, scale = 0.8 }: DiscProps) {
  const c = DISC_COLORS[seat];
  const size = `${Math.round(scale * 100)}%`;
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      aria-hidden="true"
      style={{ display: 'block', filter: 'drop-shadow(0 2px 2px rgba(0,0,0,0.45))' }}
    >
      <circle cx="50" cy="50" r="46" fill={c.fill} stroke={c.rim} strokeWidth="6" />
      <circle cx="50" cy="50" r="30" fill="none" stroke={c.mark} strokeWidth="3" />
      {king && (
        <path
          d="M28 62 L24 36 L38 48 L50 30 L62 48 L76 36 L72 62 Z"
          fill="#f6c343"
          stroke="#a67c00"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
