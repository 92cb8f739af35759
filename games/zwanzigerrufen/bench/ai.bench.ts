// Zwanzigerrufen's computer player (bids and announcements by the hand, card play by a determinized
// Monte Carlo search, src/ai.ts): its results against random players at the default level (medium)
// and at easy, the informed sampling against the same player sampling at random (duplicate pairs),
// and its reply time (pnpm bench zwanzigerrufen).
import os from 'node:os';
import { type AiConfig, type Contender, randomPlayer } from '@tabula/game-kit';
import { aiReplyTimes, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig, computerPlayer } from '../src/ai';
import { game } from '../src/game';
import { meanOf, type Mean, playDeals, round2, showMean } from './matches';

/** Against random players: seeds, each played with the computer in every seat in turn. */
const RANDOM_SEEDS = 2;
const RANDOM_DEALS = 4;
/** Informed against random sampling: pairs of matches, the same deals with the seats swapped. */
const PAIRS = 2;
// A number of deals the game offers (4, 8, 12, 16, 24): any other would play until a player quits.
const PAIR_DEALS = 4;
const POSITIONS = 40;

/** A random player that never ends the match for the others between deals. */
function neverQuits(player: AiConfig<unknown>): AiConfig<unknown> {
  return {
    ...player,
    chooseMove: (request) => (request.ctx.phase === 'roundEnd' ? { move: 'nextRound', args: [] } : player.chooseMove(request)),
  };
}
const randomSeat: Contender = { ai: neverQuits(randomPlayer(game) as AiConfig<unknown>), level: 'random' };

interface VersusRandom {
  ai: Mean;
  random: Mean;
  /** Matches in which the computer placed first (ties included), of `matches`. */
  firsts: number;
  matches: number;
  /** Share of the computer's deals that ended with a gain. */
  gains: number;
  replies: number[];
}

export async function versusRandom(level: string, seeds = RANDOM_SEEDS): Promise<VersusRandom> {
  const ai: number[] = [];
  const others: number[] = [];
  const replies: number[] = [];
  let firsts = 0;
  for (let seed = 1; seed <= seeds; seed += 1)
    for (let seat = 0; seat < 4; seat += 1) {
      const seats = [0, 1, 2, 3].map((s) => (s === seat ? { ai: aiConfig, level } : randomSeat));
      const outcome = await playDeals(seats, 100 + seed, RANDOM_DEALS);
      for (const points of outcome.deals) {
        ai.push(points[String(seat)] ?? 0);
        others.push([0, 1, 2, 3].filter((s) => s !== seat).reduce((sum, s) => sum + (points[String(s)] ?? 0), 0) / 3);
      }
      if (outcome.placings[String(seat)] === 1) firsts += 1;
      replies.push(...(outcome.replyMs[String(seat)] ?? []));
    }
  return {
    ai: meanOf(ai),
    random: meanOf(others),
    firsts,
    matches: seeds * 4,
    gains: ai.filter((p) => p > 0).length / ai.length,
    replies,
  };
}

/** Per pair of matches, the informed seats' points per deal minus the random-sampling seats'. */
export async function informedVersusRandomSampling(level: string): Promise<Mean> {
  const informed = { ai: aiConfig, level };
  const blind = { ai: computerPlayer('random'), level };
  const differences: number[] = [];
  for (let pair = 1; pair <= PAIRS; pair += 1) {
    let difference = 0;
    for (const first of [informed, blind]) {
      const second = first === informed ? blind : informed;
      const seats = [first, second, first, second];
      const outcome = await playDeals(seats, 200 + pair, PAIR_DEALS);
      for (const points of outcome.deals)
        seats.forEach((contender, seat) => {
          difference += ((contender === informed ? 1 : -1) * (points[String(seat)] ?? 0)) / 2;
        });
    }
    differences.push(difference / (2 * PAIR_DEALS));
  }
  return meanOf(differences);
}

export const replyTimes = (level: string) =>
  aiReplyTimes({ game, ai: aiConfig, level, count: POSITIONS, numPlayers: 4, seed: 11 });

const figure = (name: string, unit: string, runs: number, value: number): BenchFigure => ({
  name,
  unit,
  runs,
  median: round2(value),
  p99: round2(value),
});

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const medium = await versusRandom('medium');
  const easy = await versusRandom('easy');
  const sampling = await informedVersusRandomSampling('medium');
  const positions = await replyTimes('medium');
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const figures: BenchFigure[] = [];
  for (const [level, run] of [
    ['medium', medium],
    ['easy', easy],
  ] as const) {
    figures.push(
      figure(`AI ${level} vs 3 random: points per deal, AI`, 'points', run.ai.n, run.ai.mean),
      figure(`AI ${level} vs 3 random: standard error of the AI's points per deal`, 'points', run.ai.n, run.ai.se),
      figure(`AI ${level} vs 3 random: points per deal, each random seat`, 'points', run.random.n, run.random.mean),
      figure(`AI ${level} vs 3 random: first place (ties included)`, '%', run.matches, (100 * run.firsts) / run.matches),
      figure(`AI ${level} vs 3 random: deals ended with a gain, AI`, '%', run.ai.n, 100 * run.gains),
    );
  }
  figures.push(
    figure('informed vs random sampling, medium, duplicate: points per deal ahead', 'points', sampling.n, sampling.mean),
    figure('informed vs random sampling, medium, duplicate: standard error', 'points', sampling.n, sampling.se),
    summarize('AI medium (default) reply time, in the matches against random players', 'ms', medium.replies),
    summarize('AI medium (default) reply time, random positions', 'ms', positions),
    summarize('AI easy reply time, in the matches against random players', 'ms', easy.replies),
  );
  const versus = (level: string, run: VersusRandom) =>
    `*${level}*: ${showMean(run.ai)} points per deal (each random seat ${round2(run.random.mean)}), first in ${run.firsts} of ${run.matches} matches, ${Math.round(100 * run.gains)}% of its deals gained`;
  const markdown = `Zwanzigerrufen's computer player bids and announces by its hand (src/handValue.ts) and plays its cards by
a determinized Monte Carlo search (src/cardSearch.ts): samples of the unseen cards consistent with what the seat
knows (src/determinize.ts), each legal card played out to the deal's end by a rule-of-thumb playout (src/playout.ts),
the card with the best mean payoff chosen. Against three random players, ${RANDOM_SEEDS} seeds of ${RANDOM_DEALS} deals with the
computer in each seat in turn (mean ± standard error over deals; random players announce and raise Valats at random,
so single deals are worth hundreds of points): ${versus('medium', medium)}; ${versus('easy', easy)}.
Informed sampling against the same player sampling at random, at medium, in ${PAIRS} duplicate pairs of ${PAIR_DEALS}-deal
matches (the same cards with the seats swapped): ${showMean(sampling)} points per deal ahead for the informed seats.
Run time ${minutes} min; load average ${loadBefore} when the run started (a shared, busy machine).`;
  return { figures, markdown };
}
