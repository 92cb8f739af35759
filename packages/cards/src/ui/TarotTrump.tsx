import type { Card } from '../deck';
import { INDEX_FONT } from './cardGeometry';

/** Colours of the trump faces: parchment framed in a deep blue, with red and gold ornament. */
const PARCHMENT = '#fbf0d6';
const FRAME = '#23395d';
const RED = '#b3261e';
const GOLD = '#e0a526';
const SKIN = '#f6d2b0';

/** The Excuse's five-pointed star, also its corner index; drawn in a 20 x 20 box centred on the origin. */
export const EXCUSE_STAR = 'M0-10L2.6-3.2H9.8L4-1.2L6.2 6L0 1.8L-6.2 6L-4-1.2L-9.8-3.2H-2.6Z';

// The fool's hat with three bells, the Excuse's (Sküs's) figure; 24 x 14 box centred on the origin.
const FOOLS_HAT = 'M-12 6Q-13-2-9-8Q-6-2-3 0Q-1-9 0-12Q1-9 3 0Q6-2 9-8Q13-2 12 6Z';
// A laurel leaf, repeated round the world of trump 21.
const LEAF = 'M0-2.6Q1.6 0 0 2.6Q-1.6 0 0-2.6Z';

/** The number in a cartouche at the top and, upside down, at the bottom, as tarot trumps print it. */
function Cartouches({ number }: { number: string }) {
  const band = (
    <g>
      <rect x={14} y={5} width={22} height={10} rx={5} fill={PARCHMENT} stroke={FRAME} strokeWidth={0.7} />
      <text x={25} y={13} textAnchor="middle" fontSize={8.5} fontWeight={700} fontFamily={INDEX_FONT} fill={FRAME}>
        {number}
      </text>
    </g>
  );
  return (
    <g>
      {band}
      <g transform="rotate(180 25 35)">{band}</g>
    </g>
  );
}

/** Trump 1, the Petit (Pagat): a juggler in a tall hat at his table. */
function Petit() {
  return (
    <g data-art="petit">
      <path d="M19 26H31L30 23H20Z" fill={FRAME} />
      <rect x={21.5} y={19} width={7} height={5} fill={FRAME} />
      <circle cx={25} cy={29} r={3.6} fill={SKIN} stroke={FRAME} strokeWidth={0.5} />
      <path d="M19.5 44L21 33H29L30.5 44Z" fill={RED} stroke={FRAME} strokeWidth={0.5} />
      <path d="M21 35L16 31M29 35L34 31" stroke={FRAME} strokeWidth={1.2} strokeLinecap="round" />
      <circle cx={15.5} cy={29.5} r={1.6} fill={GOLD} />
      <circle cx={34.5} cy={29.5} r={1.6} fill={GOLD} />
      <rect x={15} y={44} width={20} height={3} rx={0.8} fill={GOLD} stroke={FRAME} strokeWidth={0.5} />
      <path d="M17 47V51M33 47V51" stroke={FRAME} strokeWidth={1} />
    </g>
  );
}

/** Trump 21, the world: a globe in a laurel wreath. */
function World() {
  const leaves = Array.from({ length: 14 }, (_, i) => (i * 360) / 14);
  return (
    <g data-art="world">
      {leaves.map((angle) => (
        <path key={angle} d={LEAF} fill="#3f7d3a" transform={`rotate(${angle} 25 35) translate(25 23.5) rotate(90)`} />
      ))}
      <circle cx={25} cy={35} r={8.5} fill="#4f86c6" stroke={FRAME} strokeWidth={0.7} />
      <ellipse cx={25} cy={35} rx={3.6} ry={8.5} fill="none" stroke={PARCHMENT} strokeWidth={0.6} />
      <path d="M16.5 35H33.5M18 30.5H32M18 39.5H32" stroke={PARCHMENT} strokeWidth={0.6} />
      <path d="M25 26.5V22.5M23 24.2H27" stroke={GOLD} strokeWidth={1.1} strokeLinecap="round" />
    </g>
  );
}

/** The Excuse (Sküs): the fool's star above his belled hat. */
function Excuse() {
  return (
    <g data-art="excuse">
      <path d={EXCUSE_STAR} transform="translate(25 27) scale(0.9)" fill={GOLD} stroke={FRAME} strokeWidth={0.6} />
      <path d={FOOLS_HAT} transform="translate(25 44)" fill={RED} stroke={FRAME} strokeWidth={0.6} strokeLinejoin="round" />
      <circle cx={16} cy={36} r={1.4} fill={GOLD} />
      <circle cx={25} cy={32} r={1.4} fill={GOLD} />
      <circle cx={34} cy={36} r={1.4} fill={GOLD} />
      <rect x={13} y={50} width={24} height={2.4} rx={1.2} fill={FRAME} />
    </g>
  );
}

/** Every other trump: its number large on a sun of alternating rays. */
function NumberedTrump({ number }: { number: string }) {
  const rays = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <g data-art="trump">
      {rays.map((angle, i) => (
        <path key={angle} d="M25 35L23.6 22H26.4Z" fill={i % 2 === 0 ? GOLD : RED} transform={`rotate(${angle} 25 35)`} />
      ))}
      <circle cx={25} cy={35} r={9} fill={PARCHMENT} stroke={FRAME} strokeWidth={0.8} />
      <text
        x={25}
        y={39.5}
        textAnchor="middle"
        fontSize={number.length > 1 ? 11.5 : 13}
        fontWeight={700}
        fontFamily={INDEX_FONT}
        fill={FRAME}
      >
        {number}
      </text>
    </g>
  );
}

/** The middle of a tarot trump or the Excuse, drawn for this project. */
export function TarotTrump({ card }: { card: Card }) {
  const excuse = card.rank === 'excuse';
  return (
    <g>
      <rect x={11} y={3} width={28} height={64} rx={2} fill={PARCHMENT} stroke={FRAME} strokeWidth={0.9} />
      {!excuse && <Cartouches number={card.rank} />}
      {excuse ? (
        <Excuse />
      ) : card.rank === '1' ? (
        <Petit />
      ) : card.rank === '21' ? (
        <World />
      ) : (
        <NumberedTrump number={card.rank} />
      )}
    </g>
  );
}
