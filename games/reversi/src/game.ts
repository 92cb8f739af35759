import { defineGame } from '@tabula/game-kit';
import { placeDisc } from './moves';
import { MAX_PLAYERS, MIN_PLAYERS, anyoneCanMove, colourOf, initialState, legalSquares, nextSeatToMove, resultOf } from './rules';

export const game = defineGame({
  name: 'reversi',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup: ({ ctx }) => initialState(ctx.numPlayers),
  moves: { placeDisc },
  turn: {
    minMoves: 1,
    maxMoves: 1,
    // A seat with no legal placement is passed over. Under this variant's rule (place next to any
    // disc when nothing can be captured) that only happens once the board is full, which ends the game.
    order: {
      first: () => 0,
      next: ({ G, ctx }) => {
        const seat = nextSeatToMove(G, ctx.currentPlayer);
        return seat === null ? (ctx.playOrderPos + 1) % ctx.numPlayers : ctx.playOrder.indexOf(seat);
      },
    },
  },
  endIf: ({ G }) => (anyoneCanMove(G) ? undefined : resultOf(G)),
  ai: {
    enumerate: (G, ctx, playerID) => {
      if (ctx.gameover !== undefined || playerID !== ctx.currentPlayer) return [];
      return legalSquares(G.cells, colourOf(playerID)).map((cell) => ({ move: 'placeDisc', args: [cell] }));
    },
  },
});
