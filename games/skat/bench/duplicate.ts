// Skat's duplicate comparison (game-kit's duplicateBench): the bot that reads the bidding against the
// one that samples hands at random, three seats, on the first deal not passed in.
import { duplicateBench, type DuplicateReport } from '@tabula/game-kit/testing';
import { skatAi } from '../src/ai';
import { game } from '../src/game';

/** Up to `matches` deals at `level`, each played twice with the seats swapped; see duplicateBench. */
export function duplicate(level: string, matches: number, budgetMs: number, iterationMs: number): Promise<DuplicateReport> {
  return duplicateBench(
    {
      game,
      numPlayers: 3,
      setupData: { deals: 3 },
      informed: (now) => skatAi('informed', now),
      baseline: (now) => skatAi('random', now),
      // A deal everyone passed is the same in both plays and is passed over.
      firstScoredDeal: (G) => G.rounds.find((round) => round.declarer !== undefined),
    },
    { level, matches, budgetMs, iterationMs },
  );
}
