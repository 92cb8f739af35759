// Zwanzigerrufen's computer player (bids and announcements by the hand, card play by information-set
// MCTS, src/ai.ts): its reply time from positions of real deals, its results against random players,
// and against the same player sampling the unseen cards at random (pnpm bench zwanzigerrufen).
import os from 'node:os';
import { type AiConfig, playMatch, playerViewFor, randomPlayer, randomPositions, seededRandom } from '@tabula/game-kit';
import { summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig, computerPlayer } from '../src/ai';
import { enumerateMoves } from '../src/enumerate';
import { game } from '../src/game';
import type { ZwanzigerrufenView } from '../src/view';

const MATCHES = 12;
const DEALS = 4;
const POSITIONS = 40;

const perDeal = (points: number) => Math.round((100 * points) / (MATCHES * DEALS)) / 100;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

async function replyTimes(level: string): Promise<number[]> {
  const times: number[] = [];
  const positions = randomPositions(game, { count: POSITIONS, numPlayers: 4, seed: 11 });
  for (const [index, { G, ctx }] of positions.entries()) {
    const seat = Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 1 })[0]!;
    const view = playerViewFor(game, G, ctx, seat) as ZwanzigerrufenView;
    const started = performance.now();
    await aiConfig.chooseMove({ view, ctx, playerID: seat, level, random: seededRandom(index + 1) });
    times.push(performance.now() - started);
  }
  return times;
}

/** A random player that never ends the match for the others between deals. */
function neverQuits(player: AiConfig<unknown>): AiConfig<unknown> {
  return {
    ...player,
    chooseMove: (request) => (request.ctx.phase === 'roundEnd' ? { move: 'nextRound', args: [] } : player.chooseMove(request)),
  };
}

/** The computer player's bids and announcements with random card play: isolates what the search adds. */
const randomCards: AiConfig<ZwanzigerrufenView> = {
  ...aiConfig,
  chooseMove: (request) => {
    if (request.ctx.phase !== 'play') return aiConfig.chooseMove(request);
    const options = enumerateMoves(request.view, request.ctx, request.playerID);
    return options[Math.floor(request.random() * options.length)]!;
  },
};

interface Duel {
  /** Matches in which a seat of the first kind placed first (ties included). */
  firsts: number;
  /** Points per seat of each kind, summed over the matches. */
  points: [number, number];
  /** Deals a seat of each kind ended with a gain, and deals counted per kind (one per seat and deal). */
  gains: [number, number];
  seatDeals: [number, number];
  replies: number[];
}

