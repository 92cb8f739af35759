import { ActivePlayers } from 'boardgame.io/core';
import { answerMove, defineGame, resultFromScores } from '@tabula/game-kit';
import { guessLetter, setWord } from './moves';
import { enumerate } from './enumerate';
import { isDone, puzzleOf, scoreOf, SEATS } from './puzzle';
import type { HangmanState } from './types';
import { GUESSING_PHASE, playerView, secrets, SETTING_PHASE } from './view';

export const game = defineGame({
  name: 'hangman',
  minPlayers: 2,
  maxPlayers: 2,
  // Nothing secret here or in the first phase's state: the words arrive by a move.
  setup: (): HangmanState => ({ puzzles: { '0': null, '1': null }, log: [] }),
  moves: {},
  phases: {
    [SETTING_PHASE]: {
      start: true,
      // Both seats set their words at the same time, once each.
      turn: { activePlayers: ActivePlayers.ALL_ONCE },
      moves: { setWord: answerMove(setWord, { redact: true }) },
      endIf: ({ G }) => SEATS.every((seat) => G.puzzles[seat] !== null),
      next: GUESSING_PHASE,
    },
    [GUESSING_PHASE]: {
      // Seat 0 guesses first, all the way, then seat 1.
      turn: { order: { first: () => 0, next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers } },
      // Only the server knows the word a guess is checked against.
      moves: { guessLetter: { move: guessLetter, client: false } },
    },
  },
  endIf: ({ G }) => {
    const puzzles = SEATS.map((seat) => puzzleOf(G, seat));
    if (!puzzles.every((puzzle) => puzzle !== null && isDone(puzzle))) return undefined;
    return resultFromScores(Object.fromEntries(SEATS.map((seat) => [seat, scoreOf(puzzleOf(G, seat)!)])));
  },
  playerView,
  secrets,
  ai: { enumerate: (G, ctx, playerID) => enumerate(G, ctx, playerID) },
});
