// Schafkopf's duplicate comparison (game-kit's duplicateBench): the bot that reads the bidding against
// the one that samples hands at random, four seats, on the first scored deal.
import { duplicateBench, type DuplicateReport } from '@tabula/game-kit/testing';
import { schafkopfAi } from '../src/ai';
import { game } from '../src/game';

/** Up to `matches` deals at `level`, each played twice with the seats swapped; see duplicateBench. */
export function duplicate(level: string, matches: number, budgetMs: number, iterationMs: number): Promise<DuplicateReport> {
  return duplicateBench(
    {
      game,
      numPlayers: 4,
      setupData: { deals: 4 },
      informed: (now) => schafkopfAi('informed', now),
      baseline: (now) => schafkopfAi('random', now),
      // A thrown-in deal writes no row.
      firstScoredDeal: (G) => G.rounds[0],
    },
    { level, matches, budgetMs, iterationMs },
  );
}
