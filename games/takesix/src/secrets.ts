import type { Ctx, PlayerID } from 'boardgame.io';
import { isCardKey } from '@tabula/cards';
import { picksHiddenFrom } from '@tabula/game-kit';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import type { CardNumber } from './cards';
import type { TakeSixState } from './types';

/**
 * The card numbers beneath card-bearing keys (`hands`, `card`, `undealtCards`...: the cards'
 * convention) of what a viewer received, JSON patches included (their path's keys count as ancestors).
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

// Every matcher of a check looks into the same received messages: walk them once (up to 90 secret
// cards at two seats, most of them undealt).
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

/** A Take 6! card a viewer must not receive, found by its number beneath a card-bearing key. */
export function secretCardNumber(card: CardNumber): SecretMatcher {
  return { label: `Take 6! card ${card}`, seenIn: (received) => cardNumbersOnce(received).has(card) };
}

/**
 * What a viewer must not receive: the other seats' hands, the undealt cards and, before the
 * reveal, every pick but its own (a pick is a card of a hand until it is revealed).
 */
export function secretsFor(G: TakeSixState, _ctx: Ctx, viewer: PlayerID | null): SecretMatcher[] {
  const others = G.seats.filter((seat) => seat !== viewer).flatMap((seat) => G.hands[seat] ?? []);
  const picked = picksHiddenFrom(G.picks, viewer).map((pick) => pick.card);
  return [...new Set([...others, ...G.undealtCards, ...picked])].map(secretCardNumber);
}
