// French Tarot's AI (bidding, calling, discarding and announcing by the hand, cards by a determinized
// Monte Carlo card search, src/ai.ts): its reply time at the default level from positions of real
// deals, how it does against random players, and, duplicate style at the default level, against the
// same bot sampling the unseen cards at random (node scripts/bench.mjs frenchtarot).
import os from 'node:os';
import type { PlayerID } from 'boardgame.io';
import { type Contender, createSimulator, playMatch, playerViewFor, randomPlayer, seededRandom } from '@tabula/game-kit';
import { aiReplyTimes, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import type { CardId } from '@tabula/cards';
import { aiAtRandom, aiConfig } from '../src/ai';
import { chooseCard } from '../src/cardSearch';
import { sampleAtRandom, sampleInformed } from '../src/determinize';
import { game } from '../src/game';
import { legalCards } from '../src/play';
import { copyForPlayout, payoffOf, playCard, playOut } from '../src/playout';
import type { TarotState } from '../src/types';
import type { TarotView } from '../src/view';

const PLAYERS = 4;
const POSITIONS = 40;
const RANDOM_MATCHES = 4;
/** Duplicate boards: at least this many, then more while the time allows. */
const MIN_BOARDS = 6;
const DUPLICATE_BUDGET_MS = 4.75 * 60_000;
const DECISIONS_BUDGET_MS = 80_000;
const TRUE_PLAYOUTS = 300;

const round2 = (value: number) => Math.round(100 * value) / 100;
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const standardError = (values: readonly number[]) => {
  if (values.length < 2) return Number.NaN;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1) / values.length);
};
const figure = (name: string, unit: string, runs: number, value: number): BenchFigure => ({
  name,
  unit,
  runs,
  median: round2(value),
  p99: round2(value),
});

const replyTimes = (level: string) =>
  aiReplyTimes({ game, ai: aiConfig, level, count: POSITIONS, numPlayers: PLAYERS, seed: 11 });

/** One deal with `seats` (one contender per seat); the points per deal of each seat. */
async function oneDeal(seats: Contender[], board: number): Promise<{ scores: Record<string, number>; replies: number[] }> {
  const report = await playMatch({
    game,
    seats,
    random: seededRandom(board + 1),
    seed: `board-${board}`,
    setupData: { deals: 1 },
    maxMoves: 4000,
  });
  return { scores: report.result?.scores ?? {}, replies: Object.values(report.replyMs).flat() };
}

/** Points per deal and seat of the AI against random players, the two alternating around the table. */
async function versusRandom(): Promise<{ ai: number; random: number }> {
  const ai: Contender = { ai: aiConfig, level: 'easy' };
  const other: Contender = { ai: randomPlayer(game), level: 'random' };
  const totals = { ai: 0, random: 0 };
  for (let match = 0; match < RANDOM_MATCHES; match += 1) {
    const seats = Array.from({ length: PLAYERS }, (_, i) => ((i + match) % 2 === 0 ? ai : other));
    const { scores } = await oneDeal(seats, 1000 + match);
    seats.forEach((contender, i) => {
      const points = (scores[String(i)] ?? 0) / (RANDOM_MATCHES * (PLAYERS / 2));
      if (contender === ai) totals.ai += points;
      else totals.random += points;
    });
  }
  return totals;
}

/** The seat that takes the board's deal: the bidding is by the hand (the same for both samplings), so it is known before the cards are played. */
async function takerOf(board: number): Promise<PlayerID | undefined> {
  const simulator = createSimulator(game);
  let state = simulator.initial(PLAYERS, `board-${board}`, { deals: 1 });
  const random = seededRandom(board + 1);
  while (state.ctx.phase === 'bidding') {
    const seat = state.G.toAct;
    const view = playerViewFor(game, state.G, state.ctx, seat) as TarotView;
    const move = await aiConfig.chooseMove({ view, ctx: state.ctx, playerID: seat, level: 'medium', random });
    state = simulator.apply(state, { playerID: seat, kind: 'move', name: move.move, args: move.args });
  }
  return state.G.contract?.taker;
}

/**
 * Duplicate: every board (one seeded deal, four players) is played twice, the informed sampling
 * playing the taker and the random sampling the three defenders, then the other way round; both
 * plays hold the same cards and reach the same contract (bids, discards and poignées go by the hand),
 * so only the card play differs. A board's result is half the difference of the deal's value (what
 * each defender pays) between the two plays: what the informed sampling gains a deal, on either side.
 */
async function duplicate(): Promise<{ boards: number[]; replies: number[]; ms: number }> {
  const informed: Contender = { ai: aiConfig, level: 'medium' };
  const atRandom: Contender = { ai: aiAtRandom, level: 'medium' };
  const boards: number[] = [];
  const replies: number[] = [];
  const started = performance.now();
  for (let board = 0; board < MIN_BOARDS || performance.now() - started < DUPLICATE_BUDGET_MS; board += 1) {
    const taker = await takerOf(board);
    if (taker === undefined) continue;
    const values: number[] = [];
    for (const informedTakes of [true, false]) {
      const seats = Array.from({ length: PLAYERS }, (_, i) => ((String(i) === taker) === informedTakes ? informed : atRandom));
      const deal = await oneDeal(seats, board);
      replies.push(...deal.replies);
      // The taker alone receives three times the value at four.
      values.push((deal.scores[taker] ?? 0) / (PLAYERS - 1));
    }
    boards.push((values[0]! - values[1]!) / 2);
  }
  return { boards, replies, ms: performance.now() - started };
}

/**
 * Decision by decision, with the cards in view of the judge: in positions of deals bid, called and
 * discarded by the AI (the cards before them played at random), each sampling chooses a card with the
 * same search budget, and each choice is scored by playing the true deal out many times from it
 * (the same heuristic playouts for both). The mean difference says whether the informed sampling
 * picks better cards, with far less noise than whole deals.
 */
