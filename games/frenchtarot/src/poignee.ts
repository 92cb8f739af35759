import type { PlayerID } from 'boardgame.io';
import { isCardOf, type CardId } from '@tabula/cards';
import { DECK, EXCUSE, isTrump, strengthOf } from './cards';
import { POIGNEE_LEVELS, type PoigneeLevel, type TarotState } from './types';

/** Trumps (the Excuse counts) a poignée shows, by number of players (French federation). */
export const POIGNEE_SIZES: Record<number, Record<PoigneeLevel, number>> = {
  3: { single: 13, double: 15, triple: 18 },
  4: { single: 10, double: 13, triple: 15 },
  5: { single: 8, double: 10, triple: 13 },
};

/** Points of a poignée, whoever shows it: they go to the side that wins the deal. */
export const POIGNEE_POINTS: Record<PoigneeLevel, number> = { single: 20, double: 30, triple: 40 };

const trumpsOf = (hand: readonly CardId[]) => hand.filter(isTrump).sort((a, b) => strengthOf(a) - strengthOf(b));

/**
 * The cards that may go into a poignée of `size`: the hand's trumps, and the Excuse only when it
 * completes the poignée with every other trump of the hand (French federation: showing the Excuse
 * says its holder has no other trump).
 */
export function showableCards(hand: readonly CardId[], size: number): CardId[] {
  const trumps = trumpsOf(hand);
  return hand.includes(EXCUSE) && trumps.length === size - 1 ? [...trumps, EXCUSE] : trumps;
}

/**
 * The canonical poignée of `size` (the computer's, and the first one `ai.enumerate` lists): the
 * hand's lowest trumps, the Excuse as the last card when the other trumps are one short; none when
 * the hand cannot show that many.
 */
export function poigneeCards(hand: readonly CardId[], size: number): CardId[] {
  const showable = showableCards(hand, size);
  return showable.length >= size ? showable.slice(0, size) : [];
}

/**
 * Whether `cards` is a poignée the hand may show at `size`: exactly `size` different cards of the
 * hand, each a trump or the Excuse, the Excuse only beside every other trump of the hand.
 */
export function isPoigneeChoice(hand: readonly CardId[], size: number, cards: unknown): cards is CardId[] {
  if (!Array.isArray(cards) || cards.length !== size || new Set(cards).size !== size) return false;
  const showable = showableCards(hand, size);
  return cards.every((card) => isCardOf(DECK, card) && showable.includes(card));
}

/**
 * The choices `ai.enumerate` lists for one level, at most two so that a hand of many trumps does not
 * list every combination: the lowest trumps and the highest. The move accepts any legal choice.
 */
export function poigneeChoices(hand: readonly CardId[], size: number): CardId[][] {
  const lowest = poigneeCards(hand, size);
  if (lowest.length === 0) return [];
  const showable = showableCards(hand, size);
  const highest = showable.slice(showable.length - size);
  return showable.length > size ? [lowest, highest] : [lowest];
}

/** The poignées `seat` may show now: before its first card of the first trick, once, with enough trumps. */
export function legalPoignees(G: TarotState, phase: string | undefined, seat: PlayerID): PoigneeLevel[] {
  if (phase !== 'play' || G.toAct !== seat || G.tricks.length > 0 || G.poignees.some((p) => p.seat === seat)) return [];
  if (G.trick.cards.some((played) => played.seat === seat)) return [];
  const sizes = POIGNEE_SIZES[G.seats.length]!;
  const hand = G.hands[seat] ?? [];
  return POIGNEE_LEVELS.filter((level) => poigneeCards(hand, sizes[level]).length === sizes[level]);
}

export const isPoigneeLevel = (value: unknown): value is PoigneeLevel => (POIGNEE_LEVELS as readonly unknown[]).includes(value);

/** What the `poignee` move sends: the level and exactly the cards shown. */
export interface PoigneeChoice {
  level: PoigneeLevel;
  cards: CardId[];
}
