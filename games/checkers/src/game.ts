import { defineGame } from '@tabula/game-kit';
import { movePiece } from './moves';
import { initialBoard, legalSteps } from './rules';
import { settingsFrom, validateSettings } from './settings';
import type { CheckersState, Seat } from './types';

export function initialState(setupData?: unknown): CheckersState {
  const settings = settingsFrom(setupData);
  return {
    board: initialBoard(settings.piecesPerPlayer),
    settings,
    chain: null,
    lastMove: null,
    quietPlies: 0,
    result: null,
    log: [],
  };
}

export const game = defineGame({
  name: 'checkers',
  minPlayers: 2,
  maxPlayers: 2,
  setup: (_context, setupData?: unknown) => initialState(setupData),
  validateSetupData: (setupData) => validateSettings(setupData),
  resignation: true,
  moves: { movePiece },
  endIf: ({ G }) => G.result ?? undefined,
  ai: {
    enumerate: (G, ctx, playerID) => {
      if (G.result || playerID !== ctx.currentPlayer) return [];
      return legalSteps(G.board, playerID as Seat, G.settings, G.chain).map((s) => ({ move: 'movePiece', args: [s.from, s.to] }));
    },
  },
});
