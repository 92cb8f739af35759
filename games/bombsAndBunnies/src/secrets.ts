import type { Ctx, PlayerID } from 'boardgame.io';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import type { BombsAndBunniesState, CardKind } from './types';

const KINDS: readonly CardKind[] = ['bunny', 'bomb'];
const isKind = (value: unknown): value is CardKind => (KINDS as readonly unknown[]).includes(value);

/** Walks every object and array of a received value. */
function visit(value: unknown, at: (node: object) => void): void {
  if (typeof value !== 'object' || value === null) return;
  at(value);
  for (const child of Object.values(value)) visit(child, at);
}

/** Another seat's cards, listed under its seat id (its hand, its stack or its lost cards). */
function cardsListedFor(seats: PlayerID[], viewer: PlayerID | null): SecretMatcher {
  const others = seats.filter((seat) => seat !== viewer);
  return {
    label: `cards of another seat than ${viewer ?? 'a spectator'}`,
    seenIn: (received) => {
      let seen = false;
      visit(received, (node) => {
        if (Array.isArray(node)) return;
        for (const seat of others) {
          const cards = (node as Record<string, unknown>)[seat];
          if (Array.isArray(cards) && cards.length > 0 && cards.every(isKind)) seen = true;
        }
      });
      return seen;
    },
  };
}

/**
 * More cards of a kind than the viewer may know of: its own (in hand, on its stack, lost) and the
 * flipped ones (this round's and the last round's, each told twice at most: as a flip and on its
 * owner's own stack). A kind named anywhere else tells something about a hidden card.
 */
function kindCount(G: BombsAndBunniesState, viewer: PlayerID | null, kind: CardKind): SecretMatcher {
  const own = viewer === null ? [] : [...(G.hands[viewer] ?? []), ...(G.stacks[viewer] ?? []), ...(G.lost[viewer] ?? [])];
  const flips = [...G.flips, ...(G.lastOutcome?.flips ?? [])];
  const allowed = own.filter((card) => card === kind).length + flips.filter((flip) => flip.kind === kind).length;
  return {
    label: `more than ${allowed} ${kind} cards named to ${viewer ?? 'a spectator'}`,
    seenIn: (received) => {
      let count = 0;
      visit(received, (node) => {
        for (const child of Object.values(node)) if (child === kind) count += 1;
      });
      return count > allowed;
    },
  };
}

/** What a viewer must not receive: any other seat's cards, and any card named beyond what it may know. */
export function secretsFor(G: BombsAndBunniesState, _ctx: Ctx, viewer: PlayerID | null): SecretMatcher[] {
  return [cardsListedFor(G.seats, viewer), ...KINDS.map((kind) => kindCount(G, viewer, kind))];
}
