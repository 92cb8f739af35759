import type { PlayerID } from 'boardgame.io';
import type { CardId } from '../deck';

export interface HandsView {
  /** Only the viewer's own hand and the open ones (ouvert, a dummy). */
  hands: Record<PlayerID, CardId[]>;
  /** Every seat's number of cards. */
  handCounts: Record<PlayerID, number>;
}

/**
 * The hands part of a seat's view: its own hand, the hands open to everyone and every seat's
 * count. A spectator (viewer null or undefined) sees the open hands only. Field names follow the
 * card-key convention (`cardKeys.ts`): cards under `hands`, counts under `handCounts`.
 */
export function handsView(
  hands: Record<PlayerID, readonly CardId[]>,
  viewer: PlayerID | null | undefined,
  open: readonly PlayerID[] = [],
): HandsView {
  const visible = (seat: PlayerID) => seat === viewer || open.includes(seat);
  const seats = Object.keys(hands);
  return {
    hands: Object.fromEntries(seats.filter(visible).map((seat) => [seat, [...hands[seat]!]])),
    handCounts: Object.fromEntries(seats.map((seat) => [seat, hands[seat]!.length])),
  };
}

/** The hand sorted by a display key (smallest first), equal keys in their old order. */
export function sortHand(hand: readonly CardId[], keyOf: (card: CardId) => number): CardId[] {
  return [...hand].sort((a, b) => keyOf(a) - keyOf(b));
}
