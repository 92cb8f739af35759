import { defineGame } from '@tabula/game-kit';
import { CELLS, emptyCells } from './lines';
import { markCell } from './moves';
import { outcome } from './outcome';

export const game = defineGame({
  name: 'tictactoeplus',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ cells: Array(CELLS).fill(null), wildcards: 0, lastMove: null, log: [] }),
  // client: false: online, the die is rolled by the server only (a client could not predict the roll anyway, and would show a guess).
  moves: { markCell: { move: markCell, client: false } },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => outcome(G),
  ai: {
    enumerate: (G) => emptyCells(G.cells).map((cell) => ({ move: 'markCell', args: [cell] })),
  },
});
