import { cardOf, DECKS, type CardId } from '@tabula/cards';
import type { PlayerID } from 'boardgame.io';

export const DECK = DECKS.french52;
export const SEATS: readonly PlayerID[] = ['0', '1'];
/** Ace high; suits do not count. */
const RANKS_LOW_FIRST = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** A card's strength in a battle: 0 for a two up to 12 for an ace. */
export const strengthOf = (card: CardId): number => RANKS_LOW_FIRST.indexOf(cardOf(DECK, card).rank);

export const otherSeat = (seat: PlayerID): PlayerID => (seat === '0' ? '1' : '0');
