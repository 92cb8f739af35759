import { POINT_COUNT, POINT_NAMES } from './geometry';
import type { MorrisState, PointContent } from './types';

/** The index of a point from its name ("a1", "d7"). */
export function at(name: string): number {
  const index = POINT_NAMES.indexOf(name);
  if (index < 0) throw new Error(`no point ${name}`);
  return index;
}

export interface PositionPicture {
  /** White's pieces (seat 0), as point names separated by spaces. */
  white?: string;
  /** Red's pieces (seat 1). */
  red?: string;
  /** Pieces still to place: [White, Red]; none by default (the moving phase). */
  inHand?: [number, number];
  removing?: boolean;
  quietTurns?: number;
}

/** A state for tests: `stateOf({ white: 'a1 d1', red: 'g7', inHand: [7, 8] })`. */
export function stateOf({
  white = '',
  red = '',
  inHand = [0, 0],
  removing = false,
  quietTurns = 0,
}: PositionPicture): MorrisState {
  const points = Array<PointContent>(POINT_COUNT).fill(null);
  for (const name of white.split(' ').filter(Boolean)) points[at(name)] = '0';
  for (const name of red.split(' ').filter(Boolean)) points[at(name)] = '1';
  return {
    points,
    inHand: { '0': inHand[0], '1': inHand[1] },
    removing,
    lastMove: null,
    seen: {},
    quietTurns,
    result: null,
    log: [],
  };
}
