import { defineGame } from '@tabula/game-kit';
import { movePiece } from './moves';
import { initialState, legalMovesOf } from './rules/play';
import { gameResult } from './rules/status';

export const game = defineGame({
  name: 'chess',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => initialState(),
  resignation: true,
  moves: { movePiece },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => gameResult(G.fen, G.positions),
  ai: {
    enumerate: (G, ctx, playerID) => {
      const toMove = G.fen.split(' ')[1] === 'w' ? '0' : '1';
      if (playerID !== toMove || playerID !== ctx.currentPlayer) return [];
      return legalMovesOf(G.fen).map((m) => ({
        move: 'movePiece',
        args: m.promotion ? [m.from, m.to, m.promotion] : [m.from, m.to],
      }));
    },
  },
});
