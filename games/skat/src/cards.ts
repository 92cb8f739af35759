import { DECKS, cardOf, contractRules, rankFaces, suitFaces, type CardId, type TrickRules } from '@tabula/cards';
import type { GameKind, SkatSuit } from './types';

export const DECK = DECKS.french32;
export const DECK_NAME = 'french32' as const;

/** Highest first: the order of the jacks and of the suits' base values. */
export const SUITS: readonly SkatSuit[] = ['clubs', 'spades', 'hearts', 'diamonds'];

const JACKS = rankFaces('J', SUITS);
/** A suit game's plain suits and its trump suit below the jacks, lowest first. */
const PLAIN_ORDER = ['7', '8', '9', 'Q', 'K', '10', 'A'];
/** Null: natural order, no trumps. */
const NULL_ORDER = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** The trumps of a suit game or a grand, highest first (none in a null game). */
export function trumpFaces(kind: GameKind) {
  if (kind === 'null') return [];
  if (kind === 'grand') return JACKS;
  return [...JACKS, ...suitFaces(kind, [...PLAIN_ORDER].reverse())];
}

const rulesByKind = new Map<GameKind, TrickRules>();

/** Following suit and the trick winner for one kind of game (jacks are trumps, never their suit, outside null). */
export function rulesFor(kind: GameKind): TrickRules {
  let rules = rulesByKind.get(kind);
  if (!rules) {
    rules = contractRules(DECK, { trumps: trumpFaces(kind), plainOrder: kind === 'null' ? NULL_ORDER : PLAIN_ORDER });
    rulesByKind.set(kind, rules);
  }
  return rules;
}

const trumpIdsByKind = new Map<GameKind, readonly CardId[]>();

/** The trump cards of a suit game or grand, highest first, as ids (worked out once per kind: bidding and sampling ask often). */
export function trumpIds(kind: GameKind): readonly CardId[] {
  let ids = trumpIdsByKind.get(kind);
  if (!ids) {
    ids = trumpFaces(kind).map((face) => DECK.cards.find((c) => c.suit === face.suit && c.rank === face.rank)!.id);
    trumpIdsByKind.set(kind, ids);
  }
  return ids;
}

export function cardPoints(cards: readonly CardId[]): number {
  return cards.reduce((sum, id) => sum + cardOf(DECK, id).points, 0);
}

export const ALL_CARDS: readonly CardId[] = DECK.cards.map((card) => card.id);
