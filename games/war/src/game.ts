import { serverOnly, seatToActTurn } from '@tabula/cards';
import { defineGame } from '@tabula/game-kit';
import { dealPiles, emptyState } from './deal';
import { flip, mayFlip } from './moves';
import { PLAY_PHASE, START_PHASE } from './phases';
import { secrets } from './secrets';
import type { WarState } from './types';
import { playerView } from './view';

export const game = defineGame({
  name: 'war',
  minPlayers: 2,
  maxPlayers: 2,
  // Nothing is dealt here: the setup goes out as boardgame.io's initial state.
  setup: (): WarState => emptyState(),
  // Turning a card reads a pile no client holds: only the server runs the move.
  moves: { flip: serverOnly(flip) },
  phases: {
    [START_PHASE]: { start: true, endIf: () => true, next: PLAY_PHASE },
    [PLAY_PHASE]: {
      onBegin: ({ G, random }) => dealPiles(G, random),
      turn: seatToActTurn<WarState>(),
    },
  },
  endIf: ({ G }) => G.result ?? undefined,
  playerView: ({ G }) => playerView(G),
  secrets,
  // The piles are hidden from every seat alike: one device needs no hand-over between players.
  sharedView: true,
  ai: {
    enumerate: (G, ctx, playerID) => (mayFlip(G, ctx.phase, playerID) ? [{ move: 'flip', args: [] }] : []),
  },
});
