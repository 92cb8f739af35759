import type { Ctx, PlayerID } from 'boardgame.io';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import type { BingoState } from './types';

/** Whether `received` holds, anywhere, an object with `key` whose value has an entry for `seat`. */
function holdsSeatEntry(received: unknown, key: string, seat: PlayerID): boolean {
  if (Array.isArray(received)) return received.some((item) => holdsSeatEntry(item, key, seat));
  if (typeof received !== 'object' || received === null) return false;
  const record = received as Record<string, unknown>;
  const entry = record[key];
  if (typeof entry === 'object' && entry !== null && Object.hasOwn(entry, seat)) return true;
  return Object.values(record).some((value) => holdsSeatEntry(value, key, seat));
}

/** Another seat's marks, found under a `marks` key by its seat (marks are small numbers, alike on every card). */
const marksOf = (seat: PlayerID): SecretMatcher => ({
  label: `seat ${seat}'s marks`,
  seenIn: (received) => holdsSeatEntry(received, 'marks', seat),
});

/**
 * What a viewer must not receive: every other seat's card (its 25 numbers in order, a sequence no
 * public list repeats) and marks. The numbers still to come are not stored, so nothing can send them.
 */
export function secretsFor(G: BingoState, _ctx: Ctx, viewer: PlayerID | null): unknown[] {
  const others = G.seats.filter((seat) => seat !== viewer);
  const cards = others.map((seat) => G.cards[seat]).filter((card) => card !== undefined && card.length > 0);
  return [...cards, ...others.map(marksOf)];
}
