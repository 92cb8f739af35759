import type { PlayerID, Server } from 'boardgame.io';

/** The `data` of a computer seat in a match's metadata, as the API joins it through the internal lobby route. */
export interface ComputerSeatData {
  computer: { level: string };
}

/** What the runner knows of a match's seats. */
export interface MatchSeats {
  /** Computer seats and their levels. */
  computers: Map<PlayerID, string>;
  /** Every seat has been joined: the match has started. */
  started: boolean;
}

const MAX_LEVEL_LENGTH = 64;

function levelOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const computer = (data as { computer?: unknown }).computer;
  if (typeof computer !== 'object' || computer === null) return undefined;
  const level = (computer as { level?: unknown }).level;
  return typeof level === 'string' && level.length <= MAX_LEVEL_LENGTH ? level : undefined;
}

/** Whether a seat's `data` makes it a computer seat. */
export const isComputerSeatData = (data: unknown): boolean => levelOf(data) !== undefined;

/** The computer seats of a match: seats whose metadata `data` is `{ computer: { level } }`. */
export function matchSeatsOf(metadata: Server.MatchData): MatchSeats {
  const computers = new Map<PlayerID, string>();
  const players = Object.entries(metadata.players);
  for (const [playerID, player] of players) {
    const level = levelOf(player.data);
    if (level !== undefined) computers.set(playerID, level);
  }
  return { computers, started: players.every(([, player]) => typeof player.name === 'string') };
}
