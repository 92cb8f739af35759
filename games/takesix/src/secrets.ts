import type { Ctx, PlayerID } from 'boardgame.io';
import { secretCardNumber as cardNumberMatcher } from '@tabula/cards/testing';
import { picksHiddenFrom } from '@tabula/game-kit';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import type { CardNumber } from './cards';
import type { TakeSixState } from './types';

/** A Take 6! card a viewer must not receive, found by its number beneath a card-bearing key. */
export function secretCardNumber(card: CardNumber): SecretMatcher {
  return cardNumberMatcher(card, `Take 6! card ${card}`);
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
