import type { Seat } from './types';

export const PITS_PER_SIDE = 6;
export const SEEDS_PER_PIT = 4;
export const HOLE_COUNT = 2 * (PITS_PER_SIDE + 1);
export const SEATS: readonly Seat[] = ['0', '1'];

export function otherSeat(seat: Seat): Seat {
  return seat === '0' ? '1' : '0';
}

/** The hole index of `seat`'s pit number `pit` (0-5, in sowing order). */
export function pitHole(seat: Seat, pit: number): number {
  return seat === '0' ? pit : PITS_PER_SIDE + 1 + pit;
}

export function storeHole(seat: Seat): number {
  return seat === '0' ? PITS_PER_SIDE : HOLE_COUNT - 1;
}

/** The seat whose side a hole (pit or store) is on. */
export function sideOf(hole: number): Seat {
  return hole <= PITS_PER_SIDE ? '0' : '1';
}

export function isStore(hole: number): boolean {
  return hole === storeHole('0') || hole === storeHole('1');
}

/** The pit facing `hole` across the board: seat 0's pit i faces seat 1's pit 5 - i. */
export function facingHole(hole: number): number {
  return 2 * PITS_PER_SIDE - hole;
}

/** The hole indices of `seat`'s six pits, pit 0 first. */
export function pitHoles(seat: Seat): number[] {
  return Array.from({ length: PITS_PER_SIDE }, (_, pit) => pitHole(seat, pit));
}

export function seedsOnSide(holes: readonly number[], seat: Seat): number {
  let seeds = 0;
  for (let pit = 0; pit < PITS_PER_SIDE; pit += 1) seeds += holes[pitHole(seat, pit)]!;
  return seeds;
}

export function initialHoles(): number[] {
  return Array.from({ length: HOLE_COUNT }, (_, hole) => (isStore(hole) ? 0 : SEEDS_PER_PIT));
}

export function isPitNumber(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < PITS_PER_SIDE;
}

/** The pit number (0-5, in its owner's sowing order) of a pit's hole index. */
export function pitOf(hole: number): number {
  return hole % (PITS_PER_SIDE + 1);
}
