import type { Ctx, PlayerID } from 'boardgame.io';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import type { Placement, SoupState } from './types';

/**
 * What every seat and every spectator sees, all alike: the letters, the word list and the found
 * words, without where the unfound words lie, until the game is over.
 */
export function playerView({ G, ctx }: { G: SoupState; ctx: Pick<Ctx, 'gameover'>; playerID?: PlayerID | null }): SoupState {
  return ctx.gameover === undefined ? { ...G, hidden: [] } : G;
}

const sorted = (cells: readonly number[]) => [...cells].sort((a, b) => a - b);

const sameCells = (value: unknown, cells: readonly number[]) =>
  Array.isArray(value) &&
  value.length === cells.length &&
  value.every((cell) => typeof cell === 'number') &&
  sorted(value).every((cell, i) => cell === cells[i]);

/** Whether the cells of a placement, in any order, appear as a list anywhere in `received`. */
function containsCells(received: unknown, cells: readonly number[]): boolean {
  const wanted = sorted(cells);
  const search = (value: unknown): boolean => {
    if (sameCells(value, wanted)) return true;
    if (value === null || typeof value !== 'object') return false;
    return Object.values(value).some(search);
  };
  return search(received);
}

export const placementSecret = (placement: Placement): SecretMatcher => ({
  label: `${placement.word} at ${placement.cells.join(',')}`,
  seenIn: (received) => containsCells(received, placement.cells),
});

/** What no viewer may receive while the game goes on: the cells of every unfound word. */
export function secrets(G: SoupState, ctx: Pick<Ctx, 'gameover'>): SecretMatcher[] {
  return ctx.gameover === undefined ? G.hidden.map(placementSecret) : [];
}
