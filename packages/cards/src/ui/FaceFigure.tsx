import type { Rank, Suit } from '../deck';
import { INDEX_FONT } from './cardGeometry';
import { SuitSymbol } from './SuitSymbol';

// Headgear that tells the figures apart at a glance: a crown for kings, a coronet for queens and
// Obers, a cap for jacks, Unters and knights. Drawn in a 20 x 12 box centred on the origin.
const CROWN = 'M-9 5V-5L-4.5 0L0-7L4.5 0L9-5V5Z';
const CORONET = 'M-9 5Q-9-1-6-2L-3-5L0-2L3-5L6-2Q9-1 9 5Z';
const CAP = 'M-8 5Q-8-6 1-6Q8-6 8 1L12 3L8 5Z';

function headgearOf(rank: Rank): string {
  if (rank === 'K') return CROWN;
  if (rank === 'Q' || rank === 'O') return CORONET;
  return CAP;
}

export interface FaceFigureProps {
  rank: Rank;
  suit: Suit;
  /** The rank letter as printed in this language (D for a queen in German). */
  index: string;
  ink: string;
  german: boolean;
}

/** The middle of a face card: a framed figure made of its headgear, its letter and its suit. */
export function FaceFigure({ rank, suit, index, ink, german }: FaceFigureProps) {
  return (
    <g>
      <rect x={12.5} y={5} width={25} height={60} rx={2} fill="#fff7e0" stroke={ink} strokeWidth={0.8} />
      <path
        d={headgearOf(rank)}
        transform="translate(25 17)"
        fill="#f2b632"
        stroke={ink}
        strokeWidth={0.7}
        strokeLinejoin="round"
      />
      <text x={25} y={42} textAnchor="middle" fontSize={19} fontWeight={700} fontFamily={INDEX_FONT} fill={ink}>
        {index}
      </text>
      <SuitSymbol suit={suit} ink={ink} x={25} y={54} size={10} german={german} />
    </g>
  );
}
