import type { PlayerID } from 'boardgame.io';
import type { CardId } from '../deck';

export interface PlayedCard {
  seat: PlayerID;
  card: CardId;
}

export interface Trick {
  leader: PlayerID;
  /** In play order. */
  cards: PlayedCard[];
}

/** The suit `TrickRules.suitOf` gives every trump. */
export const TRUMP = 'trump';

/** How one contract ranks and groups cards: the game passes one per contract (`contractRules` builds one). */
export interface TrickRules {
  /** The suit a card belongs to in this contract: trumps are their own suit, 'trump' (a Skat jack is 'trump', not 'clubs'). */
  suitOf(card: CardId): string;
  /** Higher beats lower inside one suit (as suitOf says); compared only between cards of the same suit. */
  strength(card: CardId): number;
  /** Whether a 'trump' suit exists in this contract (null game / Bettel: false). */
  hasTrumps: boolean;
  /** No duty at all: any card of the hand may be played (Sixty-Six while the stock is open). */
  freePlay?: boolean;
  /** Unable to follow: must play a trump if holding one. */
  mustTrump?: boolean;
  /** Playing a trump to a trick that holds one (led or played in): must beat the highest if able. */
  mustOvertrump?: boolean;
  /** Following suit: must beat the best card so far if able, unless the trick is already trumped (Sixty-Six after closing). */
  mustHead?: boolean;
}

/** A new, empty trick. */
export function newTrick(leader: PlayerID): Trick {
  return { leader, cards: [] };
}

/**
 * The cards of the hand that may be played to the trick, in hand order: the one legality function
 * the move, the board and `ai.enumerate` all call. Any card may be led; after that a card of the
 * suit led must be played if held (a trump lead calls for trumps), with the duties `rules` adds.
 * A game's own restrictions (a marriage lead, Schafkopf's called ace, Tarot's Excuse) filter or
 * extend this list in one function of the game's, used in those same three places.
 */
export function legalPlays(hand: readonly CardId[], trick: Trick, rules: TrickRules): CardId[] {
  const led = trick.cards[0];
  if (led === undefined || rules.freePlay) return [...hand];
  const ledSuit = rules.suitOf(led.card);
  const trumpsInTrick = trick.cards.filter((played) => rules.hasTrumps && rules.suitOf(played.card) === TRUMP);
  const topTrump = Math.max(...trumpsInTrick.map((played) => rules.strength(played.card)));
  const beatsTopTrump = (card: CardId) => rules.strength(card) > topTrump;

  const following = hand.filter((card) => rules.suitOf(card) === ledSuit);
  if (following.length > 0) {
    const mustBeat = ledSuit === TRUMP ? rules.mustOvertrump || rules.mustHead : rules.mustHead && trumpsInTrick.length === 0;
    if (!mustBeat) return following;
    const best = Math.max(...trick.cards.filter((p) => rules.suitOf(p.card) === ledSuit).map((p) => rules.strength(p.card)));
    const beating = following.filter((card) => rules.strength(card) > best);
    return beating.length > 0 ? beating : following;
  }

  const trumps = rules.hasTrumps ? hand.filter((card) => rules.suitOf(card) === TRUMP) : [];
  const overtrumps = trumps.filter(beatsTopTrump);
  // Having to overtrump rules out the lower trumps only when a higher one is held.
  const allowedTrumps = rules.mustOvertrump && trumpsInTrick.length > 0 && overtrumps.length > 0 ? overtrumps : trumps;
  if (rules.mustTrump && trumps.length > 0) return allowedTrumps;
  const allowed = new Set(allowedTrumps);
  return hand.filter((card) => rules.suitOf(card) !== TRUMP || allowed.has(card));
}

/** Whether a client's card is in the hand and may be played now; false for anything that is not a card of the hand. */
export function isLegalPlay(hand: readonly CardId[], trick: Trick, rules: TrickRules, card: unknown): card is CardId {
  return typeof card === 'number' && hand.includes(card) && legalPlays(hand, trick, rules).includes(card);
}

/**
 * Who wins the trick: the highest trump, else the highest card of the suit led. Of two cards of
 * equal strength (Doppelkopf's two copies) the first played wins; a game with another rule says
 * so through `strength`.
 */
export function trickWinner(trick: Trick, rules: TrickRules): PlayerID {
  const [first, ...rest] = trick.cards;
  if (first === undefined) throw new Error('An empty trick has no winner');
  let best = first;
  for (const played of rest) {
    const suit = rules.suitOf(played.card);
    const bestSuit = rules.suitOf(best.card);
    const trumps = rules.hasTrumps && suit === TRUMP && bestSuit !== TRUMP;
    if (trumps || (suit === bestSuit && rules.strength(played.card) > rules.strength(best.card))) best = played;
  }
  return best.seat;
}

/** The seat to play next to the trick; `seats` in playing order (clockwise). */
export function seatToPlay(trick: Trick, seats: readonly PlayerID[]): PlayerID {
  const leaderIndex = seats.indexOf(trick.leader);
  if (leaderIndex < 0) throw new Error(`Seat ${trick.leader} does not play`);
  return seats[(leaderIndex + trick.cards.length) % seats.length]!;
}

/** Whether every seat has played to the trick. */
export function isTrickComplete(trick: Trick, seats: readonly PlayerID[]): boolean {
  return trick.cards.length >= seats.length;
}

/** The cards of a trick, in play order. */
export function cardsOfTrick(trick: Trick): CardId[] {
  return trick.cards.map((played) => played.card);
}
