import { FLEET_LENGTHS } from './fleet';

/** The ships of FLEET_LENGTHS by name, in the same order (keys of `ships.<name>` in the locales). */
export const SHIP_NAMES = ['carrier', 'battleship', 'cruiser', 'submarine', 'destroyer'] as const;

/**
 * The names of ships given by length, in FLEET_LENGTHS' order for equal lengths: a fleet's ships
 * sorted longest first get the fleet's names in order.
 */
export function namesOfLengths(lengths: readonly number[]): string[] {
  const free = FLEET_LENGTHS.map((length, index) => ({ length, name: SHIP_NAMES[index]! as string }));
  return lengths.map((length) => {
    const index = free.findIndex((ship) => ship.length === length);
    return index < 0 ? 'ship' : free.splice(index, 1)[0]!.name;
  });
}
