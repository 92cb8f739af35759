// One Doppelkopf round at a time for the benches: a seeded deal played by the seats' computer players,
// so two rounds from the same seed (one seat's player changed, or the sides swapped) can be compared.
import { createSimulator, playerViewFor, seatsThatMayAct, seededRandom, type AiConfig } from '@tabula/game-kit';
import type { Ctx } from 'boardgame.io';
import { enumerateMoves } from '../src/enumerate';
import { game } from '../src/game';
import type { DoppelkopfState } from '../src/types';
import type { DoppelkopfView } from '../src/view';

export interface BenchSeat {
  ai: AiConfig<unknown>;
  level: string;
}

export interface RoundPlayed {
  /** The points each seat scored. */
  points: Record<string, number>;
  /** Each seat's reply times, in ms. */
  replyMs: Record<string, number[]>;
}

/**
 * A random legal move (never quitting) from the seat's own stream, whatever the request's random
 * says: the same seat with the same stream decides alike in two rounds from one deal until the
 * positions differ.
 */
export function randomPlayer(stream: () => number): AiConfig<unknown> {
  const player: AiConfig<DoppelkopfView> = {
    levels: [{ key: 'random', labelKey: 'ai.easy' }],
    defaultLevel: 'random',
    chooseMove: ({ view, ctx, playerID }) => {
      const moves = enumerateMoves(view, ctx as Ctx, playerID).filter((move) => move.move !== 'quit');
      return moves[Math.floor(stream() * moves.length)]!;
    },
  };
  return player as AiConfig<unknown>;
}

const simulator = createSimulator(game);
/** Bidding, 48 cards, announcements: a round never takes this many moves. */
const MOVES_PER_ROUND = 200;

/** The first round of the match seeded `seed` (seat 0 deals), seat i played by `seats[i]`. */
export async function playRound(seats: readonly BenchSeat[], seed: string, searchSeed: number): Promise<RoundPlayed> {
  let state = simulator.initial(4, seed, { rounds: 4 });
  const random = seededRandom(searchSeed);
  const replyMs: Record<string, number[]> = { 0: [], 1: [], 2: [], 3: [] };
  for (let moves = 0; moves < MOVES_PER_ROUND; moves += 1) {
    const G = state.G as DoppelkopfState;
    if (G.rounds.length > 0) return { points: G.rounds[0]!.points, replyMs };
    const playerID = seatsThatMayAct(state.ctx)[0]!;
    const seat = seats[Number(playerID)]!;
    const view = playerViewFor(game, state.G, state.ctx, playerID);
    const started = performance.now();
    const choice = await seat.ai.chooseMove({ view, ctx: state.ctx, playerID, level: seat.level, random });
    replyMs[playerID]!.push(performance.now() - started);
    state = simulator.apply(state, { playerID, kind: 'move', name: choice.move, args: choice.args });
  }
  throw new Error(`round ${seed} did not end within ${MOVES_PER_ROUND} moves`);
}

/** Mean and standard error of the mean. */
export function meanAndError(values: readonly number[]): { mean: number; error: number } {
  const n = values.length;
  const mean = values.reduce((sum, v) => sum + v, 0) / n;
  const variance = n > 1 ? values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, error: Math.sqrt(variance / n) };
}
