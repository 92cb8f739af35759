// A seeded match played to its end, the calls made as the game server's clock makes them: after
// each call every seat acts as a hurried player would (marks the number if it is on its card, now
// and then a wrong square, takes a wrong mark off, calls Bingo! on a hunch, or on a full line).
import type { LogLine } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import { enumerateMoves } from './enumerate';
import { completedLine } from './lines';
import { testTable } from './testTable';

export interface PlayoutSummary {
  calls: number;
  moves: number;
  /** Moves the rules refused that enumerateMoves offered (must stay empty). */
  refused: string[];
  gameover: unknown;
  /** The winning line's numbers, the free centre left out, and whether each had been called. */
  winningNumbersCalled: boolean | null;
  /** The final state's log and called numbers. */
  log: LogLine[];
  called: number[];
}

export function playBingo(numPlayers: number, seed: number): PlayoutSummary {
  const random = seededRandom(seed);
  const table = testTable(numPlayers, `playout-${seed}`);
  const summary: PlayoutSummary = {
    calls: 0,
    moves: 0,
    refused: [],
    gameover: undefined,
    winningNumbersCalled: null,
    log: [],
    called: [],
  };
  const act = (seat: string, move: 'mark' | 'unmark' | 'claim', arg: number) => {
    const { G, ctx } = table.state();
    const offered = enumerateMoves(G, ctx, seat).some((m) => m.move === move && m.args[0] === arg);
    const applied = table.play(seat, move, arg);
    if (offered !== applied) summary.refused.push(`${seat} ${move}(${arg}) offered ${offered}, applied ${applied}`);
    summary.moves += 1;
  };
  while (table.state().ctx.gameover === undefined) {
    table.call();
    summary.calls += 1;
    const seats = [...table.state().G.seats].sort(() => random() - 0.5);
    for (const seat of seats) {
      if (table.state().ctx.gameover !== undefined) break;
      const { G } = table.state();
      const card = G.cards[seat]!;
      const number = G.called.at(-1);
      const cell = number === undefined ? -1 : card.indexOf(number);
      if (cell >= 0 && random() < 0.9) act(seat, 'mark', cell);
      if (random() < 0.05) act(seat, 'mark', Math.floor(random() * 25));
      if (random() < 0.05) act(seat, 'unmark', Math.floor(random() * 25));
      const now = table.state().G;
      const left = now.claimsLeft[seat]!;
      const line = completedLine(card, now.marks[seat]!, now.called);
      if ((line && random() < 0.7) || random() < 0.01) act(seat, 'claim', left);
    }
  }
  const { G, ctx } = table.state();
  summary.gameover = ctx.gameover;
  summary.log = G.log;
  summary.called = G.called;
  if (G.winner) summary.winningNumbersCalled = G.winner.numbers.every((number) => number === 0 || G.called.includes(number));
  table.stop();
  return summary;
}
