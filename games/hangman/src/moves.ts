import { INVALID_MOVE } from 'boardgame.io/core';
import { addLogLine, type MoveContext } from '@tabula/game-kit';
import { normaliseGuess, normaliseHint, normaliseWord } from './alphabet';
import { applyGuess, isDone, isSolved, newPuzzle, puzzleOf } from './puzzle';
import type { HangmanState, Puzzle, WordEntry } from './types';

/** A seat sets its secret word and optional hint, once; checked and normalised here, on the server too. */
export function setWord({ G, playerID }: MoveContext<HangmanState>, entry: WordEntry) {
  if (G.puzzles[playerID] !== null || typeof entry !== 'object' || entry === null) return INVALID_MOVE;
  const word = normaliseWord(entry.word);
  const hint = normaliseHint(entry.hint);
  if (word === null || hint === null) return INVALID_MOVE;
  G.puzzles[playerID] = newPuzzle(word, hint);
  addLogLine(G, { key: 'wordChosen', seat: playerID });
}

/**
 * The guesser names a base letter: every position of it (accents ignored) is revealed, or it is a
 * mistake. A letter tried before is refused. The turn passes once the guesser is done.
 */
export function guessLetter({ G, playerID, events }: MoveContext<HangmanState>, letter: string) {
  const puzzle = puzzleOf(G, playerID);
  const guess = normaliseGuess(letter);
  if (puzzle === null || puzzle.word === null || guess === null) return INVALID_MOVE;
  if (isDone(puzzle) || puzzle.guessed.includes(guess)) return INVALID_MOVE;
  const foundBefore = foundPositions(puzzle);
  applyGuess(puzzle as typeof puzzle & { word: string }, guess);
  const found = foundPositions(puzzle) - foundBefore;
  const shown = guess.toUpperCase();
  addLogLine(
    G,
    found > 0
      ? { key: 'letterFound', seat: playerID, values: { letter: shown, count: found } }
      : { key: 'letterMissed', seat: playerID, values: { letter: shown } },
  );
  if (!isDone(puzzle)) return;
  // Done, the word reaches the guesser and every spectator (the setter knows it): it is public now.
  addLogLine(G, {
    key: isSolved(puzzle) ? 'solved' : 'hanged',
    seat: playerID,
    values: { word: puzzle.word.toLocaleUpperCase() },
  });
  events.endTurn();
}

const foundPositions = (puzzle: Puzzle) => puzzle.revealed.filter((letter) => letter !== null).length;
