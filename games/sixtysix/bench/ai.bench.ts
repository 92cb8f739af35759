// Sixty-Six's AI (game-kit's searchPlayer over determinizations of the seat's view): its reply time
// at the default level and its strength against a random player (pnpm bench).
import os from 'node:os';
import {
  playerViewFor,
  playSeries,
  randomPlayer,
  randomPositions,
  seatsThatMayAct,
  seededRandom,
  type SeriesReport,
} from '@tabula/game-kit';
import { summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';
import { roundGame } from '../src/roundGame';

// Strength is measured per round (roundGame: a "match" is one deal, won by the round's winner), so
// that a few minutes give many independent deals; a match to 7 game points is a series of them.
const ROUNDS = 24;
const TIMED_POSITIONS = 30;

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

function rate(name: string, count: number, report: SeriesReport): BenchFigure {
  const value = percent(count, report.games);
  return { name, unit: '%', runs: report.games, median: value, p99: value };
}

/** `pnpm bench` calls it with the defaults; smaller counts make a quick check. */
export default async function bench({ rounds = ROUNDS, positionCount = TIMED_POSITIONS } = {}): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const oneRound = roundGame(game);
  const vsRandom = await playSeries({
    game: oneRound,
    player: { ai: aiConfig, level: 'easy' },
    opponent: { ai: randomPlayer(oneRound), level: 'random' },
    games: rounds,
  });
  const figures: BenchFigure[] = [
    rate('AI easy vs random, rounds: wins', vsRandom.wins, vsRandom),
    rate('AI easy vs random, rounds: ties', vsRandom.draws, vsRandom),
    rate('AI easy vs random, rounds: losses', vsRandom.losses, vsRandom),
    summarize('AI easy reply time (in those rounds)', 'ms', vsRandom.replyMs),
  ];

  // The default level from positions reached by random play (mid-round, all phases of a deal).
  const times: number[] = [];
  const iterations: number[] = [];
  const positions = randomPositions(game, { count: positionCount, seed: 3 });
  for (const [index, { G, ctx }] of positions.entries()) {
    const playerID = seatsThatMayAct(ctx)[0]!;
    const view = playerViewFor(game, G, ctx, playerID) as Parameters<typeof aiConfig.analyse>[0]['view'];
    const started = performance.now();
    const result = aiConfig.analyse({ view, ctx, playerID, level: aiConfig.defaultLevel, random: seededRandom(index + 1) });
    times.push(performance.now() - started);
    iterations.push(result.iterations);
  }
  figures.push(summarize(`AI ${aiConfig.defaultLevel} (default) reply time`, 'ms', times));
  figures.push(summarize(`AI ${aiConfig.defaultLevel} (default) iterations`, 'iterations', iterations));

  const markdown = `Sixty-Six's AI is game-kit's search player over determinizations: each iteration deals the cards
the seat has not seen at random (consistent with the counts, the cards played, declared marriages and
suits shown out of) and plays on to the end of the round through the game's own reducer. *easy* thinks
60 iterations, *medium* (the default) stops at 800 iterations or 600 ms, *hard* at 4,000 or 2.5 s.
Against a random player over ${rounds} seeded deals (the AI dealing and leading in turn) *easy* won
${vsRandom.wins}, tied ${vsRandom.draws} and lost ${vsRandom.losses}: ${percent(vsRandom.wins, rounds)}% of the rounds.
The default level's reply time was measured from ${positionCount} positions reached by random play
(load average ${loadBefore} when the run started). The reference site had no AI to compare with.`;
  return { figures, markdown };
}
