import { legalPlays, type CardId, type FrenchSuit } from '@tabula/cards';
import type { PlayerID } from 'boardgame.io';
import { kingOf, queenOf, SUITS, trickRules, trumpNineOf } from './cards';
import type { Table } from './types';

export const SEATS: readonly PlayerID[] = ['0', '1'];
export const HAND_SIZE = 6;
export const TARGET_POINTS = 66;
/** Game points that win the match. */
export const MATCH_TARGET = 7;

export const isSeat = (value: unknown): value is PlayerID => value === '0' || value === '1';
export const otherSeat = (seat: PlayerID): PlayerID => (seat === '0' ? '1' : '0');

/** The seat to play now: the leader on an empty trick, else the other seat. */
export function seatToAct(table: Pick<Table, 'trick'>): PlayerID {
  return table.trick.cards.length === 0 ? table.trick.leader : otherSeat(table.trick.leader);
}

/** Whether the seat is on lead with nothing played yet (the moment for drawing, closing, marriages, "Out!"). */
export function isLeading(table: Table, seat: PlayerID): boolean {
  return table.outcome === null && table.trick.leader === seat && table.trick.cards.length === 0;
}

/** Drawing is over: the stock was closed or is empty. Following suit and heading are then compulsory. */
export const isStrict = (table: Pick<Table, 'closing' | 'stockCount'>) => table.closing !== null || table.stockCount === 0;

/** The leader must draw before leading: the stock is open and the hand short. */
export function mustDraw(table: Table, seat: PlayerID): boolean {
  return isLeading(table, seat) && !isStrict(table) && (table.hands[seat]?.length ?? 0) < HAND_SIZE;
}

export function canClose(table: Table, seat: PlayerID): boolean {
  return isLeading(table, seat) && !isStrict(table);
}

/** The trump 9 may be exchanged for the face-up trump card by a leader who has won a trick, while the stock is open. */
export function canExchangeTrumpNine(table: Table, seat: PlayerID): boolean {
  if (!isLeading(table, seat) || isStrict(table) || table.trumpSuit === null) return false;
  if ((table.trickCounts[seat] ?? 0) === 0) return false;
  const nine = trumpNineOf(table.trumpSuit);
  return table.trumpCard !== nine && (table.hands[seat] ?? []).includes(nine);
}

/** Suits whose king and queen the leader may declare now (after drawing; one marriage per lead). */
export function marriageSuits(table: Table, seat: PlayerID): FrenchSuit[] {
  if (!isLeading(table, seat) || mustDraw(table, seat) || table.pendingMarriage !== null) return [];
  const hand = table.hands[seat] ?? [];
  return SUITS.filter((suit) => hand.includes(kingOf(suit)) && hand.includes(queenOf(suit)));
}

/** "Out!" may be called by the leader once a trick of the round has been played. */
export function canClaimOut(table: Table, seat: PlayerID): boolean {
  return isLeading(table, seat) && SEATS.some((s) => (table.trickCounts[s] ?? 0) > 0);
}

/**
 * The cards the seat may play now: the one legality function of the move, the board and the AI.
 * While the stock is open any card; afterwards follow suit and head the trick, else trump (the
 * engine's legalPlays). A lead after a marriage must be its king or queen.
 */
export function playableCards(table: Table, seat: PlayerID): CardId[] {
  if (table.outcome !== null || table.trumpSuit === null || seatToAct(table) !== seat) return [];
  const hand = table.hands[seat] ?? [];
  if (table.trick.cards.length === 0) {
    if (mustDraw(table, seat)) return [];
    const marriage = table.pendingMarriage;
    if (marriage) return hand.filter((card) => card === kingOf(marriage.suit) || card === queenOf(marriage.suit));
    return [...hand];
  }
  if (!isStrict(table)) return [...hand];
  return legalPlays(hand, table.trick, trickRules(table.trumpSuit, true));
}
