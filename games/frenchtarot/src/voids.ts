import type { PlayerID } from 'boardgame.io';
import type { CardId, Trick } from '@tabula/cards';
import { EXCUSE, isTrump, strengthOf, suitOf } from './cards';
import { ledCard } from './play';

/** What the tricks showed of each seat's hand: suits it has none of, and the highest trump it can hold. */
export interface Shown {
  voids: Record<PlayerID, Set<string>>;
  /** A seat that played a trump it had to raise but could not holds no trump above this. */
  trumpCeiling: Record<PlayerID, number>;
}

/**
 * Read from the tricks (the current one included): not following the suit led shows a void in it;
 * not trumping either shows no trumps; playing a trump below the highest in the trick shows none
 * higher than that. The Excuse shows nothing.
 */
export function shownByTricks(tricks: readonly Trick[]): Shown {
  const shown: Shown = { voids: {}, trumpCeiling: {} };
  const noteVoid = (seat: PlayerID, suit: string) => {
    shown.voids[seat] ??= new Set();
    shown.voids[seat].add(suit);
  };
  for (const trick of tricks) {
    const led = ledCard(trick);
    if (led === undefined) continue;
    const ledSuit = suitOf(led);
    let highest = 0;
    for (const { seat, card } of trick.cards) {
      if (card === EXCUSE) continue;
      if (card !== led) {
        const suit = suitOf(card);
        if (suit !== ledSuit) {
          noteVoid(seat, ledSuit);
          if (!isTrump(card)) noteVoid(seat, 'trumps');
        }
        if (isTrump(card) && strengthOf(card) < highest)
          shown.trumpCeiling[seat] = Math.min(shown.trumpCeiling[seat] ?? 21, highest);
      }
      if (isTrump(card)) highest = Math.max(highest, strengthOf(card));
    }
  }
  return shown;
}

/** Whether the seat cannot hold the card, by what the tricks showed. */
export function refusedByTricks(shown: Shown, seat: PlayerID, card: CardId): boolean {
  if (card === EXCUSE) return false;
  if (shown.voids[seat]?.has(suitOf(card))) return true;
  return isTrump(card) && strengthOf(card) > (shown.trumpCeiling[seat] ?? 21);
}
