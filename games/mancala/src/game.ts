import { defineGame, resultFromScores } from '@tabula/game-kit';
import { initialHoles, SEATS, seedsOnSide, storeHole } from './holes';
import { sowPit } from './moves';
import { legalPits } from './sowing';
import type { MancalaState } from './types';

export function initialState(): MancalaState {
  return { holes: initialHoles(), toMove: '0', lastMove: null, log: [] };
}

/** Once one side's pits are empty (the sowing has swept the rest into the stores), the fuller store wins. */
export function mancalaResult(G: MancalaState) {
  if (!SEATS.some((seat) => seedsOnSide(G.holes, seat) === 0)) return undefined;
  return resultFromScores({ '0': G.holes[storeHole('0')]!, '1': G.holes[storeHole('1')]! });
}

export const game = defineGame({
  name: 'mancala',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => initialState(),
  moves: { sowPit },
  turn: {
    minMoves: 1,
    maxMoves: 1,
    // Each sowing is a turn of its own; after an extra turn the same seat has the next one.
    order: { first: () => 0, next: ({ G }) => Number(G.toMove) },
  },
  endIf: ({ G }) => mancalaResult(G),
  ai: {
    enumerate: (G, ctx, playerID) => {
      if (playerID !== G.toMove || playerID !== ctx.currentPlayer) return [];
      return legalPits(G.holes, G.toMove).map((pit) => ({ move: 'sowPit', args: [pit] }));
    },
  },
});
