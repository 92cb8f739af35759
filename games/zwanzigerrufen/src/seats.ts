import type { PlayerID } from 'boardgame.io';

/** The seat after `seat` in playing order. */
export function nextSeat(seats: readonly PlayerID[], seat: PlayerID): PlayerID {
  return seats[(seats.indexOf(seat) + 1) % seats.length]!;
}

/** Forehand: the seat after the dealer; bids first and leads the first trick. */
export const forehandOf = (seats: readonly PlayerID[], dealer: PlayerID) => nextSeat(seats, dealer);
