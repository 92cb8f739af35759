import { cardOf, contractRules, DECKS, idOf, type CardId, type FrenchSuit, type Rank, type TrickRules } from '@tabula/cards';

/** The pack the faces come from: the 78-card tarot pack of @tabula/cards, of which this game uses 40 cards. */
export const DECK = DECKS.tarot78;
export const DECK_NAME = 'tarot78' as const;

export const SUITS: readonly FrenchSuit[] = ['hearts', 'diamonds', 'clubs', 'spades'];

/** The "Glatze", each suit's one pip card: the 10 in the black suits, the ace (1) in the red ones. */
export const LOW_RANK: Record<FrenchSuit, Rank> = { clubs: '10', spades: '10', hearts: '1', diamonds: '1' };
const COURT_RANKS: readonly Rank[] = ['J', 'C', 'Q', 'K'];

/** The tarocks, highest first: the Sküs (the pack's Excuse), XXI down to IV, then I (II and III are left out). */
const TAROCK_RANKS: readonly Rank[] = ['excuse', ...Array.from({ length: 18 }, (_, i) => String(21 - i)), '1'];
export const TAROCKS: readonly CardId[] = TAROCK_RANKS.map((rank) => idOf(DECK, 'trumps', rank));
export const SKUS = idOf(DECK, 'trumps', 'excuse');
export const MOND = idOf(DECK, 'trumps', '21');
export const PAGAT = idOf(DECK, 'trumps', '1');
export const TRULL: readonly CardId[] = [SKUS, MOND, PAGAT];
export const KINGS: readonly CardId[] = SUITS.map((suit) => idOf(DECK, suit, 'K'));
/** The tarocks a Normal game calls, in the order tried: XX, else XIX... down to XVI. */
export const CALLABLE: readonly CardId[] = ['20', '19', '18', '17', '16'].map((rank) => idOf(DECK, 'trumps', rank));

const SUIT_CARDS: readonly CardId[] = SUITS.flatMap((suit) =>
  [LOW_RANK[suit], ...COURT_RANKS].map((rank) => idOf(DECK, suit, rank)),
);
/** The 40 cards of the game. */
export const PACK: readonly CardId[] = [...TAROCKS, ...SUIT_CARDS];
const IN_PACK = new Set(PACK);

export const isPackCard = (value: unknown): value is CardId => typeof value === 'number' && IN_PACK.has(value);
export const isTarock = (card: CardId) => cardOf(DECK, card).suit === 'trumps';

const COURT_POINTS: Record<Rank, number> = { K: 5, Q: 4, C: 3, J: 2 };

/** Card points as Zwanzigerrufen counts them: Trull cards and kings 5, queens 4, cavalls 3, jacks 2, other tarocks 1, the Glatze 0. Total 88. */
export function cardPoints(card: CardId): number {
  if (TRULL.includes(card)) return 5;
  if (isTarock(card)) return 1;
  return COURT_POINTS[cardOf(DECK, card).rank] ?? 0;
}

export const pointsOfCards = (cards: readonly CardId[]) => cards.reduce((sum, card) => sum + cardPoints(card), 0);

/**
 * The trick rules: tarocks are one trump suit (Sküs highest, I lowest), the suits rank K Q C J Glatze;
 * follow suit, else play a tarock. Every card of the tarot pack is ranked so the pack's table can be
 * used as it is; only the 40 cards above are ever dealt.
 */
export const RULES: TrickRules = contractRules(DECK, {
  trumps: TAROCK_RANKS.map((rank) => ({ suit: 'trumps', rank })),
  // The two pips of a suit never meet (one Glatze per suit); tarot's trumps II and III are not dealt.
  plainOrder: ['2', '3', '4', '5', '6', '7', '8', '9', '10', '1', 'J', 'C', 'Q', 'K'],
  mustTrump: true,
});
