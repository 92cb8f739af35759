/**
 * Cards are small integers: a card's id is its index in its deck's table, so every physical card
 * (both copies of a Doppelkopf card included) has an id of its own, and a state holds plain numbers.
 * What a card is (suit, rank, card points) is looked up in the deck's table.
 */
export type CardId = number;

export type FrenchSuit = 'clubs' | 'spades' | 'hearts' | 'diamonds';
/** Eichel (acorns), Gras (leaves), Herz (hearts), Schellen (bells). */
export type GermanSuit = 'acorns' | 'leaves' | 'hearts' | 'bells';
/** Tarot's and tarock's trumps (the Excuse / Sküs included) form a suit of their own. */
export type TarotSuit = FrenchSuit | 'trumps';
export type Suit = FrenchSuit | GermanSuit | TarotSuit;

/**
 * Ranks as printed on the card. French: 2-10, J, Q, K, A. German: 7-10, U (Unter), O (Ober), K, A.
 * Tarot: 1-10, J, C (Cavalier), Q, K in the suits; trumps 1-21 and 'excuse'.
 */
export type Rank = string;

export interface Card {
  id: CardId;
  suit: Suit;
  rank: Rank;
  /** Card points in the common count (A 11, 10 10, K 4, Q/O 3, J/U 2); tarot's own count for tarot decks. */
  points: number;
  /** 0, or 1 for the second copy of a card in a deck that has two of each (Doppelkopf). */
  copy: number;
}

export type DeckName = 'french24' | 'french32' | 'french52' | 'german24' | 'german32' | 'doppelkopf48' | 'tarot78' | 'tarock54';

export interface Deck {
  name: DeckName;
  /** Indexed by id. */
  cards: readonly Card[];
  /** Suits in the deck's conventional order (for sorting a hand and for suit rank where a game has none of its own). */
  suits: readonly Suit[];
  /** 'french' or 'german' faces; tarot decks have their own. */
  faces: 'french' | 'german' | 'tarot';
}

const FRENCH_SUITS: readonly FrenchSuit[] = ['clubs', 'spades', 'hearts', 'diamonds'];
const GERMAN_SUITS: readonly GermanSuit[] = ['acorns', 'leaves', 'hearts', 'bells'];

/** The count Sixty-Six, Skat, Schafkopf and Doppelkopf share. */
const COMMON_POINTS: Record<Rank, number> = { A: 11, '10': 10, K: 4, Q: 3, O: 3, J: 2, U: 2 };

function buildDeck(
  name: DeckName,
  faces: Deck['faces'],
  suits: readonly Suit[],
  ranksOf: (suit: Suit) => readonly Rank[],
  pointsOf: (suit: Suit, rank: Rank) => number,
  copies = 1,
): Deck {
  const cards: Card[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    for (const suit of suits) {
      for (const rank of ranksOf(suit)) {
        cards.push({ id: cards.length, suit, rank, points: pointsOf(suit, rank), copy });
      }
    }
  }
  return { name, cards, suits, faces };
}

const commonPoints = (_suit: Suit, rank: Rank) => COMMON_POINTS[rank] ?? 0;
const ranks =
  (...list: Rank[]) =>
  () =>
    list;

// Tarot (French): oudlers (1, 21, Excuse) and kings 4.5, queens 3.5, cavaliers 2.5, jacks 1.5, others 0.5.
function tarotPoints(suit: Suit, rank: Rank): number {
  if (suit === 'trumps') return rank === '1' || rank === '21' || rank === 'excuse' ? 4.5 : 0.5;
  return { K: 4.5, Q: 3.5, C: 2.5, J: 1.5 }[rank] ?? 0.5;
}

// Austrian tarock (Königrufen): tarocks I, XXI and the Sküs and the kings 5 (counted in threes, less
// two per three), queens 4, cavaliers 3, jacks 2, others 1; the table holds those raw values.
function tarockPoints(suit: Suit, rank: Rank): number {
  if (suit === 'trumps') return rank === '1' || rank === '21' || rank === 'excuse' ? 5 : 1;
  return { K: 5, Q: 4, C: 3, J: 2 }[rank] ?? 1;
}

const TAROT_TRUMPS: Rank[] = [...Array.from({ length: 21 }, (_, i) => String(i + 1)), 'excuse'];

export const DECKS: Record<DeckName, Deck> = {
  french24: buildDeck('french24', 'french', FRENCH_SUITS, ranks('9', '10', 'J', 'Q', 'K', 'A'), commonPoints),
  french32: buildDeck('french32', 'french', FRENCH_SUITS, ranks('7', '8', '9', '10', 'J', 'Q', 'K', 'A'), commonPoints),
  french52: buildDeck(
    'french52',
    'french',
    FRENCH_SUITS,
    ranks('2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'),
    () => 0,
  ),
  german24: buildDeck('german24', 'german', GERMAN_SUITS, ranks('9', '10', 'U', 'O', 'K', 'A'), commonPoints),
  german32: buildDeck('german32', 'german', GERMAN_SUITS, ranks('7', '8', '9', '10', 'U', 'O', 'K', 'A'), commonPoints),
  doppelkopf48: buildDeck('doppelkopf48', 'french', FRENCH_SUITS, ranks('9', '10', 'J', 'Q', 'K', 'A'), commonPoints, 2),
  tarot78: buildDeck(
    'tarot78',
    'tarot',
    [...FRENCH_SUITS, 'trumps'],
    (suit) => (suit === 'trumps' ? TAROT_TRUMPS : ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'C', 'Q', 'K']),
    tarotPoints,
  ),
  tarock54: buildDeck(
    'tarock54',
    'tarot',
    [...FRENCH_SUITS, 'trumps'],
    (suit) =>
      suit === 'trumps'
        ? TAROT_TRUMPS
        : suit === 'hearts' || suit === 'diamonds'
          ? ['4', '3', '2', '1', 'J', 'C', 'Q', 'K']
          : ['7', '8', '9', '10', 'J', 'C', 'Q', 'K'],
    tarockPoints,
  ),
};

/** The card with this id in this deck; throws for an id the deck does not have (a bug, never a player's input: check with isCardOf first). */
export function cardOf(deck: Deck, id: CardId): Card {
  const card = deck.cards[id];
  if (!card) throw new Error(`${deck.name} has no card ${id}`);
  return card;
}

/** Whether a value a client sent is a card id of this deck. */
export function isCardOf(deck: Deck, value: unknown): value is CardId {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < deck.cards.length;
}

/** The id of the (first copy of the) card of this suit and rank. */
export function idOf(deck: Deck, suit: Suit, rank: Rank, copy = 0): CardId {
  const card = deck.cards.find((c) => c.suit === suit && c.rank === rank && c.copy === copy);
  if (!card) throw new Error(`${deck.name} has no ${rank} of ${suit}`);
  return card.id;
}

/** Every id of the deck, in table order (the order a seeded shuffle starts from). */
export function allCards(deck: Deck): CardId[] {
  return deck.cards.map((card) => card.id);
}

/** Card points of several cards. */
export function pointsOf(deck: Deck, cards: readonly CardId[]): number {
  return cards.reduce((sum, id) => sum + cardOf(deck, id).points, 0);
}
