import type { PlayerID } from 'boardgame.io';
import type { CardId } from '@tabula/cards';
import { EXCUSE, isTrump, strengthOf } from './cards';
import { POIGNEE_LEVELS, type PoigneeLevel, type TarotState } from './types';

/** Trumps (the Excuse counts) a poignée shows, by number of players (French federation). */
export const POIGNEE_SIZES: Record<number, Record<PoigneeLevel, number>> = {
  3: { single: 13, double: 15, triple: 18 },
  4: { single: 10, double: 13, triple: 15 },
  5: { single: 8, double: 10, triple: 13 },
};

/** Points of a poignée, whoever shows it: they go to the side that wins the deal. */
export const POIGNEE_POINTS: Record<PoigneeLevel, number> = { single: 20, double: 30, triple: 40 };

/**
 * The trumps shown for a poignée of `size`: the lowest trumps of the hand, the Excuse only when
 * there are not enough others (the Excuse may be shown only as the last card).
 */
export function poigneeCards(hand: readonly CardId[], size: number): CardId[] {
  const trumps = hand.filter(isTrump).sort((a, b) => strengthOf(a) - strengthOf(b));
  if (trumps.length >= size) return trumps.slice(0, size);
  return hand.includes(EXCUSE) && trumps.length + 1 >= size ? [...trumps, EXCUSE] : [];
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
