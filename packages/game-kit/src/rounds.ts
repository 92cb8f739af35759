import type { PlayerID } from 'boardgame.io';

/**
 * One line of a score sheet: what a round of a game played in rounds scored. Keep these in `G`
 * (public information) and show them with the shared ScoreSheet.
 */
export interface RoundScore {
  /** 1 for the first round. */
  round: number;
  dealer?: PlayerID;
  /** The seat that won the bidding and plays the contract (declarer, taker, soloist…). */
  declarer?: PlayerID;
  /** A key in the game's locale namespace naming what was played, e.g. "contracts.grand". */
  contract?: string;
  /** Points each seat scored in this round (negative for a loss). Seats not listed scored nothing. */
  points: Record<PlayerID, number>;
  /**
   * How the round was scored, in the order shown: keys in the game's locale namespace (e.g.
   * "score.basicValue", "score.schneider"), values as printed.
   */
  breakdown?: Record<string, number | string>;
}

/** Each seat's points summed over the rounds. */
export function totalsOf(rounds: RoundScore[], seats: PlayerID[]): Record<PlayerID, number> {
  return Object.fromEntries(seats.map((seat) => [seat, rounds.reduce((sum, round) => sum + (round.points[seat] ?? 0), 0)]));
}
