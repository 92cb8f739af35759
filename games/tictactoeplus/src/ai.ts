import type { PlayerID } from 'boardgame.io';
import type { AiConfig, AiMove } from '@tabula/game-kit';
import { emptyCells } from './lines';
import { scoreCells, winningCells, WILD, type Code } from './search';
import { WILDCARD, type Cell, type TicTacToePlusState } from './types';

/** Scores closer than this count as equally good; the AI picks among them at random. */
const TIE = 1e-6;

function toCodes(cells: Cell[], me: PlayerID): { codes: Code[]; own: Code } {
  const own: Code = me === '0' ? 1 : 2;
  const codes = cells.map((cell): Code => (cell === null ? 0 : cell === WILDCARD ? WILD : cell === '0' ? 1 : 2));
  return { codes, own };
}

/** The hard AI's best squares: a win at once if there is one, else the best by expectimax search. */
export function bestCells(G: TicTacToePlusState, me: PlayerID): number[] {
  const { codes, own } = toCodes(G.cells, me);
  const wins = winningCells(codes, own);
  if (wins.length > 0) return wins;
  const scored = scoreCells(codes, own, G.wildcards);
  const top = Math.max(...scored.map((s) => s.score));
  return scored.filter((s) => s.score >= top - TIE).map((s) => s.cell);
}

export const aiConfig: AiConfig<TicTacToePlusState> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'hard', labelKey: 'ai.hard' },
  ],
  defaultLevel: 'easy',
  chooseMove({ view, playerID, level, random }): AiMove {
    const choices = level === 'hard' ? bestCells(view, playerID) : emptyCells(view.cells);
    const cell = choices[Math.floor(random() * choices.length)];
    if (cell === undefined) throw new Error('tictactoeplus AI asked to move with no empty square');
    return { move: 'markCell', args: [cell] };
  },
};

export default aiConfig;
