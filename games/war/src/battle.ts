import type { CardId } from '@tabula/cards';
import type { PlayerID } from 'boardgame.io';
import { otherSeat, strengthOf } from './cards';
import type { Play, ShownPlay } from './types';

/** Battles (comparisons of face-up cards, a war's included) after which the larger pile wins. */
export const BATTLE_CAP = 600;

/** The seat whose last face-up card ranks higher, or null when they tie (a war). */
export function stepWinner(upCards: Record<PlayerID, CardId>): PlayerID | null {
  const first = strengthOf(upCards['0']!);
  const second = strengthOf(upCards['1']!);
  if (first === second) return null;
  return first > second ? '0' : '1';
}

/** Every card of a seat's plays in the order laid: each play's face-down cards, then its face-up card. */
export const cardsLaid = (plays: readonly Play[]): CardId[] => plays.flatMap((play) => [...play.downCards, play.upCard]);

/**
 * The cards the winner of a battle puts at the bottom of its pile, in this order: its own cards as
 * it laid them, then the loser's as laid.
 */
export function collectedCards(table: Record<PlayerID, Play[]>, winner: PlayerID): CardId[] {
  return [...cardsLaid(table[winner] ?? []), ...cardsLaid(table[otherSeat(winner)] ?? [])];
}

/** A play as everyone may see it: the face-down cards as a count. */
export const shownPlay = (play: Play): ShownPlay => ({ downCount: play.downCards.length, upCard: play.upCard });

export const shownPlays = (table: Record<PlayerID, Play[]>): Record<PlayerID, ShownPlay[]> =>
  Object.fromEntries(Object.entries(table).map(([seat, plays]) => [seat, plays.map(shownPlay)]));
