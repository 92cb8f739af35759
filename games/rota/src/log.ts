import { addLogLine } from '@tabula/game-kit';
import type { RotaState, Seat } from './types';
import { CENTRE } from './wheel';

/** Circle points as the board numbers them: 1-8 clockwise from the top. The centre has keys of its own. */
const pointNumber = (point: number) => point + 1;

export function logPlacement(G: RotaState, seat: Seat, point: number): void {
  if (point === CENTRE) addLogLine(G, { key: 'placedCentre', seat });
  else addLogLine(G, { key: 'placed', seat, values: { point: pointNumber(point) } });
}

export function logMove(G: RotaState, seat: Seat, from: number, to: number): void {
  if (to === CENTRE) addLogLine(G, { key: 'movedToCentre', seat, values: { from: pointNumber(from) } });
  else if (from === CENTRE) addLogLine(G, { key: 'movedFromCentre', seat, values: { to: pointNumber(to) } });
  else addLogLine(G, { key: 'moved', seat, values: { from: pointNumber(from), to: pointNumber(to) } });
}
