import { defineGame, type GameResult } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import { logDealt } from './log';
import { MOVES } from './moves';
import { secretsFor } from './secrets';
import { settingsFrom, validateSettings } from './settings';
import { dealTable, MAX_TREATS, PERFECT_SCORE, START_LIVES, scoreOf } from './table';
import type { ZooParadeState } from './types';
import { playerView } from './view';

/** The end for everyone alike: every seat scores the team's piles. */
function resultOf(G: ZooParadeState): GameResult {
  const score = scoreOf(G.piles);
  const scores = Object.fromEntries(G.seats.map((seat) => [seat, score]));
  if (G.lives === 0) return { winners: [], reason: 'outOfLives', scores };
  if (score === PERFECT_SCORE) return { winners: [...G.seats], reason: 'perfect', scores };
  return { draw: true, reason: 'finalRound', scores };
}

export const game = defineGame({
  name: 'zooparade',
  minPlayers: 2,
  maxPlayers: 5,
  validateSetupData: (setupData) => validateSettings(setupData),
  setup: ({ ctx }, setupData): ZooParadeState => {
    const seats = [...ctx.playOrder];
    // Nothing is dealt here: the first phase's state goes out unfiltered; the deal comes in the next phase.
    return {
      settings: settingsFrom(setupData),
      seats,
      deck: [],
      hands: Object.fromEntries(seats.map((seat) => [seat, []])),
      piles: [0, 0, 0, 0, 0],
      trash: [],
      treats: MAX_TREATS,
      lives: START_LIVES,
      finalTurnsLeft: null,
      clues: [],
      lastAction: null,
      dealt: false,
      finished: false,
      log: [],
    };
  },
  moves: MOVES,
  // One action a turn, in seat order from seat 0.
  turn: { minMoves: 1, maxMoves: 1 },
  phases: {
    start: { start: true, endIf: () => true, next: 'play' },
    play: {
      onBegin: ({ G, random }) => {
        if (G.dealt) return;
        dealTable(G, random);
        logDealt(G);
      },
      moves: MOVES,
    },
  },
  endIf: ({ G }) => (G.finished ? resultOf(G) : undefined),
  playerView,
  secrets: secretsFor,
  ai: { enumerate: enumerateMoves },
});
