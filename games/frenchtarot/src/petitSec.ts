import type { PlayerID } from 'boardgame.io';
import type { CardId } from '@tabula/cards';
import { EXCUSE, PETIT, isTrump } from './cards';

/**
 * Petit sec (French federation): a hand whose only trump is the Petit, without the Excuse. Its
 * holder must declare it and lay the hand down, and the deal is void before the bidding.
 */
export const isPetitSec = (hand: readonly CardId[]) =>
  hand.includes(PETIT) && !hand.includes(EXCUSE) && hand.filter(isTrump).length === 1;

/** The seat holding the Petit sec (there is one Petit, so one seat at most); null when none does. */
export function petitSecHolder(seats: readonly PlayerID[], hands: Record<PlayerID, readonly CardId[]>): PlayerID | null {
  return seats.find((seat) => isPetitSec(hands[seat] ?? [])) ?? null;
}
