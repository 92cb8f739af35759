import { defineGame, resultFromScores } from '@tabula/game-kit';
import { dealCards } from './deal';
import { flipCard } from './moves';
import { allMatched, flippableCells } from './rules';
import { settingsFrom, validateSettings } from './settings';
import type { MemoryState } from './types';
import { hiddenFaces, playerView } from './view';

/** The table before the deal: nothing secret, since boardgame.io sends the setup state to every client. */
export function initialState(setupData?: unknown): MemoryState {
  return { settings: settingsFrom(setupData), cells: [], faceUp: [], pairs: { '0': 0, '1': 0 }, lastTry: null, log: [] };
}

export const game = defineGame({
  name: 'memorymatch',
  minPlayers: 2,
  maxPlayers: 2,
  setup: (_context, setupData?: unknown) => initialState(setupData),
  validateSetupData: (setupData) => validateSettings(setupData),
  // Turning a card reads its face, which no client holds: only the server may run the move.
  moves: { flipCard: { move: flipCard, client: false } },
  phases: {
    // Holds nothing secret and ends at once; the cards are dealt as the next phase begins.
    start: { start: true, endIf: () => true, next: 'play' },
    play: {
      onBegin: ({ G, random }) => {
        G.cells = dealCards(random);
      },
    },
  },
  endIf: ({ G }) => (G.cells.length > 0 && allMatched(G) ? resultFromScores({ ...G.pairs }) : undefined),
  playerView: ({ G }) => playerView({ G }),
  secrets: (G) => hiddenFaces(G),
  // Face-down cards are hidden from every seat alike: one device needs no hand-over between players.
  sharedView: true,
  ai: {
    enumerate: (G, ctx, playerID) => {
      if (playerID !== ctx.currentPlayer || ctx.phase !== 'play') return [];
      return flippableCells(G).map((cell) => ({ move: 'flipCard', args: [cell] }));
    },
  },
});
