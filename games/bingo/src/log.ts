import type { PlayerID } from 'boardgame.io';
import { addLogLine } from '@tabula/game-kit';
import type { BingoState } from './types';

// The public log: every call, every claim and its result. Never a card or a mark.

export const logCall = (G: BingoState, number: number, letter: string) =>
  addLogLine(G, { key: 'called', values: { letter, number } });

export const logAllCalled = (G: BingoState) => addLogLine(G, { key: 'allCalled' });

/** A claim and its result; a winning claim names its line's numbers (the free centre left out). */
export function logClaim(G: BingoState, seat: PlayerID, won: boolean): void {
  if (won && G.winner) {
    const numbers = G.winner.numbers.filter((number) => number !== 0).join(', ');
    addLogLine(G, { key: 'claimWon', seat, values: { numbers } });
  } else addLogLine(G, { key: 'claimFailed', seat, values: { count: G.claimsLeft[seat] ?? 0 } });
}
