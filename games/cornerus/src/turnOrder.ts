import type { PlayerID } from 'boardgame.io';
import type { Colour } from './types';

/** One colour turn of the cycle: the colour placed and the seat placing it. */
export interface TurnSlot {
  colour: Colour;
  seat: PlayerID;
}

const slot = (colour: Colour, seat: number): TurnSlot => ({ colour, seat: String(seat) });

/**
 * The colour turns, repeated for the whole game.
 * - 4 players: one colour each, Blue, Yellow, Red, Green.
 * - 2 players: seat 0 Blue and Yellow, seat 1 Red and Green, played Blue, Red, Yellow, Green.
 * - 3 players: Blue, Yellow, Red one each; Green is shared, its turn going to seat 0, 1, 2 in turn.
 */
const CYCLES: Readonly<Record<number, readonly TurnSlot[]>> = {
  2: [slot(0, 0), slot(2, 1), slot(1, 0), slot(3, 1)],
  3: [0, 1, 2].flatMap((greenSeat) => [slot(0, 0), slot(1, 1), slot(2, 2), slot(3, greenSeat)]),
  4: [slot(0, 0), slot(1, 1), slot(2, 2), slot(3, 3)],
};

export function turnCycle(numPlayers: number): readonly TurnSlot[] {
  const cycle = CYCLES[numPlayers];
  if (!cycle) throw new Error(`cornerus is played by 2 to 4 players, not ${numPlayers}`);
  return cycle;
}

export const slotAt = (numPlayers: number, index: number): TurnSlot => {
  const cycle = turnCycle(numPlayers);
  return cycle[index % cycle.length]!;
};

/** The colours a seat scores: both of its colours with 2 players; its own only with 3 (Green counts for nobody) or 4. */
export function scoredColours(numPlayers: number, seat: PlayerID): Colour[] {
  const index = Number(seat);
  if (numPlayers === 2) return index === 0 ? [0, 1] : [2, 3];
  return [index as Colour];
}
