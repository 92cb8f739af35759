// Doppelkopf's computer player (bidding and announcing by the hand, card play by information-set
// MCTS, src/ai.ts): its reply time, its results against random players, and against the same bot
// sampling the hidden hands at random instead of consistently with what was said and shown
// (pnpm bench doppelkopf).
import os from 'node:os';
import { playMatch, playerViewFor, randomPositions, seatsThatMayAct, seededRandom, type AiConfig } from '@tabula/game-kit';
import { summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig, doppelkopfAi } from '../src/ai';
import { enumerateMoves } from '../src/enumerate';
import { game } from '../src/game';
import type { DoppelkopfState } from '../src/types';
import type { DoppelkopfView } from '../src/view';

/** A random legal move, never quitting: every match then lasts its rounds. */
const randomSeat: AiConfig<DoppelkopfView> = {
  levels: [{ key: 'random', labelKey: 'ai.easy' }],
  defaultLevel: 'random',
  chooseMove: ({ view, ctx, playerID, random }) => {
    const moves = enumerateMoves(view, ctx, playerID).filter((move) => move.move !== 'quit');
    return moves[Math.floor(random() * moves.length)]!;
  },
};

const MATCHES = 8;
const ROUNDS = 4;
/** Four computer players a round: fewer matches against the random-sampling copies (rounds must be a number the game offers). */
const BLIND_MATCHES = 8;
const BLIND_ROUNDS = 4;
const POSITIONS = 30;

const perRound = (points: number, s: { matches: number; rounds: number }) =>
  Math.round((100 * points) / (s.matches * s.rounds)) / 100;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

async function replyTimes(level: string): Promise<number[]> {
  const times: number[] = [];
  const positions = randomPositions(game, { count: POSITIONS, numPlayers: 4, seed: 11 });
  for (const [index, { G, ctx }] of positions.entries()) {
    const seat = seatsThatMayAct(ctx)[0]!;
    const view = playerViewFor(game, G, ctx, seat) as DoppelkopfView;
    const started = performance.now();
    await aiConfig.chooseMove({ view, ctx, playerID: seat, level, random: seededRandom(index + 1) });
    times.push(performance.now() - started);
  }
  return times;
}

interface Series {
  matches: number;
  rounds: number;
  wins: number;
  points: number;
  othersPoints: number;
  replies: number[];
}

/** `matches` matches of `rounds` rounds: `player` at one seat (each seat in turn), `opponent` at the other three. */
async function series(
  player: AiConfig<unknown>,
  opponent: AiConfig<unknown>,
  level: string,
  opponentLevel: string,
  matches: number,
  rounds: number,
): Promise<Series> {
  const result: Series = { matches, rounds, wins: 0, points: 0, othersPoints: 0, replies: [] };
  for (let match = 0; match < matches; match += 1) {
    const seat = String(match % 4);
    let last: DoppelkopfState | undefined;
    const seats = Array.from({ length: 4 }, (_, i) =>
      String(i) === seat ? { ai: player, level } : { ai: opponent, level: opponentLevel },
    );
    const report = await playMatch({
      game,
      seats,
      random: seededRandom(match + 1),
      seed: `bench-${match}`,
      setupData: { rounds },
      maxMoves: 4000,
      onMove: ({ G }) => {
        last = G as DoppelkopfState;
      },
    });
    const scores = report.result?.scores ?? {};
    if (last?.rounds.length !== rounds) throw new Error(`match ${match} ended after ${last?.rounds.length} rounds`);
    if (report.result?.placings?.[seat] === 1) result.wins += 1;
    result.points += scores[seat] ?? 0;
    result.othersPoints +=
      Object.entries(scores)
        .filter(([s]) => s !== seat)
        .reduce((sum, [, points]) => sum + points, 0) / 3;
    result.replies.push(...(report.replyMs[seat] ?? []));
  }
  return result;
}

function seriesFigures(name: string, s: Series): BenchFigure[] {
  const figure = (what: string, unit: string, value: number): BenchFigure => ({
    name: `${name}: ${what}`,
    unit,
    runs: s.matches,
    median: value,
    p99: value,
  });
  return [
    figure('first place (ties included)', '%', percent(s.wins, s.matches)),
    figure('points per round, the bot', 'points', perRound(s.points, s)),
    figure('points per round, each opponent', 'points', perRound(s.othersPoints, s)),
  ];
}

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const informed = aiConfig as AiConfig<unknown>;
  const againstRandom = await series(informed, randomSeat as AiConfig<unknown>, 'easy', 'random', MATCHES, ROUNDS);
  const againstBlind = await series(
    informed,
    doppelkopfAi('random') as AiConfig<unknown>,
    'easy',
    'easy',
    BLIND_MATCHES,
    BLIND_ROUNDS,
  );
  const medium = await replyTimes('medium');
  const figures: BenchFigure[] = [
    summarize('AI medium (default) reply time, random positions', 'ms', medium),
    summarize('AI easy reply time (in the matches against random players)', 'ms', againstRandom.replies),
    ...seriesFigures('AI easy vs 3 random players', againstRandom),
    ...seriesFigures('AI easy vs 3 of itself sampling hands at random', againstBlind),
  ];
  const markdown = `Doppelkopf's computer player bids and announces by its hand's worth (src/handValue.ts) and plays
its cards by game-kit's search player over a determinizer (src/determinize.ts) that deals the unseen cards
consistently with hand sizes, the suits each seat showed out of, club queens (none for a seat shown Kontra,
one for a seat shown Re) and, by rejection sampling, hands that fit a solo named or an announcement made.
In ${MATCHES} matches of ${ROUNDS} rounds against three random players, *easy* took first place ${againstRandom.wins}
times (${percent(againstRandom.wins, MATCHES)}%; a random seat's share would be 25%), scoring ${perRound(againstRandom.points, againstRandom)}
per round against their ${perRound(againstRandom.othersPoints, againstRandom)}. In ${BLIND_MATCHES} matches of ${BLIND_ROUNDS} rounds against three copies of
itself that sample the hidden hands at random (hand sizes only), it took first place ${againstBlind.wins} times and scored
${perRound(againstBlind.points, againstBlind)} per round against their ${perRound(againstBlind.othersPoints, againstBlind)}. Load average ${loadBefore} when the run started (a shared, busy machine).`;
  return { figures, markdown };
}
