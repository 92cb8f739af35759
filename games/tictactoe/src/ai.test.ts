import type { PlayerID } from 'boardgame.io';
import { seededRandom } from '@tabula/game-kit/testing';
import { aiConfig, bestCells } from './ai';
import { emptyCells, winningLine } from './lines';
import type { Cell, TicTacToeState } from './types';

type Outcome = 'aiWon' | 'draw' | 'aiLost';

/**
 * Walks every line of play against the hard AI: the opponent tries every empty cell, the AI tries
 * every move it considers best. Returns how the games ended.
 */
function exhaust(cells: Cell[], toMove: PlayerID, ai: PlayerID, tally: Record<Outcome, number>) {
  const line = winningLine(cells);
  if (line) {
    tally[cells[line[0]] === ai ? 'aiWon' : 'aiLost'] += 1;
    return;
  }
  if (emptyCells(cells).length === 0) {
    tally.draw += 1;
    return;
  }
  const other = toMove === '0' ? '1' : '0';
  const choices = toMove === ai ? bestCells(cells, ai, other) : emptyCells(cells);
  for (const cell of choices) {
    cells[cell] = toMove;
    exhaust(cells, other, ai, tally);
    cells[cell] = null;
  }
}

const empty = (): Cell[] => Array(9).fill(null);
const state = (cells: Cell[]): TicTacToeState => ({ cells, lastMove: null, log: [] });
const ctxFor = (player: PlayerID) => ({ currentPlayer: player }) as never;

describe('tictactoe AI', () => {
  it.each([['0'], ['1']])('hard never loses as seat %s over every line of play', (ai) => {
    const tally = { aiWon: 0, draw: 0, aiLost: 0 };
    exhaust(empty(), '0', ai as PlayerID, tally);
    expect(tally.aiLost).toBe(0);
    expect(tally.aiWon + tally.draw).toBeGreaterThan(100);
  });

  it('hard takes a winning cell', () => {
    const cells: Cell[] = ['0', '0', null, '1', '1', null, null, null, null];
    for (let seed = 1; seed <= 10; seed += 1) {
      const move = aiConfig.chooseMove({
        view: state(cells),
        ctx: ctxFor('0'),
        playerID: '0',
        level: 'hard',
        random: seededRandom(seed),
      });
      expect(move).toEqual({ move: 'markCell', args: [2] });
    }
  });

  it('hard blocks a one-move threat', () => {
    const cells: Cell[] = ['1', '1', null, null, '0', null, null, null, null];
    for (let seed = 1; seed <= 10; seed += 1) {
      const move = aiConfig.chooseMove({
        view: state(cells),
        ctx: ctxFor('0'),
        playerID: '0',
        level: 'hard',
        random: seededRandom(seed),
      });
      expect(move).toEqual({ move: 'markCell', args: [2] });
    }
  });

  it('easy returns a legal move from many seeded positions', async () => {
    const random = seededRandom(42);
    for (let game = 0; game < 200; game += 1) {
      const cells = empty();
      const filled = Math.floor(random() * 8);
      for (let i = 0; i < filled; i += 1) {
        const free = emptyCells(cells);
        cells[free[Math.floor(random() * free.length)]!] = i % 2 === 0 ? '0' : '1';
      }
      const move = await aiConfig.chooseMove({ view: state(cells), ctx: ctxFor('0'), playerID: '0', level: 'easy', random });
      expect(emptyCells(cells)).toContain(move.args[0]);
    }
  });
});
