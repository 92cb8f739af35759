import type { Ctx } from 'boardgame.io';
import { defineGame, withTurnClock } from '@tabula/game-kit';
import { buildPuzzle } from './generate';
import { claim, pass, timeOut } from './moves';
import { resultOf } from './result';
import { claimOf, isBuilt, isFinished, PLAY_PHASE, START_PHASE } from './rules';
import { settingsFrom, validateSettings } from './settings';
import type { SoupState } from './types';
import { playerView, secrets } from './view';
import { gridWordsFor } from './words';

/** Time for each turn. */
export const TURN_LIMIT_MS = 20_000;

const zeroPerSeat = (numPlayers: number) =>
  Object.fromEntries(Array.from({ length: numPlayers }, (_, seat) => [String(seat), 0]));

/** The table before the grid is built: nothing secret, since boardgame.io sends the setup state to every client. */
export function initialState(numPlayers: number, setupData?: unknown): SoupState {
  return {
    settings: settingsFrom(setupData),
    size: 0,
    letters: '',
    words: [],
    hidden: [],
    found: [],
    scores: zeroPerSeat(numPlayers),
    turnsWithoutFind: zeroPerSeat(numPlayers),
    lastTurn: null,
    log: [],
  };
}

const rules = defineGame({
  name: 'soupofletters',
  minPlayers: 2,
  maxPlayers: 4,
  setup: ({ ctx }: { ctx: Ctx }, setupData?: unknown): SoupState => initialState(ctx.numPlayers, setupData),
  validateSetupData: (setupData) => validateSettings(setupData),
  moves: {},
  phases: {
    // Holds nothing secret and ends at once; the grid is built as the next phase begins.
    [START_PHASE]: { start: true, endIf: () => true, next: PLAY_PHASE },
    [PLAY_PHASE]: {
      onBegin: ({ G, ctx, random }) => {
        const puzzle = buildPuzzle(gridWordsFor(G.settings.language), ctx.numPlayers, () => random.Number());
        G.size = puzzle.size;
        G.letters = puzzle.letters;
        G.words = puzzle.placements.map((placement) => placement.word).sort();
        G.hidden = puzzle.placements;
      },
      // Checking a claim reads where the words lie, which no client holds: only the server runs it.
      moves: { claim: { move: claim, client: false }, pass, timeOut },
    },
  },
  endIf: ({ G, ctx }) => {
    if (!isBuilt(G) || !isFinished(G, ctx)) return undefined;
    return resultOf(G, ctx);
  },
  playerView: ({ G, ctx }) => playerView({ G, ctx }),
  secrets: (G, ctx) => secrets(G, ctx),
  // The unfound words are hidden from every seat alike: one device needs no hand-over between players.
  sharedView: true,
  resignation: true,
  ai: {
    enumerate: (G, ctx, playerID) => {
      if (ctx.phase !== PLAY_PHASE || playerID !== ctx.currentPlayer) return [];
      const claims = G.hidden
        .filter((placement) => claimOf(G, placement.cells) === placement)
        .map((placement) => ({ move: 'claim', args: [{ cells: placement.cells }] }));
      return [...claims, { move: 'pass', args: [] }, { move: 'timeOut', args: [ctx.turn] }];
    },
  },
});

/**
 * The rules with a 20-second clock on every turn: the game server makes the `timeOut` move for a
 * seat whose time runs out (on one device, the board does).
 */
export const game = withTurnClock<SoupState, typeof rules>(rules, {
  limitMs: TURN_LIMIT_MS,
  onTimeout: (_G, ctx) => ({ move: 'timeOut', args: [ctx.turn] }),
});
