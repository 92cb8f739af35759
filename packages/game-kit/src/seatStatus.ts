/**
 * Who plays a seat of an online match, as the game server records it in the seat's metadata `data`
 * (sent to every client with the match's players; only the game server writes it).
 */

/** Why a computer player plays a person's seat for now. */
export type StandInReason = 'away' | 'asked' | 'timeout';

export interface SeatData {
  /** A computer seat from the start (the room's computer player). */
  computer?: { level: string };
  /** The seat's player has been gone for the room's away time (server time, ms since 1970). */
  away?: { since: number };
  /** A computer player plays the person's seat until they take it back (or reconnect, when away). */
  standIn?: { level: string; reason: StandInReason; since: number };
}

export type SeatStatus =
  | { kind: 'person' }
  | { kind: 'computer'; level: string }
  | { kind: 'away'; since: number }
  | { kind: 'standIn'; level: string; reason: StandInReason; since: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A seat's status from its metadata `data` (anything else reads as a person playing). */
export function seatStatusOf(data: unknown): SeatStatus {
  if (!isObject(data)) return { kind: 'person' };
  const { computer, standIn, away } = data as SeatData;
  if (isObject(computer) && typeof computer.level === 'string') return { kind: 'computer', level: computer.level };
  if (isObject(standIn) && typeof standIn.level === 'string') {
    return { kind: 'standIn', level: standIn.level, reason: standIn.reason, since: Number(standIn.since) };
  }
  if (isObject(away)) return { kind: 'away', since: Number(away.since) };
  return { kind: 'person' };
}

/** Whether a computer player plays the seat now (from the start, or standing in). */
export const playedByComputer = (status: SeatStatus) => status.kind === 'computer' || status.kind === 'standIn';
