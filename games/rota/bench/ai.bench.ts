// Rota's computer player: reply time per level and how the levels fare against each other (pnpm bench).
import { performance } from 'node:perf_hooks';
import { playSeries, randomPlayer, type SeriesReport } from '@tabula/game-kit';
import { measure, seededRandom, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';
import { stateOf } from '../src/testPositions';
import type { RotaState } from '../src/types';

const GAMES = 40;
const RUNS = 200;

/** Seat 0 to act: the empty wheel, mid-placement, and the first move of the moving phase. */
const POSITIONS: Array<[string, RotaState]> = [
  ['empty wheel', stateOf('.........')],
  ['placing, two pieces each', stateOf('RB.B....R')],
  ['moving phase', stateOf('RBBR.RB..')],
];

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

function rates(name: string, report: SeriesReport): BenchFigure[] {
  return (['wins', 'draws', 'losses'] as const).map((outcome) => {
    const value = percent(report[outcome], report.games);
    return { name: `${name}: ${outcome}`, unit: '%', runs: report.games, median: value, p99: value };
  });
}

export default async function bench(): Promise<BenchOutput> {
  const ctx = { currentPlayer: '0' } as never;
  const random = seededRandom(1);
  const figures: BenchFigure[] = [];

  const started = performance.now();
  aiConfig.chooseMove({ view: POSITIONS[0]![1], ctx, playerID: '0', level: 'perfect', random });
  const coldMs = performance.now() - started;
  figures.push(summarize('rota AI perfect, first reply (solves the game)', 'ms', [coldMs]));

  for (const level of aiConfig.levels) {
    for (const [name, view] of POSITIONS) {
      figures.push(
        await measure(`rota AI ${level.key}, ${name}`, RUNS, () =>
          aiConfig.chooseMove({ view, ctx, playerID: '0', level: level.key, random }),
        ),
      );
    }
  }

  const series = async (player: string, opponent: string) =>
    playSeries({
      game,
      player: { ai: aiConfig, level: player },
      opponent: opponent === 'random' ? { ai: randomPlayer(game), level: 'random' } : { ai: aiConfig, level: opponent },
      games: GAMES,
    });
  const perfectVsMedium = await series('perfect', 'medium');
  const mediumVsEasy = await series('medium', 'easy');
  const easyVsRandom = await series('easy', 'random');
  figures.push(
    ...rates('perfect vs medium', perfectVsMedium),
    ...rates('medium vs easy', mediumVsEasy),
    ...rates('easy vs random', easyVsRandom),
  );

  const line = (name: string, r: SeriesReport) => `${name}: ${r.wins} won, ${r.draws} drawn, ${r.losses} lost`;
  const markdown = `Rota is small enough to solve: *perfect* looks every position up in a table built by retrograde
analysis of the moving phase (1,680 wheels, either player to move) and a memoized search of the placing
phase. The table is built on the first perfect reply (${Math.round(coldMs)} ms here, once per page, in the
Web Worker); every later reply is a lookup. The start is a draw with perfect play, so *perfect* never loses
(checked in \`src/ai.test.ts\` against every line of play). *easy* plays at random but takes a line on offer;
*medium* also never hands the opponent a line on their next action. All levels answer far below a frame;
the shell's pause before the computer's move is what a player notices. Seeded series of ${GAMES} games, the
first player alternating seats: ${line('perfect vs medium', perfectVsMedium)}; ${line('medium vs easy', mediumVsEasy)};
${line('easy vs random', easyVsRandom)}.`;
  return { figures, markdown };
}
