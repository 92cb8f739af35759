import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_HEIGHT, CARD_WIDTH, CardOutline } from './cardGeometry';
import { CARDS_NAMESPACE } from './namespace';

export interface CardBackProps {
  /** Width in px; 56 by default. */
  width?: number;
  /** Hidden from assistive technology (a count beside it says how many there are). */
  decorative?: boolean;
  style?: CSSProperties;
}

const INSET = 3.5;

// A diagonal lattice inside the inset frame, computed rather than clipped (no SVG ids to collide).
function lattice(step: number): string {
  const [x0, y0, x1, y1] = [INSET, INSET, CARD_WIDTH - INSET, CARD_HEIGHT - INSET];
  const segments: string[] = [];
  for (let c = x0 - (y1 - y0); c < x1; c += step) {
    // Lines x - y = c - y0 (falling to the right) and their mirror images.
    const start = Math.max(x0, c);
    const end = Math.min(x1, c + (y1 - y0));
    if (end <= start) continue;
    const ya = y0 + (start - c);
    const yb = y0 + (end - c);
    segments.push(`M${start} ${ya}L${end} ${yb}`, `M${x0 + x1 - start} ${ya}L${x0 + x1 - end} ${yb}`);
  }
  return segments.join('');
}

const LATTICE = lattice(6);

/** The back of a card: the same for every card, so it tells nothing. */
export function CardBack({ width = 56, decorative = false, style }: CardBackProps) {
  const { t } = useTranslation(CARDS_NAMESPACE);
  const naming = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t('faceDown') };
  return (
    <svg
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      width={width}
      height={(width * CARD_HEIGHT) / CARD_WIDTH}
      style={{ display: 'block', ...style }}
      {...naming}
    >
      <CardOutline fill="#1f3a68" />
      <rect
        x={INSET}
        y={INSET}
        width={CARD_WIDTH - 2 * INSET}
        height={CARD_HEIGHT - 2 * INSET}
        rx={2}
        fill="none"
        stroke="#e8d8a8"
        strokeWidth={0.8}
      />
      <path d={LATTICE} stroke="#5d7fb8" strokeWidth={0.7} fill="none" />
      <circle cx={CARD_WIDTH / 2} cy={CARD_HEIGHT / 2} r={8} fill="#1f3a68" stroke="#e8d8a8" strokeWidth={1.2} />
      <circle cx={CARD_WIDTH / 2} cy={CARD_HEIGHT / 2} r={3.5} fill="#e8d8a8" />
    </svg>
  );
}
