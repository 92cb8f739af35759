import type { Ctx, PlayerID } from 'boardgame.io';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import { secretCards } from '@tabula/cards/testing';
import type { DoppelkopfState, Side } from './types';
import { isRevealed } from './view';

// Fields that would tell a seat's side, wherever they sit in what a viewer receives.
const SIDE_KEYS = /^(teams|team|sides|side|reSeats|kontraSeats|partner|partners|declarer|soloist)$/i;

function namesSeat(value: unknown, seat: PlayerID): boolean {
  if (value === seat) return true;
  if (Array.isArray(value)) return value.includes(seat);
  return typeof value === 'object' && value !== null && Object.hasOwn(value, seat);
}

/** "Which side seat X is on": found when a field naming sides or a partner names the seat. */
export function secretSide(seat: PlayerID, side: Side): SecretMatcher {
  const seenIn = (received: unknown): boolean => {
    if (typeof received !== 'object' || received === null) return false;
    if (Array.isArray(received)) return received.some(seenIn);
    return Object.entries(received).some(([key, value]) => (SIDE_KEYS.test(key) && namesSeat(value, seat)) || seenIn(value));
  };
  return { label: `seat ${seat} is ${side}`, seenIn };
}

/**
 * What a viewer must not receive before the reveal: the cards in the other seats' hands (cards
 * already played are public), and the side of every other seat that has not shown it (a club
 * queen, an announcement, a solo or a decided marriage show it; one Re player shown never shows the other).
 */
export function secretsFor(G: DoppelkopfState, ctx: Ctx, viewer: PlayerID | null): unknown[] {
  if (isRevealed(G, ctx)) return [];
  const others = G.seats.filter((seat) => seat !== viewer);
  const secrets: unknown[] = secretCards(
    others.flatMap((seat) => G.hands[seat] ?? []),
    'doppelkopf48',
  );
  for (const seat of others) {
    const side = G.teams[seat];
    if (side !== undefined && G.shownSides[seat] === undefined) secrets.push(secretSide(seat, side));
  }
  return secrets;
}