async function decisions(): Promise<{ differences: number[]; same: number }> {
  const simulator = createSimulator(game);
  const differences: number[] = [];
  let same = 0;
  const started = performance.now();
  for (let board = 0; performance.now() - started < DECISIONS_BUDGET_MS; board += 1) {
    const random = seededRandom(board + 7);
    let state = simulator.initial(PLAYERS, `position-${board}`, { deals: 1 });
    const playsBefore = Math.floor(random() * 60);
    for (let plays = 0; state.ctx.gameover === undefined; ) {
      const seat = state.G.toAct;
      const G = state.G as TarotState;
      const legal = state.ctx.phase === 'play' ? legalCards(G, 'play', seat) : [];
      if (legal.length > 1 && plays >= playsBefore) {
        const view = playerViewFor(game, G, state.ctx, seat) as TarotView;
        const budget = { samples: 120, timeMs: 60_000 };
        const informed = chooseCard(view, state.ctx, seat, budget, seededRandom(board), sampleInformed).card;
        const atRandom = chooseCard(view, state.ctx, seat, budget, seededRandom(board), sampleAtRandom).card;
        if (informed === atRandom) same += 1;
        differences.push(informed === atRandom ? 0 : trueValue(G, informed, seat) - trueValue(G, atRandom, seat));
        break;
      }
      if (legal.length > 0) {
        const card = legal[Math.floor(random() * legal.length)]!;
        state = simulator.apply(state, { playerID: seat, kind: 'move', name: 'play', args: [{ card }] });
        plays += 1;
        continue;
      }
      const view = playerViewFor(game, G, state.ctx, seat) as TarotView;
      const move = await aiConfig.chooseMove({ view, ctx: state.ctx, playerID: seat, level: 'easy', random });
      state = simulator.apply(state, { playerID: seat, kind: 'move', name: move.move, args: move.args });
    }
  }
  return { differences, same };
}

/** What `card` is worth to `seat` in the true deal: the mean payoff of heuristic playouts after it. */
function trueValue(G: TarotState, card: CardId, seat: PlayerID): number {
  let total = 0;
  for (let run = 0; run < TRUE_PLAYOUTS; run += 1) {
    const deal = copyForPlayout(G);
    playCard(deal, card);
    playOut(deal, seededRandom(1000 + run));
    total += payoffOf(deal, seat);
  }
  return total / TRUE_PLAYOUTS;
}

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const medium = await replyTimes('medium');
  const againstRandom = await versusRandom();
  const dup = await duplicate();
  const judged = await decisions();
  const decisionGain = mean(judged.differences);
  const decisionError = standardError(judged.differences);
  const gain = mean(dup.boards);
  const error = standardError(dup.boards);
  const ahead = dup.boards.filter((points) => points > 0).length;
  const behind = dup.boards.filter((points) => points < 0).length;
  const loadAfter = os.loadavg()[0]!.toFixed(1);
  const figures: BenchFigure[] = [
    summarize('AI medium (default) reply time, random positions (4 players)', 'ms', medium),
    summarize('AI medium reply time in the duplicate deals (4 players)', 'ms', dup.replies),
    figure('AI easy vs random players: points per deal and seat, AI', 'points', RANDOM_MATCHES, againstRandom.ai),
    figure('AI easy vs random players: points per deal and seat, random', 'points', RANDOM_MATCHES, againstRandom.random),
    figure(
      'Duplicate, medium: informed sampling vs random sampling, deal value gained a deal',
      'points',
      dup.boards.length,
      gain,
    ),
    figure('Duplicate, medium: standard error of that mean', 'points', dup.boards.length, error),
    figure('Duplicate, medium: boards the informed sampling led', 'boards', dup.boards.length, ahead),
    figure('Duplicate, medium: boards it trailed', 'boards', dup.boards.length, behind),
    figure(
      'Decisions: informed minus random sampling, true-deal value of the card chosen',
      'points',
      judged.differences.length,
      decisionGain,
    ),
    figure('Decisions: standard error of that mean', 'points', judged.differences.length, decisionError),
    figure('Decisions: same card chosen', 'positions', judged.differences.length, judged.same),
  ];
  const markdown = `French Tarot's AI bids, calls, discards, announces a slam and shows poignées by its hand
(rules of thumb, src/handValue.ts) and plays its cards by a determinized Monte Carlo card search
(src/cardSearch.ts): each sample deals the unseen cards consistently with hand sizes, cards played,
suits and trumps a seat showed it lacks, the chien turned up, the discard's limits and the poignées'
cards, and is weighted by how well every other seat's call fits the hand it was dealt; every legal
card is then tried and the deal played out by a simple card-by-card heuristic. Against random players
(${RANDOM_MATCHES} one-deal matches, seats alternating) the AI at easy scored ${round2(againstRandom.ai)} per deal and seat
against ${round2(againstRandom.random)}. Duplicate at medium against the same bot sampling at random (hand sizes only):
${dup.boards.length} boards, each played twice, the informed sampling taking then defending: it gained
${round2(gain)} ± ${round2(error)} (standard error) points of deal value a deal, ahead on ${ahead} boards, behind on ${behind}
(${Math.round(dup.ms / 1000)} s). Decision by decision (${judged.differences.length} positions, 120 samples each, each card
chosen scored by ${TRUE_PLAYOUTS} playouts of the true deal): the informed card was worth ${round2(decisionGain)} ± ${round2(decisionError)}
points more to its seat; the same card in ${judged.same} positions. Load average ${loadBefore} when the run started, ${loadAfter} at the end.`;
  return { figures, markdown };
}
