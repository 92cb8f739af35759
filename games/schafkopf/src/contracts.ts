import {
  DECKS,
  cardOf,
  contractRules,
  rankFaces,
  suitFaces,
  type CardId,
  type Deck,
  type Face,
  type GermanSuit,
  type TrickRules,
} from '@tabula/cards';
import type { Contract, ContractKind, DeckNameUsed } from './types';

/** Suits from highest to lowest (Eichel, Gras, Herz, Schellen): the order of the Obers and Unters. */
export const SUITS_HIGH_FIRST: readonly GermanSuit[] = ['acorns', 'leaves', 'hearts', 'bells'];
/** The aces a Rufspiel may call: never hearts, which are trumps. */
export const CALLABLE_SUITS: readonly GermanSuit[] = ['acorns', 'leaves', 'bells'];

const SUIT_TRUMP_RANKS = ['A', '10', 'K', '9', '8', '7'];
const PLAIN_ORDER = ['7', '8', '9', 'K', '10', 'A'];
/** Plain suits in a Wenz and every suit in a Bettel, lowest first. */
export const WENZ_PLAIN_ORDER = ['7', '8', '9', 'O', 'K', '10', 'A'];
export const BETTEL_ORDER = ['7', '8', '9', '10', 'U', 'O', 'K', 'A'];

export function deckFor(numPlayers: number): DeckNameUsed {
  return numPlayers === 3 ? 'german24' : 'german32';
}

export const isOberOrUnter = (deck: Deck, card: CardId) => {
  const { rank } = cardOf(deck, card);
  return rank === 'O' || rank === 'U';
};

/** The trumps of a contract, highest first, limited to the cards of the deck. */
export function trumpOrder(deck: Deck, kind: ContractKind, trumpSuit: GermanSuit | null): Face[] {
  let faces: Face[];
  if (kind === 'bettel') faces = [];
  else if (kind === 'wenz') faces = rankFaces('U', SUITS_HIGH_FIRST);
  else {
    const suit = kind === 'rufspiel' ? 'hearts' : (trumpSuit ?? 'hearts');
    faces = [...rankFaces('O', SUITS_HIGH_FIRST), ...rankFaces('U', SUITS_HIGH_FIRST), ...suitFaces(suit, SUIT_TRUMP_RANKS)];
  }
  return faces.filter((face) => deck.cards.some((card) => card.suit === face.suit && card.rank === face.rank));
}

const cache = new Map<string, TrickRules>();

/**
 * The trick rules of a contract. Before a Solo's trump suit is chosen (and during the bidding) the
 * usual order with hearts as trumps is used, which is also how players sort their hands.
 */
export function rulesFor(deckName: DeckNameUsed, kind: ContractKind, trumpSuit: GermanSuit | null): TrickRules {
  const key = `${deckName}|${kind}|${trumpSuit}`;
  let rules = cache.get(key);
  if (!rules) {
    const deck = DECKS[deckName];
    const plainOrder = kind === 'bettel' ? BETTEL_ORDER : kind === 'wenz' ? WENZ_PLAIN_ORDER : PLAIN_ORDER;
    rules = contractRules(deck, { trumps: trumpOrder(deck, kind, trumpSuit), plainOrder });
    cache.set(key, rules);
  }
  return rules;
}

export function contractRulesOf(deckName: DeckNameUsed, contract: Contract | null): TrickRules {
  if (!contract) return rulesFor(deckName, 'rufspiel', null);
  return rulesFor(deckName, contract.kind, contract.trumpSuit);
}

/**
 * The aces a Rufspiel taker may call: of a suit other than hearts, whose ace they do not hold, and
 * in which they hold at least one card that is not an Ober or Unter.
 */
export function callableSuits(deckName: DeckNameUsed, hand: readonly CardId[]): GermanSuit[] {
  const deck = DECKS[deckName];
  return CALLABLE_SUITS.filter((suit) => {
    const ofSuit = hand.map((id) => cardOf(deck, id)).filter((card) => card.suit === suit);
    return !ofSuit.some((card) => card.rank === 'A') && ofSuit.some((card) => card.rank !== 'O' && card.rank !== 'U');
  });
}

/** The suits a Solo may make trumps: those in which the taker holds a card that is not an Ober or Unter. */
export function soloSuits(deckName: DeckNameUsed, hand: readonly CardId[]): GermanSuit[] {
  const deck = DECKS[deckName];
  return SUITS_HIGH_FIRST.filter((suit) => hand.some((id) => cardOf(deck, id).suit === suit && !isOberOrUnter(deck, id)));
}

export function calledAceOf(deckName: DeckNameUsed, contract: Contract | null): CardId | null {
  if (contract?.kind !== 'rufspiel' || contract.calledSuit === null) return null;
  const deck = DECKS[deckName];
  return deck.cards.find((card) => card.suit === contract.calledSuit && card.rank === 'A')!.id;
}

/** Contracts a seat may name in round two, given its hand and the number of players (no Rufspiel with three). */
export function availableContracts(deckName: DeckNameUsed, hand: readonly CardId[], numPlayers: number): ContractKind[] {
  const kinds: ContractKind[] = [];
  if (numPlayers === 4 && callableSuits(deckName, hand).length > 0) kinds.push('rufspiel');
  kinds.push('bettel', 'wenz');
  if (soloSuits(deckName, hand).length > 0) kinds.push('solo');
  return kinds;
}

/** Tout may be announced in any solo game: a Solo or a Wenz. */
export const mayAnnounceTout = (kind: ContractKind) => kind === 'solo' || kind === 'wenz';
