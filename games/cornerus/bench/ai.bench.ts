// Cornerus's computer player: reply time per level and how the levels fare (pnpm bench).
import { playSeries, randomPlayer, randomPositions, type SeriesReport } from '@tabula/game-kit';
import { measure, seededRandom, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';

const GAMES = 4;
const RUNS = 10;

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

function rates(name: string, report: SeriesReport): BenchFigure[] {
  return (['wins', 'draws', 'losses'] as const).map((outcome) => {
    const value = percent(report[outcome], report.games);
    return { name: `${name}: ${outcome}`, unit: '%', runs: report.games, median: value, p99: value };
  });
}

export default async function bench(): Promise<BenchOutput> {
  const figures: BenchFigure[] = [];
  // Positions from the opening to the middle game, where the most placements are open.
  const positions = randomPositions(game, { count: 6, numPlayers: 2, seed: 7 });
  for (const level of aiConfig.levels) {
    figures.push(
      await measure(`cornerus AI ${level.key}, 2 players`, RUNS, async (run) => {
        // run is -1 for the warm-up call.
        const { G, ctx } = positions.at(run % positions.length)!;
        await aiConfig.chooseMove({ view: G, ctx, playerID: ctx.currentPlayer, level: level.key, random: seededRandom(run) });
      }),
    );
  }
  const hardVsEasy = await playSeries({
    game,
    player: { ai: aiConfig, level: 'hard' },
    opponent: { ai: aiConfig, level: 'easy' },
    games: GAMES,
  });
  const easyVsRandom = await playSeries({
    game,
    player: { ai: aiConfig, level: 'easy' },
    opponent: { ai: randomPlayer(game), level: 'random' },
    games: GAMES,
  });
  figures.push(...rates('hard vs easy', hardVsEasy), ...rates('easy vs random', easyVsRandom));
  const markdown = `*easy* plays the greedy placement (big pieces, new own corners, other colours' corners taken,
towards the centre early) with random noise; *hard* takes the 12 best greedy placements and plays each a
round ahead (4 colour turns, every colour answering greedily for its own player), keeping the one that
leaves its colours the most squares placed and corners open; it stops after 900 ms whatever is left.
Seeded series of ${GAMES} two-player games: hard vs easy ${hardVsEasy.wins}-${hardVsEasy.draws}-${hardVsEasy.losses},
easy vs random ${easyVsRandom.wins}-${easyVsRandom.draws}-${easyVsRandom.losses} (won-drawn-lost).`;
  return { figures, markdown };
}
