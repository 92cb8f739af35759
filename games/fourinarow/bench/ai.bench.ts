// Four in a Row's AI is the generic search player (game-kit's searchPlayer, no Four in a Row code):
// its strength against a random player and its reply time per level (pnpm bench).
import os from 'node:os';
import { createSimulator, playSeries, randomPlayer, seededRandom, type SeriesReport } from '@tabula/game-kit';
import { summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';

const GAMES = 40;
const TIMED_RUNS = { medium: 3, hard: 2 };

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

function rate(name: string, count: number, report: SeriesReport): BenchFigure {
  const value = percent(count, report.games);
  return { name, unit: '%', runs: report.games, median: value, p99: value };
}

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const vsRandom = await playSeries({
    game,
    player: { ai: aiConfig, level: 'easy' },
    opponent: { ai: randomPlayer(game), level: 'random' },
    games: GAMES,
  });
  const figures: BenchFigure[] = [
    rate('AI easy vs random: wins', vsRandom.wins, vsRandom),
    rate('AI easy vs random: draws', vsRandom.draws, vsRandom),
    rate('AI easy vs random: losses', vsRandom.losses, vsRandom),
    summarize('AI easy reply time (in those games)', 'ms', vsRandom.replyMs),
  ];

  // The timed levels from the opening: how long they think and how far they get meanwhile.
  const { G, ctx } = createSimulator(game).initial(2, 'opening');
  const reached: string[] = [];
  for (const [level, runs] of Object.entries(TIMED_RUNS)) {
    const times: number[] = [];
    const iterations: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const result = aiConfig.analyse({ view: G, ctx, playerID: '0', level, random: seededRandom(run + 1) });
      times.push(performance.now() - started);
      iterations.push(result.iterations);
    }
    figures.push(summarize(`AI ${level} reply time, opening`, 'ms', times));
    figures.push(summarize(`AI ${level} iterations, opening`, 'iterations', iterations));
    reached.push(`${level} ${Math.round(iterations.reduce((a, b) => a + b, 0) / runs)}`);
  }

  const markdown = `The AI is game-kit's generic search player: Monte Carlo tree search over \`ai.enumerate\` and the
game's own reducer, with no Four in a Row code. *easy* thinks 50 iterations; *medium* stops at 1,000
iterations or 1 s, *hard* at 10,000 or 3 s. Against a random player (${GAMES} seeded games, the AI taking
the first and the second seat in turn) *easy* won ${vsRandom.wins}, drew ${vsRandom.draws} and lost
${vsRandom.losses}: ${percent(vsRandom.wins, GAMES)}% (iteration budget, so the same on any machine). From the
opening the timed levels reached on average these iterations on this machine: ${reached.join(', ')}
(load average ${loadBefore} when the run started). The game has no AI of its own to compare with.`;
  return { figures, markdown };
}
