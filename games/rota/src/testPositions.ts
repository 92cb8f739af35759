import type { PointContent, RotaState } from './types';

/**
 * A wheel from a 9-character picture: points 1-8 of the circle (clockwise from the top), then the
 * centre; R = Red (seat 0), B = Blue (seat 1), . = empty. "RB......R" has Red on point 1 and the centre.
 */
export function wheel(picture: string): PointContent[] {
  if (picture.length !== 9) throw new Error(`a wheel has 9 points: "${picture}"`);
  return [...picture].map((c): PointContent => (c === 'R' ? '0' : c === 'B' ? '1' : null));
}

export function stateOf(picture: string): RotaState {
  return { points: wheel(picture), lastMove: null, seen: {}, result: null, log: [] };
}
