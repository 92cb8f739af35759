import { cardOf, type CardId, type Deck, type Rank, type Suit } from '../deck';
import { TRUMP, type TrickRules } from './trick';

/** A card by face, matching every copy of it (both Doppelkopf ♥10s). */
export interface Face {
  suit: Suit;
  rank: Rank;
}

export interface ContractSpec {
  /** The trumps, highest first, by face; copies of one face rank equal. Empty for a contract without trumps (null, Bettel). */
  trumps: readonly Face[];
  /** The ranks of the plain suits, lowest first (Skat suit game: 7 8 9 Q K 10 A; null: 7 8 9 10 J Q K A). */
  plainOrder: readonly Rank[];
  freePlay?: boolean;
  mustTrump?: boolean;
  mustOvertrump?: boolean;
  mustHead?: boolean;
}

/**
 * The trick rules of one contract on one deck, from its trumps and its plain-suit order. Throws
 * when a card of the deck is neither a trump nor ranked in `plainOrder`, so a mistyped rank shows at once.
 */
export function contractRules(deck: Deck, spec: ContractSpec): TrickRules {
  const suits: string[] = [];
  const strengths: number[] = [];
  for (const card of deck.cards) {
    const trumpIndex = spec.trumps.findIndex((face) => face.suit === card.suit && face.rank === card.rank);
    const plainIndex = spec.plainOrder.indexOf(card.rank);
    if (trumpIndex < 0 && plainIndex < 0)
      throw new Error(`${deck.name}: ${card.rank} of ${card.suit} is neither trump nor ranked`);
    suits[card.id] = trumpIndex >= 0 ? TRUMP : card.suit;
    strengths[card.id] = trumpIndex >= 0 ? spec.trumps.length - trumpIndex : plainIndex;
  }
  // An id the deck does not have is a bug in the game, never a player's input (legalPlays sees the hand only).
  const known = (id: CardId) => cardOf(deck, id).id;
  return {
    suitOf: (id) => suits[known(id)]!,
    strength: (id) => strengths[known(id)]!,
    hasTrumps: spec.trumps.length > 0,
    freePlay: spec.freePlay ?? false,
    mustTrump: spec.mustTrump ?? false,
    mustOvertrump: spec.mustOvertrump ?? false,
    mustHead: spec.mustHead ?? false,
  };
}

/** The faces of one suit, highest first, in the given order of ranks (highest first): `suitFaces('hearts', ['A', '10', 'K'])`. */
export function suitFaces(suit: Suit, ranksHighFirst: readonly Rank[]): Face[] {
  return ranksHighFirst.map((rank) => ({ suit, rank }));
}

/** One rank across suits, highest suit first: `rankFaces('J', ['clubs', 'spades', 'hearts', 'diamonds'])` (Skat's jacks). */
export function rankFaces(rank: Rank, suitsHighFirst: readonly Suit[]): Face[] {
  return suitsHighFirst.map((suit) => ({ suit, rank }));
}
