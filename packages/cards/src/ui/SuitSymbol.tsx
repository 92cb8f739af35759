import type { Suit } from '../deck';

// Every suit drawn for this project in a 100 x 100 box centred on the origin.
const HEART = 'M0 42C-14 26-46 6-46-16C-46-34-32-44-20-44C-10-44-3-38 0-28C3-38 10-44 20-44C32-44 46-34 46-16C46 6 14 26 0 42Z';
const DIAMOND = 'M0-47Q17-22 35 0Q17 22 0 47Q-17 22-35 0Q-17-22 0-47Z';
const SPADE =
  'M0-46C-14-28-46-12-46 10C-46 26-34 34-22 34C-12 34-5 29-3 24C-4 34-8 41-15 47H15C8 41 4 34 3 24C5 29 12 34 22 34C34 34 46 26 46 10C46-12 14-28 0-46Z';
const CLUB_STEM = 'M-4 6H4Q5 34 16 47H-16Q-5 34-4 6Z';
const LEAF = 'M0-46C24-30 42-6 31 14C23 29 9 34 0 34C-9 34-23 29-31 14C-42-6-24-30 0-46Z';
const ACORN_CAP = 'M-25 2C-27-22 27-22 25 2C17 6-17 6-25 2Z';
const BELL_SLIT = 'M-14 26Q0 20 14 26';

function French({ suit, ink }: { suit: Suit; ink: string }) {
  switch (suit) {
    case 'hearts':
      return <path d={HEART} fill={ink} />;
    case 'diamonds':
      return <path d={DIAMOND} fill={ink} />;
    case 'spades':
      return <path d={SPADE} fill={ink} />;
    default:
      return (
        <g fill={ink}>
          <circle cx={0} cy={-24} r={19} />
          <circle cx={-22} cy={10} r={19} />
          <circle cx={22} cy={10} r={19} />
          <rect x={-10} y={-12} width={20} height={22} />
          <path d={CLUB_STEM} />
        </g>
      );
  }
}

function German({ suit, ink }: { suit: Suit; ink: string }) {
  switch (suit) {
    case 'acorns':
      return (
        <g>
          <rect x={-3} y={-44} width={6} height={22} rx={2} fill="#5b3a17" />
          <ellipse cx={0} cy={16} rx={21} ry={30} fill="#d39a3a" stroke={ink} strokeWidth={4} />
          <path d={ACORN_CAP} fill="#6d4216" stroke={ink} strokeWidth={3} />
          <path d="M-16-6h32M-18 0h36" stroke="#a5773f" strokeWidth={2.5} />
        </g>
      );
    case 'leaves':
      return (
        <g>
          <path d="M-3 28h6l3 19h-12z" fill="#1d5a22" />
          <path d={LEAF} fill="#43a047" stroke="#1d5a22" strokeWidth={4} />
          <path d="M0-36V30M0-10L-14-22M0-10L14-22M0 8L-18-4M0 8L18-4" stroke="#1d5a22" strokeWidth={3} fill="none" />
        </g>
      );
    case 'bells':
      return (
        <g>
          <circle cx={0} cy={-38} r={7} fill="none" stroke={ink} strokeWidth={4} />
          <circle cx={0} cy={4} r={36} fill="#f2b632" stroke={ink} strokeWidth={4} />
          <path d="M-35-4h70v12h-70z" fill="#c62828" />
          <path d={BELL_SLIT} stroke={ink} strokeWidth={5} fill="none" strokeLinecap="round" />
          <circle cx={0} cy={30} r={4} fill={ink} />
        </g>
      );
    default:
      return <path d={HEART} fill={ink} stroke="#8e1b1b" strokeWidth={3} />;
  }
}

const TRUMP_STAR = 'M0-46L12-14L46-14L18 6L28 40L0 20L-28 40L-18 6L-46-14L-12-14Z';

export interface SuitSymbolProps {
  suit: Suit;
  /** Colour of a French suit's symbol and of the German symbols' outlines. */
  ink: string;
  /** Centre and size (width) in the units of the surrounding SVG. */
  x: number;
  y: number;
  size: number;
  /** Upside down, as pips in a card's lower half are printed. */
  flipped?: boolean;
  german?: boolean;
}

/** One suit's symbol, drawn for this project; French suits in one colour, German ones in theirs. */
export function SuitSymbol({ suit, ink, x, y, size, flipped = false, german = false }: SuitSymbolProps) {
  const transform = `translate(${x} ${y}) scale(${size / 100})${flipped ? ' rotate(180)' : ''}`;
  let shape = <French suit={suit} ink={ink} />;
  if (german) shape = <German suit={suit} ink={ink} />;
  if (suit === 'trumps') shape = <path d={TRUMP_STAR} fill={ink} />;
  return <g transform={transform}>{shape}</g>;
}

/** A suit symbol on its own, sized like text (for "Trump: ♥ Hearts"). */
export function SuitIcon({ suit, ink, german, size = '1em' }: { suit: Suit; ink: string; german?: boolean; size?: string }) {
  return (
    <svg viewBox="-50 -50 100 100" width={size} height={size} aria-hidden="true" style={{ verticalAlign: '-0.125em' }}>
      <SuitSymbol suit={suit} ink={ink} x={0} y={0} size={100} german={german} />
    </svg>
  );
}
