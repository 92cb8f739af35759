// Deals played with the computer at every seat: how often a deal is thrown in (nobody plays), which
// contracts are named and won, and how Contra turns out, as a player at a table of computers sees it.
import { playMatch, seededRandom } from '@tabula/game-kit';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';
import type { SchafkopfState } from '../src/types';

export interface TableReport {
  dealsPlayed: number;
  thrownIn: number;
  /** Per contract kind: named, won by the taker. */
  contracts: Record<string, { named: number; won: number }>;
  contra: { said: number; takerWon: number };
}

/** `matches` matches of `deals` scored deals each (a number the game offers), every seat the computer at `level`. */
export async function playAllComputer(numPlayers: number, matches: number, deals: number, level: string): Promise<TableReport> {
  const report: TableReport = { dealsPlayed: 0, thrownIn: 0, contracts: {}, contra: { said: 0, takerWon: 0 } };
  for (let match = 0; match < matches; match += 1) {
    const scored = new Set<number>();
    let last: SchafkopfState | undefined;
    await playMatch({
      game,
      seats: Array.from({ length: numPlayers }, () => ({ ai: aiConfig, level })),
      random: seededRandom(match + 1),
      seed: `table-${numPlayers}-${match}`,
      setupData: { deals },
      maxMoves: 5000,
      onMove: ({ G }) => {
        last = G;
        // Every hand is shown once a deal is scored, until the next one is dealt.
        if (!G.revealed || !G.lastResult || !G.contract || scored.has(G.dealNumber)) return;
        scored.add(G.dealNumber);
        const kind = report.contracts[G.contract.kind] ?? { named: 0, won: 0 };
        kind.named += 1;
        if (G.lastResult.won) kind.won += 1;
        report.contracts[G.contract.kind] = kind;
        if (G.contra.length > 0) {
          report.contra.said += 1;
          if (G.lastResult.won) report.contra.takerWon += 1;
        }
      },
    });
    report.dealsPlayed += last?.rounds.length ?? 0;
    report.thrownIn += (last?.dealNumber ?? 0) - (last?.rounds.length ?? 0);
  }
  return report;
}
