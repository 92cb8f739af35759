import type { PlayerID } from 'boardgame.io';
import { isDraw, winnersOf, type GameResult } from '../result';

/** The place of every seat, 1 best; seats that tie share a place (1, 2, 2, 4). */
function placesOf(result: GameResult, seats: PlayerID[]): Record<PlayerID, number> {
  if (result.placings) {
    // Seats the result leaves out come after every placed seat.
    const unplaced = Object.keys(result.placings).length + 1;
    return Object.fromEntries(seats.map((seat) => [seat, result.placings?.[seat] ?? unplaced]));
  }
  if (isDraw(result)) return Object.fromEntries(seats.map((seat) => [seat, 1]));
  const winners = winnersOf(result);
  return Object.fromEntries(seats.map((seat) => [seat, winners.includes(seat) ? 1 : winners.length + 1]));
}

/**
 * What a finished game is worth to each seat, in [0, 1]. Seats that share a place share the ranks
 * it covers, as average ranks do: with two seats a win is 1, a loss 0 and a draw 0.5 each; with
 * four, placings 1, 2, 2, 4 give 1, 1/2, 1/2, 0. A result with no winner and no draw (a cooperative
 * loss) is worth nothing to anyone.
 */
export function rewardsOf(result: GameResult, seats: PlayerID[]): Record<PlayerID, number> {
  const n = seats.length;
  if (!isDraw(result) && !result.placings && winnersOf(result).length === 0) {
    return Object.fromEntries(seats.map((seat) => [seat, 0]));
  }
  if (n === 1) return { [seats[0]!]: isDraw(result) ? 0.5 : winnersOf(result).includes(seats[0]!) ? 1 : 0 };
  const places = placesOf(result, seats);
  const sharing = (place: number) => seats.filter((seat) => places[seat] === place).length;
  return Object.fromEntries(
    seats.map((seat) => {
      const place = places[seat]!;
      // Mean of (n - q) / (n - 1) over the ranks q = place .. place + sharing - 1.
      return [seat, (n - place - (sharing(place) - 1) / 2) / (n - 1)];
    }),
  );
}

/** What an unfinished game (a playout cut short) is worth: the same to every seat. */
export function evenRewards(seats: PlayerID[]): Record<PlayerID, number> {
  return Object.fromEntries(seats.map((seat) => [seat, 0.5]));
}
