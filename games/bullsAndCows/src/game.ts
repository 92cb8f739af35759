import { defineGame, type GameResult } from '@tabula/game-kit';
import { drawCode, sealCode } from './code';
import { logCodeHidden } from './log';
import { guess, placeSymbol } from './moves';
import { attemptsLeft, canGuess, canPlace, isBroken } from './rules';
import { settingsFrom, validateSettings } from './settings';
import type { BullsAndCowsState, SymbolIndex } from './types';
import { hiddenCode, playerView } from './view';

/** Reasons a game ends, the keys of `reasons.<reason>` in the locale files. */
export const REASONS = { broken: 'codeBroken', outOfAttempts: 'outOfAttempts' } as const;

/** The table before the code is drawn: nothing secret, since boardgame.io sends the setup state to every client. */
export function initialState(setupData?: unknown): BullsAndCowsState {
  const settings = settingsFrom(setupData);
  return { settings, draft: Array.from({ length: settings.secretLength }, () => null), attempts: [], secret: null, log: [] };
}

/** Keeps the code drawn (or a test's) for the server, and logs that there is one. */
export function hideCode(G: BullsAndCowsState, code: SymbolIndex[]): void {
  G.secret = sealCode(code);
  logCodeHidden(G);
}

export function result(G: BullsAndCowsState): GameResult | undefined {
  if (isBroken(G)) return { winner: '0', reason: REASONS.broken };
  if (attemptsLeft(G) <= 0) return { winners: [], reason: REASONS.outOfAttempts };
  return undefined;
}

/**
 * One seat, the code-breaker; the computer is the game itself, which draws the code from the
 * cryptographic random source as the play phase begins and scores every guess on the server.
 */
export const game = defineGame({
  name: 'bullsAndCows',
  minPlayers: 1,
  maxPlayers: 1,
  setup: (_context, setupData?: unknown) => initialState(setupData),
  validateSetupData: (setupData) => validateSettings(setupData),
  moves: {
    placeSymbol,
    // Scoring reads the code, which no client holds: only the server may run it.
    guess: { move: guess, client: false },
  },
  phases: {
    // Holds nothing secret and ends at once; the code is drawn as the next phase begins.
    start: { start: true, endIf: () => true, next: 'play' },
    play: {
      onBegin: ({ G, random }) => {
        const { secretLength, totalOfColours, allowToRepeat } = G.settings;
        hideCode(G, drawCode(random, secretLength, totalOfColours, allowToRepeat));
      },
    },
  },
  endIf: ({ G }) => result(G),
  playerView: ({ G, ctx }) => playerView({ G, ctx }),
  secrets: (G, ctx) => hiddenCode(G, ctx),
  ai: {
    enumerate: (G, ctx, playerID) => {
      if (playerID !== ctx.currentPlayer || ctx.phase !== 'play') return [];
      const places = G.draft.flatMap((_, slot) =>
        Array.from({ length: G.settings.totalOfColours }, (_unused, symbol) => symbol)
          .filter((symbol) => canPlace(G, slot, symbol))
          .map((symbol) => ({ move: 'placeSymbol', args: [slot, symbol] })),
      );
      return canGuess(G) ? [...places, { move: 'guess', args: [] }] : places;
    },
  },
});
