import type { SecretMatcher } from '@tabula/game-kit/testing';
import { DECKS, cardOf, type CardId, type DeckName } from '../deck';
import { isCardKey } from '../rules/cardKeys';

/**
 * The card numbers found beneath card-bearing keys (by any ancestor key, since boardgame.io wraps a
 * state in `{ G }` and a move's arguments in `{ action: { payload: { args } } }`). A JSON patch
 * operation (`{ op, path: '/G/hands/1/-', value }`, boardgame.io's 'patch' messages) counts its
 * path's segments as ancestors of its value.
 */
function cardNumbersIn(received: unknown): Set<number> {
  const found = new Set<number>();
  const walk = (value: unknown, underCardKey: boolean): void => {
    if (typeof value === 'number') {
      if (underCardKey) found.add(value);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, underCardKey);
      return;
    }
    const record = value as Record<string, unknown>;
    const patchPath = typeof record.op === 'string' && typeof record.path === 'string' ? record.path : undefined;
    const patchUnderCardKey = underCardKey || (patchPath?.split('/').some(isCardKey) ?? false);
    for (const [key, child] of Object.entries(record)) {
      walk(child, key === 'value' && patchPath !== undefined ? patchUnderCardKey : underCardKey || isCardKey(key));
    }
  };
  walk(received, false);
  return found;
}

// Matchers made by `secretCardNumber` share one walk per received value: a game with many secret
// cards (Take 6!'s up to 90 at two seats) would otherwise walk every message once per card.
const walked = new WeakMap<object, Set<number>>();
function cardNumbersOnce(received: unknown): Set<number> {
  if (typeof received !== 'object' || received === null) return cardNumbersIn(received);
  let found = walked.get(received);
  if (found === undefined) {
    found = cardNumbersIn(received);
    walked.set(received, found);
  }
  return found;
}

/**
 * A secret card for a game's `secrets`: found when its id appears anywhere beneath a card-bearing
 * key (`hands`, `card`, `stock`, `trumpCard`..., see `CARD_KEYS`) of what a viewer received, never
 * as a count (`handCounts`), a turn or a state id. Reported as "french32 #5 (Q of clubs)".
 */
export function secretCard(id: CardId, deckName: DeckName): SecretMatcher {
  const card = cardOf(DECKS[deckName], id);
  const copy = card.copy > 0 ? `, copy ${card.copy + 1}` : '';
  return {
    label: `${deckName} #${id} (${card.rank} of ${card.suit}${copy})`,
    seenIn: (received) => cardNumbersIn(received).has(id),
  };
}

/** One matcher per card: `secrets: (G, ctx, viewer) => secretCards(cardsHiddenFrom(G, viewer), 'french32')`. */
export function secretCards(ids: readonly CardId[], deckName: DeckName): SecretMatcher[] {
  return ids.map((id) => secretCard(id, deckName));
}

/**
 * A secret card of a game whose cards are plain numbers rather than one of `DECKS` (Take 6!'s 1 to
 * 104): found as `secretCard` finds its id, reported by `label`.
 */
export function secretCardNumber(card: number, label: string): SecretMatcher {
  return { label, seenIn: (received) => cardNumbersOnce(received).has(card) };
}
