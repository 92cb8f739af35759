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

/** Whether the draft may be checked: the game is on and every slot holds a symbol. */
export function canGuess(G: Table): boolean {
  return inPlay(G) && G.draft.length === G.settings.secretLength && G.draft.every((symbol) => symbol !== null);
}

/** Whether `symbol` may go into `slot` now (a symbol already there is a no-op, not a move). */
export function canPlace(G: Table, slot: unknown, symbol: unknown): boolean {
  return inPlay(G) && isSlot(G, slot) && isSymbol(G, symbol) && G.draft[slot] !== symbol;
}
