import type { Ctx, PlayerID } from 'boardgame.io';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import { secretCards } from '@tabula/cards/testing';
import { DECK_NAME } from './cards';
import type { ZwanzigerrufenState } from './types';
import { isRevealed } from './view';

// Fields that would name the partner or the taker's side, wherever they sit in what a viewer receives.
const SIDE_KEYS = /^(partner|partners|takers|takerSide|team|teams|side|sides)$/i;

const namesSeat = (value: unknown, seat: PlayerID) => value === seat || (Array.isArray(value) && value.includes(seat));

/** "Who is the partner": found when a field naming a side or the partner holds the partner's seat. */
export function secretPartner(partner: PlayerID): SecretMatcher {
  const seenIn = (received: unknown): boolean => {
    if (typeof received !== 'object' || received === null) return false;
    if (Array.isArray(received)) return received.some(seenIn);
    return Object.entries(received).some(([key, value]) => (SIDE_KEYS.test(key) && namesSeat(value, partner)) || seenIn(value));
  };
  return { label: `the partner is seat ${partner}`, seenIn };
}

/**
 * What a viewer must not receive before the reveal: the cards in the other seats' hands (played
 * cards are public) and the partner's identity until the called tarock is played or the partner announces.
 */
export function secretsFor(G: ZwanzigerrufenState, ctx: Ctx, viewer: PlayerID | null): unknown[] {
  if (isRevealed(G, ctx)) return [];
  const hidden = G.seats.filter((seat) => seat !== viewer).flatMap((seat) => G.hands[seat] ?? []);
  const secrets: unknown[] = secretCards(hidden, DECK_NAME);
  if (G.partner !== null && !G.partnerRevealed && viewer !== G.partner) secrets.push(secretPartner(G.partner));
  return secrets;
}
