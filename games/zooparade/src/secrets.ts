import type { Ctx, PlayerID } from 'boardgame.io';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import type { Card } from './cards';
import type { ZooParadeState } from './types';
import { seesHandOf } from './view';

/** Whether a value received holds the card: an object with its id and its animal or value. */
function holdsCard(received: unknown, id: number): boolean {
  if (Array.isArray(received)) return received.some((item) => holdsCard(item, id));
  if (typeof received !== 'object' || received === null) return false;
  const record = received as Record<string, unknown>;
  if (record.id === id && ('colour' in record || 'value' in record)) return true;
  return Object.values(record).some((child) => holdsCard(child, id));
}

/** A card a viewer must not receive, found by its id next to its animal or value. */
export function secretCard(card: Card): SecretMatcher {
  return {
    label: `Zoo Parade card #${card.id} (${card.colour}/${card.value})`,
    seenIn: (received) => holdsCard(received, card.id),
  };
}

/**
 * What a viewer must not receive: every card of the deck, and the cards of each hand it may not see
 * (its own; for a spectator, all of them) until the end. The deck's order is never sent.
 */
export function secretsFor(G: ZooParadeState, _ctx: Ctx, viewer: PlayerID | null): SecretMatcher[] {
  const hidden = G.seats.filter((seat) => !seesHandOf(G, viewer, seat)).flatMap((seat) => G.hands[seat] ?? []);
  return [...G.deck, ...hidden].map(secretCard);
}
