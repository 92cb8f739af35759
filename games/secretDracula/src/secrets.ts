import type { Ctx, PlayerID } from 'boardgame.io';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import { knownRoles, partyOf } from './roles';
import type { Ballot, PolicyCounts, SecretDraculaState } from './types';

/** Every object and array inside a received value (the value itself included). */
function* nodesOf(value: unknown): Generator<object> {
  if (typeof value !== 'object' || value === null) return;
  yield value;
  for (const child of Object.values(value)) yield* nodesOf(child);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Something told about one seat (its role, party or ballot): found under the seat's key, beside
 * the seat as `target`/`seat`, or at the seat's index of an array as long as the table.
 */
export function aboutSeat(label: string, seat: PlayerID, secret: unknown, seats: number): SecretMatcher {
  return {
    label,
    seenIn: (received) => {
      for (const node of nodesOf(received)) {
        if (Array.isArray(node)) {
          if (node.length === seats && same(node[Number(seat)], secret)) return true;
          continue;
        }
        const record = node as Record<string, unknown>;
        if (seat in record && same(record[seat], secret)) return true;
        const beside = record.target === seat || record.seat === seat;
        if (beside && Object.values(record).some((value) => same(value, secret))) return true;
      }
      return false;
    },
  };
}

/** A hand told by its counts: an object holding exactly these numbers of garlic and blood. */
function handMatcher(label: string, hand: PolicyCounts): SecretMatcher {
  return {
    label,
    seenIn: (received) => {
      for (const node of nodesOf(received)) {
        const record = node as Record<string, unknown>;
        if (!Array.isArray(node) && record.garlic === hand.garlic && record.blood === hand.blood) return true;
      }
      return false;
    },
  };
}

/**
 * What a viewer must not receive: the role and party of every seat it does not know (a seat it
 * investigated: its role still); every other seat's ballot before the reveal; the Mayor's hand
 * (but for the Mayor), the Priest's (but for the two of them); the order of the deck (its top
 * three but for the Mayor peeking) and the discards.
 */
export function secretsFor(G: SecretDraculaState, _ctx: Ctx, viewer: PlayerID | null): unknown[] {
  const secrets: unknown[] = [];
  const known = knownRoles(G, viewer);
  const seats = G.seats.length;
  const investigated = G.investigations.filter((done) => done.mayor === viewer).map((done) => done.target);
  for (const seat of G.seats) {
    const role = G.roles[seat];
    if (role === undefined || seat in known) continue;
    secrets.push(aboutSeat(`role of seat ${seat}`, seat, role, seats));
    if (!investigated.includes(seat)) secrets.push(aboutSeat(`party of seat ${seat}`, seat, partyOf(role), seats));
  }
  for (const [seat, pick] of Object.entries(G.votes.picks)) {
    if (seat !== viewer && pick !== null) secrets.push(aboutSeat(`ballot of seat ${seat}`, seat, pick satisfies Ballot, seats));
  }
  if (G.mayorHand !== null && viewer !== G.mayor) secrets.push(handMatcher("the Mayor's hand", G.mayorHand));
  if (G.priestHand !== null && viewer !== G.mayor && viewer !== G.priest)
    secrets.push(handMatcher("the Priest's hand", G.priestHand));
  if (G.drawPile.length > 3) secrets.push(G.drawPile);
  const peeking = G.step === 'peek' && viewer === G.mayor;
  if (!peeking && G.drawPile.length >= 3) secrets.push(G.drawPile.slice(0, 3));
  // A discard of three reads like the peek's three cards: the peeking Mayor's view is checked without it.
  if (G.discardPile.length > 0 && !(peeking && G.discardPile.length === 3)) secrets.push(G.discardPile);
  return secrets;
}
