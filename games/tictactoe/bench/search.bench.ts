// The generic search player (game-kit's searchPlayer, no Tic-Tac-Toe code) against a random player
// and against this game's own AI (pnpm bench). Iteration budgets, seeded matches: the win rates are
// the same on every machine; the reply times are this machine's.
import os from 'node:os';
import { playSeries, randomPlayer, searchPlayer, seededRandom, type SeriesReport } from '@tabula/game-kit';
import { summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';

const VS_RANDOM = { iterations: 100, games: 100 };
const VS_HARD = { iterations: 200, games: 10 };

const generic = searchPlayer({
  game,
  levels: [
    { key: 'vsRandom', labelKey: 'ai.vsRandom', iterations: VS_RANDOM.iterations },
    { key: 'vsHard', labelKey: 'ai.vsHard', iterations: VS_HARD.iterations },
    { key: 'rate', labelKey: 'ai.rate', iterations: 1000 },
  ],
});

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

function seriesFigures(name: string, report: SeriesReport): BenchFigure[] {
  const rate = (label: string, count: number): BenchFigure => {
    const value = percent(count, report.games);
    return { name: `${name}: ${label}`, unit: '%', runs: report.games, median: value, p99: value };
  };
  return [
    rate('wins', report.wins),
    rate('draws', report.draws),
    rate('losses', report.losses),
    summarize(`${name}: reply time`, 'ms', report.replyMs),
  ];
}

const line = (name: string, r: SeriesReport) => `| ${name} | ${r.games} | ${r.wins} | ${r.draws} | ${r.losses} |`;

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const randomOpponent = { ai: randomPlayer(game), level: 'random' };
  const vsRandom = await playSeries({
    game,
    player: { ai: generic, level: 'vsRandom' },
    opponent: randomOpponent,
    games: VS_RANDOM.games,
  });
  const vsHard = await playSeries({
    game,
    player: { ai: generic, level: 'vsHard' },
    opponent: { ai: aiConfig, level: 'hard' },
    games: VS_HARD.games,
  });
  // What perfect play achieves against the same random player, in the same seeded matches.
  const hardVsRandom = await playSeries({
    game,
    player: { ai: aiConfig, level: 'hard' },
    opponent: randomOpponent,
    games: VS_RANDOM.games,
  });

  // Search speed from the empty board: iterations per second of the whole search.
  const ctx = (await import('@tabula/game-kit')).createSimulator(game).initial(2, 'rate').ctx;
  const view = { cells: Array(9).fill(null), lastMove: null, log: [] };
  const rates: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const { iterations } = generic.analyse({ view, ctx, playerID: '0', level: 'rate', random: seededRandom(run) });
    rates.push((1000 * iterations) / (performance.now() - started));
  }

  const figures = [
    ...seriesFigures(`generic ${VS_RANDOM.iterations} iterations vs random`, vsRandom),
    ...seriesFigures(`generic ${VS_HARD.iterations} iterations vs own AI hard`, vsHard),
    ...seriesFigures('own AI hard vs random (reference)', hardVsRandom),
    summarize('generic search speed, empty board', 'iterations/s', rates),
  ];
  const markdown = `The generic search player (\`searchPlayer\` from game-kit: Monte Carlo tree search over
\`ai.enumerate\` and the game's own reducer, no Tic-Tac-Toe code) plays seeded matches, taking the first
and the second seat in turn. Budgets are iteration counts, so the results below are the same on any
machine; reply times and speed depend on the machine (load average ${loadBefore} when this run started).

| generic player vs | games | wins | draws | losses |
|---|---|---|---|---|
${line(`random player (${VS_RANDOM.iterations} iterations)`, vsRandom)}
${line(`own AI, hard: perfect play (${VS_HARD.iterations} iterations)`, vsHard)}

Against a random player it wins ${percent(vsRandom.wins, vsRandom.games)}% of the games. Perfect play is no
higher a mark here: the own hard AI, in the same seeded matches against the same random player, wins
${percent(hardVsRandom.wins, hardVsRandom.games)}% (it plays for the best result against perfect play and so
lets a random second player draw), while the search, whose random playouts model the opponent as it
is, plays for wins. The own hard AI never loses, so a draw is the best result against it. The own
easy AI picks a random empty square, the same as the random player.`;
  return { figures, markdown };
}
