// Deals played with the computer at every seat: how often a deal is thrown in (nobody plays), which
// contracts are named and won, and how Contra turns out, as a player at a table of computers sees it.
import { createSimulator, playerViewFor, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';
import type { SchafkopfState } from '../src/types';
import type { SchafkopfView } from '../src/view';

export interface TableReport {
  dealsPlayed: number;
  thrownIn: number;
  /** Per contract kind: named, won by the taker. */
  contracts: Record<string, { named: number; won: number }>;
  contra: { said: number; takerWon: number };
}

/** `matches` matches of `deals` scored deals each, every seat the computer at `level`. */
export async function playAllComputer(numPlayers: number, matches: number, deals: number, level: string): Promise<TableReport> {
  const simulator = createSimulator(game);
  const report: TableReport = { dealsPlayed: 0, thrownIn: 0, contracts: {}, contra: { said: 0, takerWon: 0 } };
  for (let match = 0; match < matches; match += 1) {
    let state = simulator.initial(numPlayers, `table-${numPlayers}-${match}`);
    const random = seededRandom(match + 1);
    const scored = new Set<number>();
    while ((state.G as SchafkopfState).rounds.length < deals) {
      const seat = seatsThatMayAct(state.ctx)[0]!;
      const view = playerViewFor(game, state.G, state.ctx, seat) as SchafkopfView;
      const choice = await aiConfig.chooseMove({ view, ctx: state.ctx, playerID: seat, level, random });
      state = simulator.apply(state, { playerID: seat, kind: 'move', name: choice.move, args: choice.args });
      const G = state.G as SchafkopfState;
      if (state.ctx.phase !== 'roundEnd' || !G.lastResult || !G.contract || scored.has(G.dealNumber)) continue;
      scored.add(G.dealNumber);
      const kind = report.contracts[G.contract.kind] ?? { named: 0, won: 0 };
      kind.named += 1;
      if (G.lastResult.won) kind.won += 1;
      report.contracts[G.contract.kind] = kind;
      if (G.contra.length > 0) {
        report.contra.said += 1;
        if (G.lastResult.won) report.contra.takerWon += 1;
      }
    }
    const G = state.G as SchafkopfState;
    report.dealsPlayed += G.rounds.length;
    report.thrownIn += G.dealNumber - G.rounds.length;
  }
  return report;
}
