import type { PlayerID } from 'boardgame.io';

/** The seat after `seat`, clockwise. */
export function nextSeat(seats: readonly PlayerID[], seat: PlayerID): PlayerID {
  return seats[(seats.indexOf(seat) + 1) % seats.length]!;
}

/** Every seat in turn order, starting with `first`. */
export function seatsFrom(seats: readonly PlayerID[], first: PlayerID): PlayerID[] {
  const start = seats.indexOf(first);
  return seats.map((_, i) => seats[(start + i) % seats.length]!);
}

/** Forehand: the seat after the dealer; bids first and leads the first trick. */
export const forehandOf = (seats: readonly PlayerID[], dealer: PlayerID) => nextSeat(seats, dealer);
