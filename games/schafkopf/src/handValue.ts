import { DECKS, cardOf, type Card, type CardId, type GermanSuit } from '@tabula/cards';
import { BETTEL_ORDER, SUITS_HIGH_FIRST, WENZ_PLAIN_ORDER, availableContracts, callableSuits, soloSuits } from './contracts';
import { CONTRACT_KINDS, type Contract, type ContractKind, type DeckNameUsed } from './types';

// How the computer judges its hand before a card is played, by the rules of thumb players use:
// a search cannot, since its playouts deal every unseen card at random and play at random.

/** A Wenz's plain suits, highest first. */
const WENZ_SIDE_ORDER = [...WENZ_PLAIN_ORDER].reverse();

const cardsOf = (deckName: DeckNameUsed, hand: readonly CardId[]) => hand.map((id) => cardOf(DECKS[deckName], id));
const isOberOrUnterCard = (card: Card) => card.rank === 'O' || card.rank === 'U';

/** A trump's worth in a Rufspiel or Solo: Obers most, then Unters, the ace and ten of the trump suit. */
function trumpWorth(card: Card): number {
  if (card.rank === 'O') return 3;
  if (card.rank === 'U') return 2;
  if (card.rank === 'A') return 1.5;
  if (card.rank === '10') return 1.25;
  return 1;
}

/** Aces outside the trumps win a trick each; a ten beside its ace usually a second one. */
function sideWorth(side: readonly Card[]): number {
  let worth = 0;
  for (const suit of SUITS_HIGH_FIRST) {
    const ranks = side.filter((card) => card.suit === suit).map((card) => card.rank);
    if (ranks.includes('A')) worth += ranks.includes('10') ? 1.5 : 1;
  }
  return worth;
}

export interface TrumpHand {
  trumps: number;
  obers: number;
  /** The trumps' worth plus the side aces'. */
  worth: number;
}

/** The hand with `suit` as trumps besides every Ober and Unter (hearts in a Rufspiel). */
export function trumpHand(deckName: DeckNameUsed, hand: readonly CardId[], suit: GermanSuit): TrumpHand {
  const all = cardsOf(deckName, hand);
  const trumps = all.filter((card) => isOberOrUnterCard(card) || card.suit === suit);
  const side = all.filter((card) => !trumps.includes(card));
  return {
    trumps: trumps.length,
    obers: trumps.filter((card) => card.rank === 'O').length,
    worth: trumps.reduce((sum, card) => sum + trumpWorth(card), 0) + sideWorth(side),
  };
}

/**
 * Six trumps with two Obers and a side ace, or five with four of the Obers and Unters and two aces.
 * Three players share a short deck and the taker has two opponents, not three: five trumps with two
 * Obers and the trump ace will do.
 */
function soloWorthPlaying(deckName: DeckNameUsed, h: TrumpHand): boolean {
  if (deckName === 'german24') return (h.trumps >= 5 && h.worth >= 11) || (h.trumps >= 6 && h.worth >= 10);
  return (h.trumps >= 6 && h.worth >= 12.5) || (h.trumps >= 5 && h.obers >= 2 && h.worth >= 13.5);
}

/** The Solo suit that makes the strongest hand (of those the hand may choose), or null. */
export function bestSoloSuit(deckName: DeckNameUsed, hand: readonly CardId[]): GermanSuit | null {
  let best: { suit: GermanSuit; worth: number } | null = null;
  for (const suit of soloSuits(deckName, hand)) {
    const { worth } = trumpHand(deckName, hand, suit);
    if (best === null || worth > best.worth) best = { suit, worth };
  }
  return best?.suit ?? null;
}

function soloWorth(deckName: DeckNameUsed, hand: readonly CardId[]): boolean {
  const suit = bestSoloSuit(deckName, hand);
  return suit !== null && soloWorthPlaying(deckName, trumpHand(deckName, hand, suit));
}

/** Four trumps worth an Ober and an Unter with a small one or two (side aces count). */
function rufspielWorth(deckName: DeckNameUsed, hand: readonly CardId[]): boolean {
  const h = trumpHand(deckName, hand, 'hearts');
  return h.trumps >= 4 && h.worth >= 7;
}

/** Only the Unters are trumps: three of them and two aces, two with the top one and three aces, or all four and an ace. */
function wenzWorth(deckName: DeckNameUsed, hand: readonly CardId[]): boolean {
  const all = cardsOf(deckName, hand);
  const unters = all.filter((card) => card.rank === 'U');
  const aces = all.filter((card) => card.rank === 'A').length;
  const topUnter = unters.some((card) => card.suit === 'acorns');
  return (
    (unters.length >= 3 && aces >= 2) || (unters.length === 2 && topUnter && aces >= 3) || (unters.length === 4 && aces >= 1)
  );
}

/**
 * No trick may be taken: in every suit, whichever card the others lead, one of the taker's is lower.
 * Its lowest card must be below their lowest, its second below their second, and so on.
 */
