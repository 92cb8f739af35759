import { Stage } from 'boardgame.io/core';
import { answerMove, defineGame, type GameResult } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/random';
import { randomFleet, shipsOf } from './fleet';
import { fire, placeFleet } from './moves';
import { BATTLE_PHASE, fleetSunk, isSeat, opponentOf, PLACEMENT_PHASE, SEATS, untriedCells } from './rules';
import { secretsFor } from './secrets';
import type { SeaBattleState, Seat, Ship } from './types';
import { playerView } from './view';

/**
 * The fleets `ai.enumerate` offers a seat that is placing: a listing of every fleet is out of reach,
 * so a few legal ones, fixed per seat (random playouts and the leak harness stay seeded). The
 * computer player draws its own fleet from its random source.
 */
const SAMPLE_FLEETS: Record<Seat, Ship[][]> = {
  '0': [1, 2, 3].map((seed) => shipsOf(randomFleet(seededRandom(seed)))!),
  '1': [4, 5, 6].map((seed) => shipsOf(randomFleet(seededRandom(seed)))!),
};

/** Nothing secret here: the fleets arrive by a move. */
export function initialState(): SeaBattleState {
  return { fleets: { '0': [], '1': [] }, placed: { '0': false, '1': false }, shots: [], sunk: { '0': [], '1': [] }, log: [] };
}

export function result(G: SeaBattleState): GameResult | undefined {
  const loser = SEATS.find((seat) => fleetSunk(G, seat));
  return loser ? { winner: opponentOf(loser) } : undefined;
}

export const game = defineGame({
  name: 'seabattle',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => initialState(),
  moves: {},
  phases: {
    [PLACEMENT_PHASE]: {
      start: true,
      turn: {
        // Both seats place at the same time, once each: every turn lets the seats still placing act.
        order: {
          first: () => 0,
          next: ({ G }) =>
            Math.max(
              0,
              SEATS.findIndex((seat) => !G.placed[seat]),
            ),
        },
        onBegin: ({ G, events }) => {
          const placing = SEATS.filter((seat) => !G.placed[seat]);
          events.setActivePlayers({ value: Object.fromEntries(placing.map((seat) => [seat, Stage.NULL])), maxMoves: 1 });
        },
      },
      moves: { placeFleet: answerMove(placeFleet, { redact: true }) },
      endIf: ({ G }) => SEATS.every((seat) => G.placed[seat]),
      next: BATTLE_PHASE,
    },
    [BATTLE_PHASE]: {
      // Seat 0 fires first, then the seats take turns, one shot each, whatever it hits.
      turn: { order: { first: () => 0, next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers } },
      // A shot reads the opponent's fleet, which no client holds: only the server may run it.
      moves: { fire: { move: fire, client: false } },
    },
  },
  endIf: ({ G }) => result(G),
  playerView,
  secrets: secretsFor,
  resignation: true,
  ai: {
    enumerate: (G, ctx, playerID) => {
      if (!isSeat(playerID) || ctx.gameover !== undefined) return [];
      if (ctx.phase === PLACEMENT_PHASE) {
        const placing = !G.placed[playerID] && ctx.activePlayers != null && playerID in ctx.activePlayers;
        return placing ? SAMPLE_FLEETS[playerID].map((ships) => ({ move: 'placeFleet', args: [ships] })) : [];
      }
      if (ctx.phase !== BATTLE_PHASE || playerID !== ctx.currentPlayer) return [];
      return untriedCells(G, playerID).map((cell) => ({ move: 'fire', args: [cell] }));
    },
  },
});
