import { defineGame } from '@tabula/game-kit';
import { movePiece, placePiece, removePiece } from './moves';
import { asSeat, initialState, legalActions } from './rules';

export const game = defineGame({
  name: 'ninemensmorris',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => initialState(),
  resignation: true,
  moves: { placePiece, movePiece, removePiece },
  endIf: ({ G }) => G.result ?? undefined,
  ai: {
    enumerate: (G, ctx, playerID) => {
      const seat = asSeat(playerID);
      if (seat === null || G.result !== null || playerID !== ctx.currentPlayer) return [];
      return legalActions(G, seat);
    },
  },
});
