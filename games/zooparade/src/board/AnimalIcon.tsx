import type { ReactNode } from 'react';

/** The animals' colours, by colour index (the names are in the locale files: `animals.<index>`). */
export const ANIMAL_COLOUR = ['#e2557f', '#d9a400', '#3c9a3c', '#2b6fd3', '#8a99a6'];

// Eyes, nose and mouth: dark enough on the white of a card and on a coloured icon alike.
const DETAIL = 'rgba(0,0,0,0.6)';

/** The lion's mane: a twelve-pointed star around the face, so the lion reads by its outline alone. */
const MANE = Array.from({ length: 24 }, (_, i) => {
  const angle = (Math.PI * i) / 12;
  const radius = i % 2 === 0 ? 11.5 : 8.5;
  return `${(12 + radius * Math.sin(angle)).toFixed(2)},${(12 - radius * Math.cos(angle)).toFixed(2)}`;
}).join(' ');

/**
 * Five shapes that differ by outline, not only by colour: a tall bird on one leg, a spiky mane,
 * a wide head with two eyes on top, a long body with a tail, a round head with two round ears.
 */
const DRAWINGS: readonly ReactNode[] = [
  // Flamingo: body, S-shaped neck, bent beak, one leg with the other tucked up.
  <g key="flamingo">
    <path d="M8.5 11.5 C10 9 15 8.5 19 9.5 L21.5 8 C21 11.5 19 14.5 14.5 15 C11 15.3 8.5 14 8.5 11.5 Z" fill="currentColor" />
    <path
      d="M10 11.5 C7 10.5 5.5 8.5 7 6.5 C8 5 10 4.5 9.2 3"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
    />
    <circle cx={9} cy={2.9} r={1.8} fill="currentColor" />
    <path d="M8 2.2 L4.8 3.2 C4.3 4.2 4.5 5.2 5.2 5.8 L6.2 4.2 L7.6 4 Z" fill="currentColor" />
    <path
      d="M14 15 V22.5 M14 16.5 L17.2 18.6 L14 19.5 M12 22.5 H16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.3}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx={9.5} cy={2.6} r={0.55} fill={DETAIL} />
  </g>,
  // Lion: a face inside a spiky mane.
  <g key="lion">
    <polygon points={MANE} fill="currentColor" />
    <circle cx={12} cy={12.5} r={6.2} fill="currentColor" stroke={DETAIL} strokeWidth={0.9} />
    <circle cx={9.6} cy={11} r={1} fill={DETAIL} />
    <circle cx={14.4} cy={11} r={1} fill={DETAIL} />
    <path d="M10.6 13.8 H13.4 L12 15.4 Z" fill={DETAIL} />
    <path d="M12 15.4 V16.6 M10.2 17 Q12 18 13.8 17" fill="none" stroke={DETAIL} strokeWidth={0.8} strokeLinecap="round" />
  </g>,
  // Frog: a wide, flat head with two eyes bulging on top and a wide mouth.
  <g key="frog">
    <ellipse cx={12} cy={15} rx={10.5} ry={6.5} fill="currentColor" />
    <circle cx={6.5} cy={8.5} r={3.6} fill="currentColor" />
    <circle cx={17.5} cy={8.5} r={3.6} fill="currentColor" />
    <circle cx={6.5} cy={8.3} r={1.6} fill={DETAIL} />
    <circle cx={17.5} cy={8.3} r={1.6} fill={DETAIL} />
    <path d="M5 15.5 Q12 20.5 19 15.5" fill="none" stroke={DETAIL} strokeWidth={1} strokeLinecap="round" />
  </g>,
  // Whale: a long body seen from the side, tail flukes and a spout.
  <g key="whale">
    <path
      d="M1.5 14 C1.5 10 5.5 8.5 9.5 8.5 C13.5 8.5 16.5 11 18.8 13 L22.5 10 C22.8 11.6 22.2 13 21 14 C22.2 15 22.8 16.4 22.5 18 L18.8 15.2 C16 18 12.5 19.5 8.5 19.5 C4.5 19.5 1.5 17.5 1.5 14 Z"
      fill="currentColor"
    />
    <path
      d="M9 7.5 V4.5 M9 5 L6.8 2.6 M9 5 L11.2 2.6"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.3}
      strokeLinecap="round"
    />
    <circle cx={5.5} cy={13} r={0.9} fill={DETAIL} />
    <path d="M2.4 15.6 Q6 17.2 9.5 16" fill="none" stroke={DETAIL} strokeWidth={0.8} strokeLinecap="round" />
  </g>,
  // Polar bear: a round head with two round ears and a snout.
  <g key="polarBear">
    <circle cx={5.6} cy={6.4} r={3.2} fill="currentColor" />
    <circle cx={18.4} cy={6.4} r={3.2} fill="currentColor" />
    <circle cx={5.6} cy={6.4} r={1.3} fill={DETAIL} />
    <circle cx={18.4} cy={6.4} r={1.3} fill={DETAIL} />
    <circle cx={12} cy={13.5} r={8.5} fill="currentColor" />
    <circle cx={8.8} cy={11.5} r={1} fill={DETAIL} />
    <circle cx={15.2} cy={11.5} r={1} fill={DETAIL} />
    <ellipse cx={12} cy={16} rx={3.6} ry={2.8} fill="none" stroke={DETAIL} strokeWidth={0.8} />
    <ellipse cx={12} cy={15} rx={1.6} ry={1.1} fill={DETAIL} />
  </g>,
];

export interface AnimalIconProps {
  /** The animal's colour index, 0-4. */
  animal: number;
  /** Width and height in pixels. */
  size?: number;
  /** The icon's accessible name; without one it is decoration beside a text that names the animal. */
  label?: string;
  /** The drawing's colour; the surrounding text colour when not given. */
  color?: string;
}

/** One of the five animals, drawn as a small picture that looks the same on every device. */
export function AnimalIcon({ animal, size = 20, label, color }: AnimalIconProps) {
  const naming = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      style={{ color, display: 'block', flexShrink: 0 }}
      focusable="false"
      data-animal={animal}
      {...naming}
    >
      {DRAWINGS[animal]}
    </svg>
  );
}
