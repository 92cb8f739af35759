import type { CardId } from '@tabula/cards';
import type { Play } from './types';

/** Cards a war lays face down before its face-up card. */
export const WAR_DOWN_CARDS = 3;

/**
 * Takes a seat's next play off the top of its pile (in place): one face-up card in a battle; in a
 * war three face down and one face up. A pile too short for a war lays what it has, the last card
 * face up. Null for an empty pile: that seat has nothing to play.
 */
export function takePlay(pile: CardId[], war: boolean): Play | null {
  const size = Math.min(war ? WAR_DOWN_CARDS + 1 : 1, pile.length);
  if (size === 0) return null;
  const cards = pile.splice(0, size);
  return { downCards: cards.slice(0, -1), upCard: cards[cards.length - 1]! };
}
