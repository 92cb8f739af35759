// Computer players in a room: seats the game server's bot runner plays, each with a level of the
// game's AI. They sit after the room's people, in the order they were added.
import { findGame } from '@tabula/catalogue';
import { badInput } from '../errors';

/** The most computer players' levels a refusal quotes of what it was given. */
const QUOTED_LEVEL_LENGTH = 64;

/** A game's computer levels, loaded before a room is locked (loading the AI module can be slow). */
export interface GameComputerLevels {
  gameCode: string;
  /** Null for a game this site no longer has. */
  gameName: string | null;
  /** The level keys; null for a game without a computer player. */
  levels: string[] | null;
}

/** Loads the level keys of a game's computer player (its AI module). */
export async function loadComputerLevels(gameCode: string): Promise<GameComputerLevels> {
  const entry = findGame(gameCode);
  if (!entry) return { gameCode, gameName: null, levels: null };
  if (!entry.aiConfig) return { gameCode, gameName: entry.name, levels: null };
  const { levels } = await entry.aiConfig();
  return { gameCode, gameName: entry.name, levels: levels.map((known) => known.key) };
}

/** Refuses a level the game's computer player does not have (or a game without one). */
export function checkComputerLevel(game: GameComputerLevels, level: string): void {
  if (game.gameName === null) throw badInput(`The game "${game.gameCode}" is no longer available.`);
  if (game.levels === null) throw badInput(`${game.gameName} has no computer player.`);
  if (!game.levels.includes(level)) {
    throw badInput(
      `"${level.slice(0, QUOTED_LEVEL_LENGTH)}" is not a level of ${game.gameName}'s computer player; choose one of ${game.levels.join(', ')}.`,
    );
  }
}

/** Seats taken by people and by computer players together. */
export function seatsTaken(people: number, computerLevels: readonly string[]): number {
  return people + computerLevels.length;
}

/** The index in the room's computer levels of the computer player at seat `position`; -1 when none sits there. */
export function computerAtPosition(people: number, computerLevels: readonly string[], position: number): number {
  const index = position - people;
  return Number.isInteger(index) && index >= 0 && index < computerLevels.length ? index : -1;
}
