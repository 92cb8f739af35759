// Computer players in a room: seats the game server's bot runner plays, each with a level of the
// game's AI. They sit after the room's people, in the order they were added.
import { badInput } from '../errors';
import type { CatalogueEntry } from './games';

/** The most computer players' levels a refusal quotes of what it was given. */
const QUOTED_LEVEL_LENGTH = 64;

/** Refuses a level the game's computer player does not have (or a game without one). */
export async function checkComputerLevel(entry: CatalogueEntry, level: string): Promise<void> {
  if (!entry.aiConfig) throw badInput(`${entry.name} has no computer player.`);
  const { levels } = await entry.aiConfig();
  if (!levels.some((known) => known.key === level)) {
    const keys = levels.map((known) => known.key).join(', ');
    throw badInput(
      `"${level.slice(0, QUOTED_LEVEL_LENGTH)}" is not a level of ${entry.name}'s computer player; choose one of ${keys}.`,
    );
  }
}

/** Seats taken by people and by computer players together. */
export function seatsTaken(people: number, computerLevels: readonly string[]): number {
  return people + computerLevels.length;
}
