import type { Ctx, PlayerID } from 'boardgame.io';
import { seatsThatMayAct } from '@tabula/game-kit';
import { BASE_LETTERS } from './alphabet';
import { isDone, puzzleOf } from './puzzle';
import type { HangmanState, WordEntry } from './types';
import { SETTING_PHASE } from './view';

/**
 * Words random playouts and the leak harness set, per seat: long enough to be told apart from
 * anything else in a view, and never the same for both seats (a seat's own word is no leak).
 */
export const SAMPLE_ENTRIES: Record<string, WordEntry[]> = {
  '0': [
    { word: 'Quokka', hint: 'A small smiling marsupial' },
    { word: 'éclair', hint: '' },
  ],
  '1': [{ word: 'Straße' }, { word: 'rhythm', hint: 'What a drummer keeps' }],
};

export interface HangmanMove {
  move: 'setWord' | 'guessLetter';
  args: unknown[];
}

/**
 * The moves `playerID` may make now, for bots and random playouts: a sample word while its own is
 * unset, the letters it has not tried while it is the seat guessing, and nothing for a seat that
 * may not act (the seat waiting for the other to finish guessing).
 */
export function enumerate(
  G: HangmanState,
  ctx: Pick<Ctx, 'phase' | 'activePlayers' | 'currentPlayer' | 'gameover'>,
  playerID: PlayerID,
): HangmanMove[] {
  if (!seatsThatMayAct(ctx).includes(playerID)) return [];
  if (ctx.phase === SETTING_PHASE) {
    return G.puzzles[playerID] === null
      ? (SAMPLE_ENTRIES[playerID] ?? []).map((entry) => ({ move: 'setWord', args: [entry] }))
      : [];
  }
  const puzzle = puzzleOf(G, playerID);
  if (!puzzle || isDone(puzzle)) return [];
  return BASE_LETTERS.filter((letter) => !puzzle.guessed.includes(letter)).map((letter) => ({
    move: 'guessLetter',
    args: [letter],
  }));
}
