// Mancala's AI is its own alpha-beta search (src/search.ts): reply time per level on fixed positions
// and its results against a random player and the level below (pnpm bench).
import os from 'node:os';
import { playSeries, randomPlayer, seededRandom, type Contender, type SeriesReport } from '@tabula/game-kit';
import { measure, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { AI_LEVELS, aiConfig } from '../src/ai';
import { game, initialState } from '../src/game';
import { choosePit } from '../src/search';
import { sow } from '../src/sowing';
import { position } from '../src/testPositions';
import type { MancalaState } from '../src/types';

/** The state after sowing these pits in turn from the opening (each must be legal). */
function afterSowing(pits: number[]): MancalaState {
  let G = initialState();
  for (const pit of pits) {
    const sowing = sow(G.holes, G.toMove, pit);
    G = { holes: sowing.holes, toMove: sowing.toMove, lastMove: sowing.move, log: [] };
  }
  return G;
}

const POSITIONS: Array<[string, MancalaState]> = [
  ['opening', initialState()],
  ['middlegame', afterSowing([2, 5, 0, 3, 1, 5, 4, 0])],
  ['endgame', position({ pits: { '0': [0, 2, 0, 1, 3, 0], '1': [1, 0, 4, 0, 0, 2] }, stores: { '0': 17, '1': 18 } })],
];

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;
const rate = (name: string, report: SeriesReport): BenchFigure => {
  const value = percent(report.wins, report.games);
  return { name, unit: '%', runs: report.games, median: value, p99: value };
};
const level = (key: string): Contender => ({ ai: aiConfig, level: key });

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const figures: BenchFigure[] = [];
  const reached: string[] = [];
  for (const { key } of aiConfig.levels) {
    for (const [name, G] of POSITIONS) {
      figures.push(
        await measure(`mancala AI ${key} reply time, ${name}`, key === 'hard' ? 3 : 10, (run) =>
          aiConfig.chooseMove({
            view: G,
            ctx: { currentPlayer: G.toMove } as never,
            playerID: G.toMove,
            level: key,
            random: seededRandom(run + 2),
          }),
        ),
      );
      const depth = choosePit(G.holes, G.toMove, AI_LEVELS[key as keyof typeof AI_LEVELS], seededRandom(1)).depth;
      reached.push(`${key} ${name} ${depth}`);
    }
  }
  const series = {
    easyVsRandom: await playSeries({
      game,
      player: level('easy'),
      opponent: { ai: randomPlayer(game), level: 'random' },
      games: 40,
    }),
    mediumVsEasy: await playSeries({ game, player: level('medium'), opponent: level('easy'), games: 20 }),
    hardVsMedium: await playSeries({ game, player: level('hard'), opponent: level('medium'), games: 4 }),
  };
  figures.push(
    rate('AI easy vs random: wins', series.easyVsRandom),
    rate('AI medium vs easy: wins', series.mediumVsEasy),
    rate('AI hard vs medium: wins', series.hardVsMedium),
  );
  const markdown = `Mancala's AI is a game-specific alpha-beta search on the store difference, one ply per sowing
(an extra turn keeps the same side to move), with iterative deepening inside a node budget: easy looks
${AI_LEVELS.easy.depth} sowings ahead with up to ${AI_LEVELS.easy.noise} seeds of noise, medium ${AI_LEVELS.medium.depth}, hard as deep as
${AI_LEVELS.hard.nodes.toLocaleString('en')} positions allow (to the end of the game once it is near). Depth reached per level and
position: ${reached.join(', ')}. Results (seeded, each side in turn): easy beat a random player in
${series.easyVsRandom.wins} of ${series.easyVsRandom.games}, medium beat easy in ${series.mediumVsEasy.wins} of ${series.mediumVsEasy.games}
(${series.mediumVsEasy.draws} drawn), hard beat medium in ${series.hardVsMedium.wins} of ${series.hardVsMedium.games}. Budgets count positions, so
moves do not depend on the machine; times do (load average ${loadBefore} when the run started).`;
  return { figures, markdown };
}
