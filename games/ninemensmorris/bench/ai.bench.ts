// Nine Men's Morris's computer player: reply time per level and how the levels fare (pnpm bench).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { playSeries, randomPlayer, type SeriesReport } from '@tabula/game-kit';
import { seededRandom, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { AI_LEVELS, aiConfig } from '../src/ai';
import { game } from '../src/game';
import { stateOf } from '../src/testPositions';
import type { MorrisState } from '../src/types';

const RUNS: Record<string, number> = { easy: 30, medium: 10, hard: 3 };

/** Seat 0 to act: the opening, a crowded placing phase, the moving phase, and flying. */
const POSITIONS: Array<[string, MorrisState]> = [
  ['empty board', stateOf({ inHand: [9, 9] })],
  ['placing, 6 pieces each', stateOf({ white: 'a1 d2 g1 c4 e5 b6', red: 'd1 b4 f4 d6 c3 g7', inHand: [3, 3] })],
  ['moving, 8 pieces each', stateOf({ white: 'a1 d2 g1 c4 e5 b6 a7 f2', red: 'd1 b4 f4 d6 c3 g7 e3 d7' })],
  ['flying, 3 against 5', stateOf({ white: 'a1 d5 g4', red: 'd1 b4 f4 d6 c3' })],
];

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

function rates(name: string, report: SeriesReport): BenchFigure[] {
  return (['wins', 'draws', 'losses'] as const).map((outcome) => {
    const value = percent(report[outcome], report.games);
    return { name: `${name}: ${outcome}`, unit: '%', runs: report.games, median: value, p99: value };
  });
}

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const ctx = { currentPlayer: '0' } as never;
  const figures: BenchFigure[] = [];
  for (const level of aiConfig.levels) {
    for (const [name, view] of POSITIONS) {
      const times: number[] = [];
      for (let run = 0; run < RUNS[level.key]!; run += 1) {
        const started = performance.now();
        aiConfig.chooseMove({ view, ctx, playerID: '0', level: level.key, random: seededRandom(run + 1) });
        times.push(performance.now() - started);
      }
      figures.push(summarize(`ninemensmorris AI ${level.key}, ${name}`, 'ms', times));
    }
  }

  const series = (player: string, opponent: string, games: number) =>
    playSeries({
      game,
      player: { ai: aiConfig, level: player },
      opponent: opponent === 'random' ? { ai: randomPlayer(game), level: 'random' } : { ai: aiConfig, level: opponent },
      games,
    });
  const easyVsRandom = await series('easy', 'random', 20);
  const mediumVsEasy = await series('medium', 'easy', 20);
  const hardVsMedium = await series('hard', 'medium', 6);
  figures.push(
    ...rates('easy vs random', easyVsRandom),
    ...rates('medium vs easy', mediumVsEasy),
    ...rates('hard vs medium', hardVsMedium),
    summarize('ninemensmorris AI hard reply time (in those games)', 'ms', hardVsMedium.replyMs),
  );

  const line = (name: string, r: SeriesReport) => `${name} ${r.wins} won, ${r.draws} drawn, ${r.losses} lost`;
  const { easy, medium, hard } = AI_LEVELS;
  const markdown = `The AI is a game-specific search (\`src/search.ts\`): negamax with alpha-beta pruning and iterative
deepening over whole turns (a placement or move with the removal it earns), scoring pieces left, closed
mills, open twos and mobility. *easy* looks ${easy!.depth} turn ahead with random noise of ±${easy!.noise} (a
piece is 100); *medium* ${medium!.depth} turns (at most ${medium!.nodes.toLocaleString('en')} positions per depth), the same on any machine;
*hard* deepens up to ${hard!.depth} turns until ${hard!.timeMs} ms are spent and keeps the last finished depth, so it
answers within about that budget, sooner when the position is simple. Seeded series, the AI taking
either seat in turn: ${line('easy vs random', easyVsRandom)}; ${line('medium vs easy', mediumVsEasy)};
${line('hard vs medium', hardVsMedium)}. Load average ${loadBefore} when the run started.`;
  return { figures, markdown };
}
