import type { PlayerID } from 'boardgame.io';
import { isDraw, winnersOf, type GameResult } from './result';

/** One seat's line in the final standings. */
export interface Standing {
  playerID: PlayerID;
  /** 1 is first; null when the result does not place this seat. */
  place: number | null;
  winner: boolean;
  score?: number;
}

function placeOf(result: GameResult, seat: PlayerID, seats: PlayerID[], winners: PlayerID[]): number | null {
  if (result.placings) return result.placings[seat] ?? null;
  if (isDraw(result) || winners.includes(seat)) return 1;
  // Without placings the losers are unordered, unless there is only one of them.
  const losers = seats.filter((other) => !winners.includes(other));
  return winners.length > 0 && losers.length === 1 ? winners.length + 1 : null;
}

/** Every seat of the match ordered by place (unplaced seats last, then seat order), with its score if any. */
export function standingsOf(result: GameResult, seats: PlayerID[]): Standing[] {
  const winners = winnersOf(result);
  const rows = seats.map((playerID) => ({
    playerID,
    place: placeOf(result, playerID, seats, winners),
    winner: winners.includes(playerID),
    ...(result.scores?.[playerID] === undefined ? {} : { score: result.scores[playerID] }),
  }));
  const rank = (row: Standing) => row.place ?? Number.POSITIVE_INFINITY;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
}
