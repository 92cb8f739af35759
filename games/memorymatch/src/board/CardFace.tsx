import { pictureOf } from '../pictures';
import type { Face } from '../types';
import { CARD_BACK, CARD_BACK_PATTERN } from './colours';
import { PICTURE_ART } from './pictures';

const svgStyle = { display: 'block', width: '100%', height: '100%' } as const;

/** A card's picture on its own background colour; decorative (the card's label names the picture). */
export function CardFace({ face }: { face: Face }) {
  const { Art, background } = PICTURE_ART[pictureOf(face)];
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" style={svgStyle}>
      <rect width={100} height={100} fill={background} />
      <Art />
    </svg>
  );
}

/** The back every card shows while face down. */
export function CardBack() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" style={svgStyle}>
      <rect width={100} height={100} fill={CARD_BACK} />
      <path d="M50 14 L86 50 L50 86 L14 50 Z" fill={CARD_BACK_PATTERN} />
      <path d="M50 30 L70 50 L50 70 L30 50 Z" fill="none" stroke="#c5cae9" strokeWidth={3} />
      <circle cx={50} cy={50} r={5} fill="#c5cae9" />
      <rect x={6} y={6} width={88} height={88} rx={8} fill="none" stroke="#7986cb" strokeWidth={2} />
    </svg>
  );
}
