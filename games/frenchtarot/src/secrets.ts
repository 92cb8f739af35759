import type { Ctx, PlayerID } from 'boardgame.io';
import type { CardId } from '@tabula/cards';
import { secretCards } from '@tabula/cards/testing';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import { DECK_NAME } from './cards';
import type { TarotState } from './types';
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
 * Cards everyone may see named right now though they sit in a hand or the discards: the chien face
 * up, the poignées' trumps (public once shown), discarded trumps, and the called card (whose holder is the secret, matched apart).
 */
function shownCards(G: TarotState): Set<CardId> {
  const called = G.contract?.calledCard;
  return new Set([
    ...(G.kittyShown ? G.kitty : []),
    ...G.poignees.flatMap((poignee) => poignee.cards),
    ...G.trumpDiscards,
    ...(called === null || called === undefined ? [] : [called]),
  ]);
}

/**
 * What a viewer must not receive before the reveal: the other seats' cards, the chien unless face
 * up, the taker's discards (to anyone but the taker) but the trumps shown, and the partner's
 * identity until the called card is played.
 */
export function secretsFor(G: TarotState, ctx: Ctx, viewer: PlayerID | null): unknown[] {
  if (isRevealed(G, ctx)) return [];
  const shown = shownCards(G);
  const others = G.seats.filter((seat) => seat !== viewer).flatMap((seat) => G.hands[seat] ?? []);
  const discards = viewer !== null && viewer === G.contract?.taker ? [] : G.discards;
  const hidden = [...others, ...G.kitty, ...discards].filter(
    (card) => !shown.has(card) && !(G.hands[viewer ?? ''] ?? []).includes(card),
  );
  const secrets: unknown[] = secretCards([...new Set(hidden)], DECK_NAME);
  if (G.partner !== null && !G.partnerRevealed && viewer !== G.partner) secrets.push(secretPartner(G.partner));
  return secrets;
}
