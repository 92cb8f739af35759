import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { openCode, scoreGuess } from './code';
import { logAttempt } from './log';
import { canGuess, canPlace } from './rules';
import type { BullsAndCowsState, SymbolIndex } from './types';

/** Puts a palette symbol into a slot of the guess being built (replacing what was there). */
export function placeSymbol({ G }: MoveContext<BullsAndCowsState>, slot: number, symbol: SymbolIndex) {
  if (!canPlace(G, slot, symbol)) return INVALID_MOVE;
  G.draft[slot] = symbol;
}

/**
 * Checks the draft against the code and records the hints. Runs on the server only: it reads
 * the code, which no client holds. The draft stays, so the next guess starts from it.
 */
export function guess({ G, playerID }: MoveContext<BullsAndCowsState>) {
  if (!canGuess(G) || G.secret === null) return INVALID_MOVE;
  const code = openCode(G.secret);
  const draft = G.draft as SymbolIndex[];
  const attempt = { guess: [...draft], hints: scoreGuess(code, draft) };
  G.attempts.push(attempt);
  logAttempt(G, playerID, attempt, code);
}
