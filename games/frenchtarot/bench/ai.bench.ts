// French Tarot's AI (bidding, calling, discarding and announcing by the hand, play by information-set
// MCTS, src/ai.ts): its reply time at the default level from positions of real deals, how it does
// against random players, and against the same bot sampling the unseen cards at random (pnpm bench frenchtarot).
import os from 'node:os';
import { type Contender, playMatch, playerViewFor, randomPlayer, randomPositions, seededRandom } from '@tabula/game-kit';
import { summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiAtRandom, aiConfig } from '../src/ai';
import { game } from '../src/game';
import type { TarotView } from '../src/view';

const PLAYERS = 4;
const DEALS = 2;
const MATCHES = 8;
const POSITIONS = 40;

const round2 = (value: number) => Math.round(100 * value) / 100;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

async function replyTimes(level: string): Promise<number[]> {
  const times: number[] = [];
  const positions = randomPositions(game, { count: POSITIONS, numPlayers: PLAYERS, seed: 11 });
  for (const [index, { G, ctx }] of positions.entries()) {
    if (ctx.gameover) continue;
    const seat = Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 1 })[0]!;
    const view = playerViewFor(game, G, ctx, seat) as TarotView;
    const started = performance.now();
    await aiConfig.chooseMove({ view, ctx, playerID: seat, level, random: seededRandom(index + 1) });
    times.push(performance.now() - started);
  }
  return times;
}

interface Duel {
  /** Points per deal of the seats played by `first` and by `second`, and how often `first` placed first. */
  first: number;
  second: number;
  firstPlaces: number;
  replies: number[];
}

/** Matches where seats alternate between two contenders, each seat changing sides from match to match. */
async function duel(first: Contender, second: Contender): Promise<Duel> {
  const result: Duel = { first: 0, second: 0, firstPlaces: 0, replies: [] };
  for (let match = 0; match < MATCHES; match += 1) {
    const seats = Array.from({ length: PLAYERS }, (_, i) => ((i + match) % 2 === 0 ? first : second));
    const report = await playMatch({
      game,
      seats,
      random: seededRandom(match + 1),
      seed: `bench-${match}`,
      setupData: { deals: DEALS },
      maxMoves: 4000,
    });
    const scores = report.result?.scores ?? {};
    seats.forEach((contender, i) => {
      const points = (scores[String(i)] ?? 0) / (DEALS * MATCHES * (PLAYERS / 2));
      if (contender === first) {
        result.first += points;
        result.replies.push(...(report.replyMs[String(i)] ?? []));
        if (report.result?.placings?.[String(i)] === 1) result.firstPlaces += 1;
      } else result.second += points;
    });
  }
  return result;
}

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const medium = await replyTimes('medium');
  const versusRandom = await duel({ ai: aiConfig, level: 'easy' }, { ai: randomPlayer(game), level: 'random' });
  const versusBlind = await duel({ ai: aiConfig, level: 'easy' }, { ai: aiAtRandom, level: 'easy' });
  const seatsPlayed = MATCHES * (PLAYERS / 2);
  const figures: BenchFigure[] = [
    summarize('AI medium (default) reply time, random positions (4 players)', 'ms', medium),
    summarize('AI easy reply time (in the matches against random players)', 'ms', versusRandom.replies),
    {
      name: 'AI easy vs random: points per deal, AI',
      unit: 'points',
      runs: MATCHES,
      median: round2(versusRandom.first),
      p99: round2(versusRandom.first),
    },
    {
      name: 'AI easy vs random: points per deal, random',
      unit: 'points',
      runs: MATCHES,
      median: round2(versusRandom.second),
      p99: round2(versusRandom.second),
    },
    {
      name: 'AI easy vs random: AI seats placed first',
      unit: '%',
      runs: seatsPlayed,
      median: percent(versusRandom.firstPlaces, seatsPlayed),
      p99: percent(versusRandom.firstPlaces, seatsPlayed),
    },
    {
      name: 'AI easy vs same bot sampling at random: points per deal, AI',
      unit: 'points',
      runs: MATCHES,
      median: round2(versusBlind.first),
      p99: round2(versusBlind.first),
    },
    {
      name: 'AI easy vs same bot sampling at random: points per deal, random sampling',
      unit: 'points',
      runs: MATCHES,
      median: round2(versusBlind.second),
      p99: round2(versusBlind.second),
    },
  ];
  const markdown = `French Tarot's AI bids, calls, discards, announces a slam and shows poignées by its hand
(rules of thumb, src/handValue.ts), and plays its cards by game-kit's search player with a determinizer
(information-set MCTS): every iteration deals the unseen cards consistently with hand sizes, cards
played, suits and trumps a seat showed it lacks, the chien turned up, the discard's limits and the
poignées shown, preferring samples where the taker holds a hand worth its bid. ${MATCHES} matches of
${DEALS} deals at ${PLAYERS} seats, two seats each, seats swapping sides every match: against random
players the AI (easy) scored ${round2(versusRandom.first)} per deal and seat against ${round2(versusRandom.second)};
against the same bot sampling the unseen cards at random ${round2(versusBlind.first)} against ${round2(versusBlind.second)}.
Load average ${loadBefore} when the run started.`;
  return { figures, markdown };
}
