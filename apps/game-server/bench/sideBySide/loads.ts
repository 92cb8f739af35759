// The games the side-by-side benchmark can play (BENCH_LOADS): each load names a game served by
// every server kind and says how a load generator's client picks its seat's next move from the
// state it received (its own view: a card game's client never sees the other hand).
import type { Game, State } from 'boardgame.io';
import { games as catalogue } from '@tabula/catalogue';
import { seatsThatMayAct } from '@tabula/game-kit';

export type LoadName = 'tictactoe' | 'sixtysix';

export const LOAD_NAMES: LoadName[] = ['tictactoe', 'sixtysix'];

export const LOAD_LABELS: Record<LoadName, string> = {
  tictactoe: 'Tic-Tac-Toe',
  sixtysix: 'Sixty-Six (card game)',
};

export interface LegalMove {
  move: string;
  args: unknown[];
}

type Enumerate = (G: unknown, ctx: State['ctx'], playerID: string) => LegalMove[];

/** The rules of a catalogue game (through the catalogue, so no game is a dependency of the server). */
export async function loadGame(name: string): Promise<Game> {
  const entry = catalogue.find((e) => e.code === name);
  if (!entry) throw new Error(`no game ${name} in the catalogue`);
  return (await entry.rules()).game as Game;
}

/**
 * The seat's legal moves in the state it holds, from the game's own `ai.enumerate`; empty when it
 * may not act (the other seat's turn, the game over).
 */
export function legalMovesOf(game: Game, view: State, playerID: string): LegalMove[] {
  if (view.ctx.gameover !== undefined || !seatsThatMayAct(view.ctx).includes(playerID)) return [];
  const enumerate = (game.ai as { enumerate?: Enumerate } | undefined)?.enumerate;
  if (!enumerate) throw new Error(`${game.name} has no ai.enumerate`);
  return enumerate(view.G, view.ctx, playerID);
}

/**
 * The move a seat makes. Tic-Tac-Toe keeps the benchmark's original choice (the first empty cell,
 * so every match lasts 7 moves and figures compare across runs); other games choose at random
 * among the legal moves, with the generator's seeded `random`.
 */
export function chooseMove(load: LoadName, moves: LegalMove[], random: () => number): LegalMove | undefined {
  if (moves.length === 0) return undefined;
  if (load === 'tictactoe') return moves[0];
  return moves[Math.floor(random() * moves.length)];
}

/** A small seeded generator (mulberry32): the same seed plays the same matches. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
