import { performance } from 'node:perf_hooks';
import type { Cell, TicTacToeState } from '../src/types';
import { measure, seededRandom, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';

/** A board from a 9-character picture, row by row: '0' and '1' are the seats' marks, '.' is empty. */
function board(picture: string): TicTacToeState {
  const cells: Cell[] = [...picture].map((c) => (c === '.' ? null : c));
  return { cells, lastMove: null, log: [] };
}

/** Fixed positions with seat '0' to move: the empty board, one mark each, and a threat to block. */
const POSITIONS: Array<[string, TicTacToeState]> = [
  ['empty board', board('.........')],
  ['after 2 moves', board('1...0....')],
  ['threat to block', board('0.1.10...')],
];

/** Samples per position and level; the full run and a development run use the same small size. */
const RUNS = 200;

/**
 * Reply time of the Tic-Tac-Toe AI per level. "hard" is a memoized negamax over the whole game tree:
 * its first call in a process fills the memo (reported once, as "cold"), later replies are lookups.
 */
export default async function bench(): Promise<BenchOutput> {
  const ctx = { currentPlayer: '0' } as never;
  const figures: BenchFigure[] = [];

  const random = seededRandom(1);
  const started = performance.now();
  aiConfig.chooseMove({ view: POSITIONS[0]![1], ctx, playerID: '0', level: 'hard', random });
  figures.push(
    summarize('tictactoe AI hard, empty board, cold (first call fills the memo)', 'ms', [performance.now() - started]),
  );

  for (const level of aiConfig.levels) {
    for (const [name, G] of POSITIONS) {
      figures.push(
        await measure(`tictactoe AI ${level.key}, ${name}`, RUNS, () =>
          aiConfig.chooseMove({ view: G, ctx, playerID: '0', level: level.key, random }),
        ),
      );
    }
  }
  const markdown = `Reply time of \`aiConfig.chooseMove\` for seat 0 from three fixed positions (empty board, one mark
each, a row of the opponent to block), ${RUNS} calls each after one warm-up call. *easy* picks a random
empty square; *hard* plays perfectly with a negamax over the whole game tree whose results are kept in
a memo for the life of the page: the first hard reply fills it (the "cold" figure, paid once per page
load), every later reply is a lookup. Apart from that first hard reply, both levels answer far below one
frame (16 ms); the shell's deliberate 600 ms pause before the computer's move is what a player notices, not the search.`;
  return { figures, markdown };
}
