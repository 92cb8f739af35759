import type { BullsAndCowsState, SymbolIndex } from './types';

type Table = Pick<BullsAndCowsState, 'settings' | 'draft' | 'attempts'>;

export function isSlot(G: Table, slot: unknown): slot is number {
  return Number.isInteger(slot) && (slot as number) >= 0 && (slot as number) < G.settings.secretLength;
}

export function isSymbol(G: Table, symbol: unknown): symbol is SymbolIndex {
  return Number.isInteger(symbol) && (symbol as number) >= 0 && (symbol as number) < G.settings.totalOfColours;
}

export function isBroken(G: Pick<BullsAndCowsState, 'attempts' | 'settings'>): boolean {
  return G.attempts.some((attempt) => attempt.hints.bulls === G.settings.secretLength);
}

export function attemptsLeft(G: Table): number {
  return G.settings.limitOfAttempts - G.attempts.length;
}

/** The game is on: not broken and attempts left. One rule for the moves, the board and ai.enumerate. */
export function inPlay(G: Table): boolean {
  return !isBroken(G) && attemptsLeft(G) > 0;
}

/**
 * The number (1, 2, ...) of the earlier attempt the draft repeats, or 0 when it is new. An
 * identical guess would only cost an attempt and tell nothing new, so it is refused.
 */
export function repeatedAttempt(G: Pick<BullsAndCowsState, 'draft' | 'attempts'>): number {
  const index = G.attempts.findIndex(
    ({ guess }) => guess.length === G.draft.length && guess.every((symbol, slot) => G.draft[slot] === symbol),
  );
  return index + 1;
}

/** Whether the draft may be checked: the game is on, every slot holds a symbol and no earlier guess was the same. */
export function canGuess(G: Table): boolean {
  return (
    inPlay(G) &&
    G.draft.length === G.settings.secretLength &&
    G.draft.every((symbol) => symbol !== null) &&
    repeatedAttempt(G) === 0
  );
}

/** Whether `symbol` may go into `slot` now (a symbol already there is a no-op, not a move). */
export function canPlace(G: Table, slot: unknown, symbol: unknown): boolean {
  return inPlay(G) && isSlot(G, slot) && isSymbol(G, symbol) && G.draft[slot] !== symbol;
}
