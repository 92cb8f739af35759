import type { Policy, Power } from './types';

export const MIN_PLAYERS = 5;
export const MAX_PLAYERS = 10;
export const GARLIC_CARDS = 6;
export const BLOOD_CARDS = 11;
/** Policies enacted to win: five garlic, or six blood. */
export const GARLIC_TO_WIN = 5;
export const BLOOD_TO_WIN = 6;
/** From this many blood policies on, electing Dracula as Priest wins for the vampires. */
export const BLOOD_FOR_DRACULA_WIN = 3;
/** From this many blood policies on, the Priest may ask for a veto. */
export const BLOOD_FOR_VETO = 5;
/** The third failed election in a row enacts the top policy. */
export const FAILED_ELECTIONS_LIMIT = 3;
/** With this many living seats or fewer, the last Mayor may be nominated Priest. */
export const SMALL_TABLE_ALIVE = 5;

/** Vampires (Dracula among them) at a table of `players`: 2 at 5-6, 3 at 7-8, 4 at 9-10. */
export function vampireCount(players: number): number {
  return players <= 6 ? 2 : players <= 8 ? 3 : 4;
}

/** Whether Dracula is told who the vampires are (at 5-6 players only). */
export const draculaKnowsVampires = (players: number): boolean => players <= 6;

/** The power of each blood policy, by its ordinal (index 0 = the first), at a table of `players`. */
export function powersFor(players: number): ReadonlyArray<Power | null> {
  if (players <= 6) return [null, null, 'peek', 'execute', 'execute', null];
  if (players <= 8) return [null, 'investigate', 'specialElection', 'execute', 'execute', null];
  return ['investigate', 'investigate', 'specialElection', 'execute', 'execute', null];
}

/** The fresh policy deck, before its shuffle: 6 garlic and 11 blood. */
export function fullDeck(): Policy[] {
  return [...Array<Policy>(GARLIC_CARDS).fill('garlic'), ...Array<Policy>(BLOOD_CARDS).fill('blood')];
}
