import { defineGame } from '@tabula/game-kit';
import { movePiece, placePiece } from './moves';
import { asSeat, initialState, legalActions } from './rules';

export const game = defineGame({
  name: 'rota',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => initialState(),
  moves: { placePiece, movePiece },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => G.result ?? undefined,
  ai: {
    enumerate: (G, ctx, playerID) => {
      const seat = asSeat(playerID);
      if (seat === null || G.result !== null || playerID !== ctx.currentPlayer) return [];
      return legalActions(G.points, seat);
    },
  },
});
