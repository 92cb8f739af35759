import type { Ctx, PlayerID } from 'boardgame.io';
import { secretCardNumber } from '@tabula/cards/testing';
import { picksHiddenFrom } from '@tabula/game-kit';
import type { SecretMatcher } from '@tabula/game-kit/testing';
import { type CardId, cardInfo } from './cards';
import type { PicnicGoState } from './types';

/** A Picnic Go card a viewer must not receive, found by its id beneath a card-bearing key. */
export function secretCard(card: CardId): SecretMatcher {
  const { kind, value } = cardInfo(card);
  return secretCardNumber(card, `Picnic Go card #${card} (${kind}${value > 0 ? ` ${value}` : ''})`);
}

/**
 * What a viewer must not receive: the other seats' hands, the undealt cards and, before the
 * reveal, every pick but its own.
 */
export function secretsFor(G: PicnicGoState, _ctx: Ctx, viewer: PlayerID | null): SecretMatcher[] {
  const others = G.seats.filter((seat) => seat !== viewer).flatMap((seat) => G.hands[seat] ?? []);
  const picked = picksHiddenFrom(G.picks, viewer).flatMap((pick) => pick.cards);
  return [...new Set([...others, ...G.undealtCards, ...picked])].map(secretCard);
}
