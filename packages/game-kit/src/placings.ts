import type { PlayerID } from 'boardgame.io';
import type { GameResult } from './result';

/** Which end of the scores wins: most points (most games) or fewest (penalty games such as Take 6). */
export type ScoreOrder = 'highestWins' | 'lowestWins';

/** Places from scores, best first; equal scores share a place (1, 2, 2, 4). */
export function placingsFromScores(
  scores: Record<PlayerID, number>,
  order: ScoreOrder = 'highestWins',
): Record<PlayerID, number> {
  const better = (a: number, b: number) => (order === 'highestWins' ? a > b : a < b);
  const values = Object.values(scores);
  return Object.fromEntries(
    Object.entries(scores).map(([seat, score]) => [seat, values.filter((other) => better(other, score)).length + 1]),
  );
}

/**
 * The whole result of a game decided by points: the best score wins (tied best scores share the
 * win; everyone equal is a draw when there are two seats or more), with scores and placings.
 */
export function resultFromScores(
  scores: Record<PlayerID, number>,
  options: { order?: ScoreOrder; reason?: string } = {},
): GameResult {
  const placings = placingsFromScores(scores, options.order);
  const seats = Object.keys(scores);
  const winners = seats.filter((seat) => placings[seat] === 1);
  const details = { scores, placings, ...(options.reason === undefined ? {} : { reason: options.reason }) };
  if (seats.length > 1 && winners.length === seats.length) return { draw: true, ...details };
  if (winners.length === 1) return { winner: winners[0]!, ...details };
  return { winners, ...details };
}
