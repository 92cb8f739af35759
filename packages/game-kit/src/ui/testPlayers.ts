// Test helper: named seats for component tests of 1 to 30 seats.
import type { PlayerInfo } from '../contract';

const NAMES = ['Anna', 'Ben', 'Carla', 'Dora', 'Emil', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jana'];

/** Seats "0".."n-1" named Anna, Ben, Carla… (then Anna 2, Ben 2… past ten seats). */
export function playersOf(count: number): PlayerInfo[] {
  return Array.from({ length: count }, (_, seat) => ({
    playerID: String(seat),
    name: seat < NAMES.length ? NAMES[seat]! : `${NAMES[seat % NAMES.length]} ${Math.floor(seat / NAMES.length) + 1}`,
  }));
}