/** Matches with seats of two kinds: `pick(match, seat)` says which kind sits where (0 or 1). */
async function duel(
  kinds: [Parameters<typeof playMatch>[0]['seats'][number], Parameters<typeof playMatch>[0]['seats'][number]],
  pick: (match: number, seat: number) => 0 | 1,
): Promise<Duel> {
  const result: Duel = { firsts: 0, points: [0, 0], gains: [0, 0], seatDeals: [0, 0], replies: [] };
  for (let match = 0; match < MATCHES; match += 1) {
    const layout = [0, 1, 2, 3].map((seat) => pick(match, seat));
    let last: { rounds: Array<{ points: Record<string, number> }> } | undefined;
    const report = await playMatch({
      game,
      seats: layout.map((kind) => kinds[kind]),
      random: seededRandom(match + 1),
      seed: `bench-${match}`,
      setupData: { deals: DEALS },
      maxMoves: 4000,
      onMove: (state) => {
        last = state.G as { rounds: Array<{ points: Record<string, number> }> };
      },
    });
    for (const row of last?.rounds ?? [])
      layout.forEach((kind, seat) => {
        result.seatDeals[kind] += 1;
        if ((row.points[String(seat)] ?? 0) > 0) result.gains[kind] += 1;
      });
    const scores = report.result?.scores ?? {};
    const counts = [layout.filter((k) => k === 0).length, layout.filter((k) => k === 1).length];
    layout.forEach((kind, seat) => {
      result.points[kind] += (scores[String(seat)] ?? 0) / counts[kind]!;
      if (kind === 0) result.replies.push(...(report.replyMs[String(seat)] ?? []));
    });
    if (layout.some((kind, seat) => kind === 0 && report.result?.placings?.[String(seat)] === 1)) result.firsts += 1;
  }
  return result;
}

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const informed = { ai: aiConfig, level: 'easy' };
  const vsRandom = await duel(
    [informed, { ai: neverQuits(randomPlayer(game) as AiConfig<unknown>), level: 'random' }],
    (match, seat) => (seat === match % 4 ? 0 : 1),
  );
  // Two informed seats against two seats of the same player that samples the unseen cards at random.
  const vsBlind = await duel([informed, { ai: computerPlayer('random'), level: 'easy' }], (match, seat) =>
    (seat + match) % 2 === 0 ? 0 : 1,
  );
  const vsRandomCards = await duel([informed, { ai: randomCards, level: 'easy' }], (match, seat) =>
    (seat + match) % 2 === 0 ? 0 : 1,
  );
  const medium = await replyTimes('medium');
  const figures: BenchFigure[] = [
    {
      name: 'AI easy vs 3 random: first place (ties included)',
      unit: '%',
      runs: MATCHES,
      median: percent(vsRandom.firsts, MATCHES),
      p99: percent(vsRandom.firsts, MATCHES),
    },
    {
      name: 'AI easy vs 3 random: points per deal, AI',
      unit: 'points',
      runs: MATCHES,
      median: perDeal(vsRandom.points[0]),
      p99: perDeal(vsRandom.points[0]),
    },
    {
      name: 'AI easy vs 3 random: points per deal, random',
      unit: 'points',
      runs: MATCHES,
      median: perDeal(vsRandom.points[1]),
      p99: perDeal(vsRandom.points[1]),
    },
    {
      name: '2 AI easy (informed samples) vs 2 AI easy (random samples): points per deal, informed',
      unit: 'points',
      runs: MATCHES,
      median: perDeal(vsBlind.points[0]),
      p99: perDeal(vsBlind.points[0]),
    },
    {
      name: '2 AI easy (informed samples) vs 2 AI easy (random samples): points per deal, random samples',
      unit: 'points',
      runs: MATCHES,
      median: perDeal(vsBlind.points[1]),
      p99: perDeal(vsBlind.points[1]),
    },
    {
      name: 'AI easy vs 3 random: deals ended with a gain, AI seat',
      unit: '%',
      runs: vsRandom.seatDeals[0],
      median: percent(vsRandom.gains[0], vsRandom.seatDeals[0]),
      p99: percent(vsRandom.gains[0], vsRandom.seatDeals[0]),
    },
    {
      name: 'AI easy vs 3 random: deals ended with a gain, random seats',
      unit: '%',
      runs: vsRandom.seatDeals[1],
      median: percent(vsRandom.gains[1], vsRandom.seatDeals[1]),
      p99: percent(vsRandom.gains[1], vsRandom.seatDeals[1]),
    },
    {
      name: 'informed vs random samples: deals ended with a gain, informed seats',
      unit: '%',
      runs: vsBlind.seatDeals[0],
      median: percent(vsBlind.gains[0], vsBlind.seatDeals[0]),
      p99: percent(vsBlind.gains[0], vsBlind.seatDeals[0]),
    },
    {
      name: 'informed vs random samples: deals ended with a gain, random-sample seats',
      unit: '%',
      runs: vsBlind.seatDeals[1],
      median: percent(vsBlind.gains[1], vsBlind.seatDeals[1]),
      p99: percent(vsBlind.gains[1], vsBlind.seatDeals[1]),
    },
    {
      name: 'same bids, search vs random card play: deals ended with a gain, search seats',
      unit: '%',
      runs: vsRandomCards.seatDeals[0],
      median: percent(vsRandomCards.gains[0], vsRandomCards.seatDeals[0]),
      p99: percent(vsRandomCards.gains[0], vsRandomCards.seatDeals[0]),
    },
    {
      name: 'same bids, search vs random card play: deals ended with a gain, random-card seats',
      unit: '%',
      runs: vsRandomCards.seatDeals[1],
      median: percent(vsRandomCards.gains[1], vsRandomCards.seatDeals[1]),
      p99: percent(vsRandomCards.gains[1], vsRandomCards.seatDeals[1]),
    },
    {
      name: 'same bids, search vs random card play: points per deal, search seats',
      unit: 'points',
      runs: MATCHES,
      median: perDeal(vsRandomCards.points[0]),
      p99: perDeal(vsRandomCards.points[0]),
    },
    summarize('AI easy reply time (in the matches against random players)', 'ms', vsRandom.replies),
    summarize('AI medium (default) reply time, random positions', 'ms', medium),
  ];
  const markdown = `Zwanzigerrufen's computer player bids and announces by its hand's worth (rules of thumb,
src/handValue.ts) and plays its cards by game-kit's search player with a determinizer (src/determinize.ts)
that deals the unseen cards consistently with hand sizes, suits shown out of, the tarocks the taker's call
places in its hand, the Pagat's announcer, who spoke for the opponents, and (by rejection) the taker's bid.
In ${MATCHES} matches of ${DEALS} deals against three random players *easy* took first place ${vsRandom.firsts}
times, scoring ${perDeal(vsRandom.points[0])} per deal against the random players' ${perDeal(vsRandom.points[1])}
and ending ${percent(vsRandom.gains[0], vsRandom.seatDeals[0])}% of its deals with a gain (random seats:
${percent(vsRandom.gains[1], vsRandom.seatDeals[1])}%). Random players announce and raise Valats at random, so a single
deal can be worth hundreds of points: the share of deals gained says more than the points.
Two informed players against two of the same player sampling at random scored ${perDeal(vsBlind.points[0])}
per deal each against ${perDeal(vsBlind.points[1])}. With the same bids and announcements, two seats playing their cards
by search gained in ${percent(vsRandomCards.gains[0], vsRandomCards.seatDeals[0])}% of their deals against
${percent(vsRandomCards.gains[1], vsRandomCards.seatDeals[1])}% for two seats playing at random
(${perDeal(vsRandomCards.points[0])} against ${perDeal(vsRandomCards.points[1])} points per deal). Load average ${loadBefore} when the run started
(a shared, busy machine).`;
  return { figures, markdown };
}
