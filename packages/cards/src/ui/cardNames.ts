import { useTranslation } from 'react-i18next';
import { cardOf, type CardId, type Deck, type Rank, type Suit } from '../deck';
import { CARDS_NAMESPACE } from './namespace';

export type Translate = ReturnType<typeof useTranslation>['t'];

/** Ranks that are face cards (drawn with a figure frame rather than pips). */
export const FACE_RANKS: ReadonlySet<Rank> = new Set(['J', 'C', 'Q', 'K', 'U', 'O']);

// A German-suited ace has a name of its own in German (Sau, Daus), so it has its own key.
function rankKey(deck: Deck, rank: Rank): string {
  return deck.faces === 'german' && rank === 'A' ? 'daus' : rank;
}

/** "Queen", "Dame", "Ober"... as a word. */
export function rankName(t: Translate, deck: Deck, rank: Rank): string {
  return t(`ranks.${rankKey(deck, rank)}`, { ns: CARDS_NAMESPACE });
}

/** The suit as a heading or label: "Spades", "Pik", "Eichel". */
export function suitName(t: Translate, suit: Suit): string {
  return t(`suits.${suit}`, { ns: CARDS_NAMESPACE });
}

/** The short rank printed in a card's corner: numbers as they are, letters per language (B D K A in German). */
export function rankIndex(t: Translate, rank: Rank): string {
  return /^\d+$/.test(rank) ? rank : t(`index.${rank}`, { ns: CARDS_NAMESPACE });
}

/** A card's name in the language's own word order: "Queen of spades", "Pik-Dame", "Eichel-Ober", "Atout 21". */
export function cardName(t: Translate, deck: Deck, id: CardId): string {
  const card = cardOf(deck, id);
  if (card.suit === 'trumps') {
    return card.rank === 'excuse'
      ? t('excuse', { ns: CARDS_NAMESPACE })
      : t('trumpCard', { ns: CARDS_NAMESPACE, number: card.rank });
  }
  return t('cardName', {
    ns: CARDS_NAMESPACE,
    rank: rankName(t, deck, card.rank),
    suit: t(`ofSuit.${card.suit}`, { ns: CARDS_NAMESPACE }),
  });
}

/** `cardName` bound to the page's language. */
export function useCardName(): (deck: Deck, id: CardId) => string {
  const { t } = useTranslation(CARDS_NAMESPACE);
  return (deck, id) => cardName(t, deck, id);
}
