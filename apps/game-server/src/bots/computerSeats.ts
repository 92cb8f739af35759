import type { PlayerID, Server } from 'boardgame.io';
import { playedByComputer, seatStatusOf } from '@tabula/game-kit';

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

/** A level the runner plays a seat at (the API's computer seats, or the server's own stand-ins). */
function playedLevelOf(data: unknown): string | undefined {
  const level = levelOf(data);
  if (level !== undefined) return level;
  const status = seatStatusOf(data);
  return status.kind === 'standIn' && playedByComputer(status) && status.level.length <= MAX_LEVEL_LENGTH
    ? status.level
    : undefined;
}

/**
 * The seats a computer plays: seats whose metadata `data` is `{ computer: { level } }`, and people's
 * seats with a stand-in (SeatData.standIn).
 */
export function matchSeatsOf(metadata: Server.MatchData): MatchSeats {
  const computers = new Map<PlayerID, string>();
  const players = Object.entries(metadata.players);
  for (const [playerID, player] of players) {
    const level = playedLevelOf(player.data);
    if (level !== undefined) computers.set(playerID, level);
  }
  return { computers, started: players.every(([, player]) => typeof player.name === 'string') };
}
