import type { Colour } from '../types';

/** Fill and outline of each colour's squares: Blue, Yellow, Red, Green. */
export const COLOUR_PAINT: Readonly<Record<Colour, { fill: string; edge: string }>> = {
  0: { fill: '#1e88e5', edge: '#0d47a1' },
  1: { fill: '#fdd835', edge: '#f9a825' },
  2: { fill: '#e53935', edge: '#b71c1c' },
  3: { fill: '#43a047', edge: '#1b5e20' },
};

export const GRID_BACKGROUND = '#eceff1';
export const GRID_LINE = '#b0bec5';
export const LEGAL_GHOST = 'rgba(46, 125, 50, 0.75)';
export const ILLEGAL_GHOST = 'rgba(198, 40, 40, 0.7)';
export const FIT_HINT = 'rgba(76, 175, 80, 0.35)';
export const LAST_OUTLINE = '#212121';
