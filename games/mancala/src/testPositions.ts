import { initialHoles } from './holes';
import type { MancalaState, Seat } from './types';

export interface PositionSpec {
  /** Seat 0's pits 0-5 and seat 1's pits 0-5, each in sowing order. */
  pits: Record<Seat, number[]>;
  stores?: Record<Seat, number>;
  toMove?: Seat;
}

/** A test position: holes in the state's order (seat 0's pits, its store, seat 1's pits, its store). */
export function position({ pits, stores = { '0': 0, '1': 0 }, toMove = '0' }: PositionSpec): MancalaState {
  if (pits['0'].length !== 6 || pits['1'].length !== 6) throw new Error('each side has six pits');
  return { holes: [...pits['0'], stores['0'], ...pits['1'], stores['1']], toMove, lastMove: null, log: [] };
}

export const opening = (): MancalaState => ({ holes: initialHoles(), toMove: '0', lastMove: null, log: [] });
