import { defineGame } from '@tabula/game-kit';
import { moveColumn } from './moves';
import { initialBoard, legalSteps, positionKey } from './rules';
import { settingsFrom, validateSettings } from './settings';
import type { BashniState, Seat } from './types';

export function initialState(setupData?: unknown): BashniState {
  const board = initialBoard();
  return {
    board,
    settings: settingsFrom(setupData),
    chain: null,
    lastMove: null,
    quietPlies: 0,
    positions: [positionKey(board, '0')],
    result: null,
    log: [],
  };
}

export const game = defineGame({
  name: 'bashni',
  minPlayers: 2,
  maxPlayers: 2,
  setup: (_context, setupData?: unknown) => initialState(setupData),
  validateSetupData: (setupData) => validateSettings(setupData),
  resignation: true,
  moves: { moveColumn },
  endIf: ({ G }) => G.result ?? undefined,
  ai: {
    enumerate: (G, ctx, playerID) => {
      if (G.result || playerID !== ctx.currentPlayer) return [];
      return legalSteps(G.board, playerID as Seat, G.settings, G.chain).map((s) => ({
        move: 'moveColumn',
        args: [s.from, s.to],
      }));
    },
  },
});
