/**
 * The palette, in order; a game uses the first totalOfColours. Each colour also carries a letter,
 * so no one needs to tell the colours apart (colour-blind safe). The letters are the same in every
 * language; the colour names are in the locale files (`colours.<index>`).
 */
export const PALETTE = [
  { letter: 'A', fill: '#1f1f1f', ink: '#ffffff' },
  { letter: 'B', fill: '#8d5524', ink: '#ffffff' },
  { letter: 'C', fill: '#d32f2f', ink: '#ffffff' },
  { letter: 'D', fill: '#64b5f6', ink: '#0b2545' },
  { letter: 'E', fill: '#2e7d32', ink: '#ffffff' },
  { letter: 'F', fill: '#aed581', ink: '#1b3300' },
  { letter: 'G', fill: '#fdd835', ink: '#3e2f00' },
] as const;

/** The rim of every code peg: light, so that the black and brown pegs show on a near-black page (10:1 against it). */
export const PEG_RIM = '#b0bec5';
