import type { FilteredMetadata, PlayerID } from 'boardgame.io';
import { playedByComputer, type SeatStatus, seatStatusOf } from '@tabula/game-kit';

/** Each seat's status as the game server writes it into the match's metadata (`players[id].data`). */
export function seatStatusesOf(matchData: FilteredMetadata | undefined): Record<PlayerID, SeatStatus> {
  const statuses: Record<PlayerID, SeatStatus> = {};
  // boardgame.io's type leaves `data` out, but the server sends each seat's metadata without its credentials only.
  for (const seat of (matchData ?? []) as Array<FilteredMetadata[number] & { data?: unknown }>) {
    statuses[String(seat.id)] = seatStatusOf(seat.data);
  }
  return statuses;
}

/** A seat's status, a person playing when the metadata says nothing. */
export const statusOf = (statuses: Record<PlayerID, SeatStatus>, seat: PlayerID): SeatStatus =>
  statuses[seat] ?? { kind: 'person' };

/** The seats a computer plays now: computer players and stand-ins for people. */
export const computerSeatsOf = (statuses: Record<PlayerID, SeatStatus>): PlayerID[] =>
  Object.keys(statuses).filter((seat) => playedByComputer(statuses[seat]!));
