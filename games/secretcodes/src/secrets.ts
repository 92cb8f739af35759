import type { Ctx, PlayerID } from 'boardgame.io';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import { GRID_SIZE } from './deal';
import type { Agent, SecretCodesState } from './types';
import { seesKey } from './view';

/** Whether `received` holds, anywhere, a grid-sized list with `agent` at `card` (a key, or a copy of it). */
function keyEntrySeenIn(received: unknown, card: number, agent: Agent): boolean {
  if (Array.isArray(received)) {
    if (received.length === GRID_SIZE && received[card] === agent) return true;
    return received.some((item) => keyEntrySeenIn(item, card, agent));
  }
  if (typeof received === 'object' && received !== null) {
    return Object.values(received).some((value) => keyEntrySeenIn(value, card, agent));
  }
  return false;
}

/**
 * What a viewer who may not see the key must not receive: what each unrevealed card is. A colour
 * is a short common string, so each is a matcher looking for it at the card's place in a grid-sized list.
 */
export function secretsFor(G: SecretCodesState, ctx: Ctx, viewer: PlayerID | null): SecretMatcher[] {
  if (G.key === null || seesKey(G, ctx, viewer)) return [];
  return G.key.flatMap((agent, card) =>
    G.revealed[card] !== null
      ? []
      : [
          {
            label: `card ${card} (${G.words[card]}) is ${agent}`,
            seenIn: (received: unknown) => keyEntrySeenIn(received, card, agent),
          },
        ],
  );
}
