import type { PlayerID } from 'boardgame.io';
import type { AiConfig, AiMove } from '@tabula/game-kit';
import { emptyCells, winningLine } from './lines';
import type { Cell, TicTacToeState } from './types';

const memo = new Map<string, number>();

/** Perfect-play value for `toMove`: +1 win, 0 draw, -1 loss, scaled so faster wins score higher. */
function negamax(cells: Cell[], toMove: PlayerID, other: PlayerID): number {
  const key = cells.map((c) => (c === null ? '.' : c === toMove ? 'x' : 'o')).join('');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best: number;
  const free = emptyCells(cells);
  if (winningLine(cells))
    best = -(10 + free.length); // the previous mover won
  else if (free.length === 0) best = 0;
  else {
    best = -Infinity;
    for (const index of free) {
      cells[index] = toMove;
      best = Math.max(best, -negamax(cells, other, toMove));
      cells[index] = null;
    }
  }
  memo.set(key, best);
  return best;
}

export function bestCells(cells: Cell[], me: PlayerID, opponent: PlayerID): number[] {
  const scored = emptyCells(cells).map((index) => {
    const next = [...cells];
    next[index] = me;
    return { index, score: -negamax(next, opponent, me) };
  });
  const top = Math.max(...scored.map((s) => s.score));
  return scored.filter((s) => s.score === top).map((s) => s.index);
}

export const aiConfig: AiConfig<TicTacToeState> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'hard', labelKey: 'ai.hard' },
  ],
  defaultLevel: 'easy',
  chooseMove({ view, playerID, level, random }): AiMove {
    const opponent = playerID === '0' ? '1' : '0';
    const choices = level === 'hard' ? bestCells(view.cells, playerID, opponent) : emptyCells(view.cells);
    const cell = choices[Math.floor(random() * choices.length)];
    if (cell === undefined) throw new Error('tictactoe AI asked to move with no empty cell');
    return { move: 'markCell', args: [cell] };
  },
};

export default aiConfig;