function bettelWorth(deckName: DeckNameUsed, hand: readonly CardId[]): boolean {
  const deck = DECKS[deckName];
  const held = new Set(hand);
  return SUITS_HIGH_FIRST.every((suit) => {
    const ofSuit = deck.cards
      .filter((card) => card.suit === suit)
      .sort((a, b) => BETTEL_ORDER.indexOf(a.rank) - BETTEL_ORDER.indexOf(b.rank));
    const mine = ofSuit.filter((card) => held.has(card.id)).map((card) => BETTEL_ORDER.indexOf(card.rank));
    const theirs = ofSuit.filter((card) => !held.has(card.id)).map((card) => BETTEL_ORDER.indexOf(card.rank));
    return mine.every((rank, i) => i < theirs.length && rank < theirs[i]!);
  });
}

/** Asked only of the contracts the hand may name (availableContracts: a Rufspiel needs an ace to call). */
const WORTH: Record<ContractKind, (deckName: DeckNameUsed, hand: readonly CardId[]) => boolean> = {
  rufspiel: rufspielWorth,
  bettel: bettelWorth,
  wenz: wenzWorth,
  solo: soloWorth,
};

/** The highest contract the hand is worth playing (a Solo before a Wenz, a Bettel, a Rufspiel), or null to pass. */
export function contractWorth(deckName: DeckNameUsed, hand: readonly CardId[], numPlayers: number): ContractKind | null {
  const available = new Set(availableContracts(deckName, hand, numPlayers));
  return [...CONTRACT_KINDS].reverse().find((kind) => available.has(kind) && WORTH[kind](deckName, hand)) ?? null;
}

/** The ace to call: in the suit of which the taker holds fewest cards, so the partner's ace wins its trick early. */
export function suitToCall(deckName: DeckNameUsed, hand: readonly CardId[]): GermanSuit | null {
  const all = cardsOf(deckName, hand);
  const held = (suit: GermanSuit) => all.filter((card) => card.suit === suit && !isOberOrUnterCard(card)).length;
  return callableSuits(deckName, hand).sort((a, b) => held(a) - held(b))[0] ?? null;
}

/**
 * Tout (every trick) only when no trick can be lost: a Solo with every Ober and no card outside the
 * trumps but aces, a Wenz with every Unter and each other suit held from its ace down without a gap.
 */
export function toutWorth(
  deckName: DeckNameUsed,
  hand: readonly CardId[],
  kind: ContractKind,
  trumpSuit: GermanSuit | null,
): boolean {
  const all = cardsOf(deckName, hand);
  if (kind === 'solo' && trumpSuit !== null) {
    const side = all.filter((card) => !isOberOrUnterCard(card) && card.suit !== trumpSuit);
    return all.filter((card) => card.rank === 'O').length === 4 && side.every((card) => card.rank === 'A');
  }
  if (kind === 'wenz') {
    if (all.filter((card) => card.rank === 'U').length < 4) return false;
    return SUITS_HIGH_FIRST.every((suit) => {
      const ranks = all
        .filter((card) => card.suit === suit && card.rank !== 'U')
        .map((card) => WENZ_SIDE_ORDER.indexOf(card.rank))
        .sort((a, b) => a - b);
      return ranks.every((rank, i) => rank === i);
    });
  }
  return false;
}

const countRank = (deckName: DeckNameUsed, hand: readonly CardId[], rank: string) =>
  cardsOf(deckName, hand).filter((card) => card.rank === rank).length;

/** The hand's trumps in the contract being played (only the Unters in a Wenz, none in a Bettel). */
const trumpsIn = (deckName: DeckNameUsed, hand: readonly CardId[], contract: Contract): TrumpHand =>
  trumpHand(deckName, hand, contract.kind === 'solo' ? contract.trumpSuit! : 'hearts');

/**
 * Contra only with a hand that threatens the contract: against a Rufspiel four trumps worth more
 * than a Rufspiel of one's own, against a Solo four trumps with two Obers, against a Wenz two Unters
 * and two aces; never against a Bettel. A search would say it nearly always: its playouts give the
 * taker a random hand, not one worth the contract it named.
 */
export function contraWorth(deckName: DeckNameUsed, hand: readonly CardId[], contract: Contract): boolean {
  if (contract.kind === 'wenz') return countRank(deckName, hand, 'U') >= 2 && countRank(deckName, hand, 'A') >= 2;
  if (contract.kind === 'bettel') return false;
  const h = trumpsIn(deckName, hand, contract);
  return contract.kind === 'solo' ? h.trumps >= 4 && h.obers >= 2 : h.trumps >= 4 && h.worth >= 9;
}

/**
 * Re (doubling back after a Contra) only with more than the contract needs: the taker of a Rufspiel
 * with a hand near a Solo's, of a Solo or Wenz with a hand near a Tout's; the partner with a
 * Rufspiel hand of its own.
 */
export function reWorth(deckName: DeckNameUsed, hand: readonly CardId[], contract: Contract, isTaker: boolean): boolean {
  if (contract.kind === 'bettel') return false;
  if (contract.kind === 'wenz') return countRank(deckName, hand, 'U') >= 3 && countRank(deckName, hand, 'A') >= 3;
  const h = trumpsIn(deckName, hand, contract);
  if (contract.kind === 'solo') return h.trumps >= 7 && h.obers >= 3;
  return isTaker ? h.trumps >= 5 && h.worth >= 11 : h.trumps >= 3 && h.worth >= 8;
}
