import type { PlayerID } from 'boardgame.io';
import { addLogLine } from '@tabula/game-kit';
import { isBroken } from './rules';
import { PALETTE } from './symbols';
import type { Attempt, BullsAndCowsState, SymbolIndex } from './types';

/** A code as the pegs show it, by their letters: "A D F B". */
export const codeLetters = (code: readonly SymbolIndex[]): string => code.map((symbol) => PALETTE[symbol]!.letter).join(' ');

/** "The computer has hidden a code of 4 pegs": that there is one, never which. */
export function logCodeHidden(G: BullsAndCowsState): void {
  addLogLine(G, { key: 'codeHidden', values: { count: G.settings.secretLength } });
}

/**
 * "Ana guessed A B C D: bulls 1, cows 2", then, when that guess ends the game, how: the code
 * broken (it is the guess just named) or the attempts spent and the code, which every view then
 * shows.
 */
export function logAttempt(G: BullsAndCowsState, seat: PlayerID, attempt: Attempt, code: readonly SymbolIndex[]): void {
  const { bulls, cows } = attempt.hints;
  addLogLine(G, { key: 'guessed', seat, values: { code: codeLetters(attempt.guess), bulls, cows } });
  if (isBroken(G)) addLogLine(G, { key: 'broken', seat, values: { count: G.attempts.length } });
  else if (G.attempts.length >= G.settings.limitOfAttempts)
    addLogLine(G, { key: 'outOfAttempts', values: { code: codeLetters(code) } });
}
