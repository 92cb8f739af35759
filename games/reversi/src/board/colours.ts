import type { Colour } from '../types';

/** Fill colour of each disc colour id, matching the seat names in the locale files (seats.<id>). */
export const DISC_FILL: Record<Colour, string> = {
  0: '#e53935',
  1: '#43a047',
  2: '#fdd835',
  3: '#1e88e5',
};

/** Outline so a disc stays visible on the green board (the green disc especially). */
export const DISC_EDGE: Record<Colour, string> = {
  0: '#7f0000',
  1: '#0b3d0e',
  2: '#8d6e00',
  3: '#0d3c74',
};

export const FELT = '#2e7d4f';
export const FELT_LINE = '#1b5233';
