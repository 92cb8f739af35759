import type { PlayerID } from 'boardgame.io';
import { type GameResult, placingsFromScores } from '@tabula/game-kit';

/**
 * The match's result: the highest total wins, ties broken by the most cupcakes; seats equal on both
 * share the win (everybody equal on both is a draw). Scores are the totals; placings follow the tie-break.
 */
export function matchResult(totals: Record<PlayerID, number>, cupcakes: Record<PlayerID, number>): GameResult {
  const seats = Object.keys(totals);
  // Cupcakes never reach 1000: a total ahead always outranks any cupcake count.
  const ranking = Object.fromEntries(seats.map((seat) => [seat, totals[seat]! * 1000 + (cupcakes[seat] ?? 0)]));
  const placings = placingsFromScores(ranking);
  const winners = seats.filter((seat) => placings[seat] === 1);
  const details = { scores: totals, placings, reason: 'threeRounds' };
  if (seats.length > 1 && winners.length === seats.length) return { draw: true, ...details };
  if (winners.length === 1) return { winner: winners[0]!, ...details };
  return { winners, ...details };
}
