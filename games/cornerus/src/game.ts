import { defineGame } from '@tabula/game-kit';
import { endColour, placePiece } from './moves';
import { currentSlot, initialState, isOver, legalPlacementsFor, resultOf } from './rules';

export const game = defineGame({
  name: 'cornerus',
  minPlayers: 2,
  maxPlayers: 4,
  setup: () => initialState(),
  moves: { placePiece, endColour },
  // One colour turn per boardgame.io turn; the seat playing it follows the colour cycle (turnOrder.ts).
  turn: {
    minMoves: 1,
    maxMoves: 1,
    order: {
      first: ({ G, ctx }) => Number(currentSlot(G, ctx.numPlayers).seat),
      next: ({ G, ctx }) => Number(currentSlot(G, ctx.numPlayers).seat),
    },
  },
  endIf: ({ G, ctx }) => resultOf(G, ctx.numPlayers),
  sharedView: true,
  ai: {
    // Placements only: ending a colour by choice is a way out, like resigning, never a search move.
    enumerate: (G, ctx, playerID) => {
      if (isOver(G)) return [];
      const slot = currentSlot(G, ctx.numPlayers);
      if (slot.seat !== playerID || playerID !== ctx.currentPlayer) return [];
      return legalPlacementsFor(G, slot.colour).map(({ piece, orientation, x, y }) => ({
        move: 'placePiece',
        args: [piece, orientation, x, y],
      }));
    },
  },
});
