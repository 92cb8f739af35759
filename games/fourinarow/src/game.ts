import { defineGame } from '@tabula/game-kit';
import { cellIndex, emptyGrid, openColumns, winningCells } from './grid';
import { dropDisc } from './moves';

export const game = defineGame({
  name: 'fourinarow',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ cells: emptyGrid(), lastMove: null, log: [] }),
  moves: { dropDisc },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => {
    const last = G.lastMove;
    if (last === null) return undefined;
    // The win is checked first: a 42nd disc that completes a line wins.
    if (winningCells(G.cells, last).length > 0) return { winner: G.cells[cellIndex(last.column, last.row)]! };
    if (openColumns(G.cells).length === 0) return { draw: true };
    return undefined;
  },
  ai: {
    enumerate: (G) => openColumns(G.cells).map((column) => ({ move: 'dropDisc', args: [column] })),
  },
});
