import { defineGame } from '@tabula/game-kit';
import { emptyCells, winningLine } from './lines';
import { markCell } from './moves';

export const game = defineGame({
  name: 'tictactoe',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ cells: Array(9).fill(null), lastMove: null, log: [] }),
  moves: { markCell },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => {
    const line = winningLine(G.cells);
    if (line) return { winner: G.cells[line[0]]! };
    if (emptyCells(G.cells).length === 0) return { draw: true };
    return undefined;
  },
  ai: {
    enumerate: (G) => emptyCells(G.cells).map((cell) => ({ move: 'markCell', args: [cell] })),
  },
});
