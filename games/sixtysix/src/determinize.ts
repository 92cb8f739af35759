import { allCards, type CardId, dealUnseen, shuffled } from '@tabula/cards';
import type { Ctx, PlayerID } from 'boardgame.io';
import { DECK, kingOf, queenOf, suitOf } from './cards';
import { otherSeat } from './rules';
import type { SixtySixState, SixtySixView } from './types';

/**
 * A full state consistent with what the seat knows: the cards it has not seen (not in its hand,
 * not played, not the face-up trump card) dealt at random to the other hand and the stock, sizes
 * as counted. The other seat keeps the king or queen of a marriage it declared and has not played
 * and the trump card it took for the 9, and gets no card of a suit it showed out of while that is
 * possible.
 */
export function determinize(view: SixtySixView, _ctx: Ctx, seat: PlayerID, random: () => number): SixtySixState {
  const other = otherSeat(seat);
  const own = view.hands[seat] ?? [];
  const played = new Set<CardId>([
    ...(view.wonCards['0'] ?? []),
    ...(view.wonCards['1'] ?? []),
    ...view.trick.cards.map((p) => p.card),
  ]);
  const faceUp = view.trumpCard;
  const unseen = allCards(DECK).filter((card) => !own.includes(card) && !played.has(card) && card !== faceUp);
  const hiddenStockCount = Math.max(0, view.stockCount - (faceUp === null ? 0 : 1));

  let otherHand: CardId[];
  let hiddenStock: CardId[];
  const shownHand = view.hands[other];
  if (shownHand !== undefined) {
    otherHand = [...shownHand];
    hiddenStock = shuffled(
      unseen.filter((card) => !otherHand.includes(card)),
      random,
    ).slice(0, hiddenStockCount);
  } else {
    const knownInHand = new Set(view.marriages.filter((m) => m.seat === other).flatMap((m) => [kingOf(m.suit), queenOf(m.suit)]));
    if (view.exchangedTrump?.seat === other) knownInHand.add(view.exchangedTrump.takenCard);
    const voids = view.voids[other] ?? [];
    const dealt = dealUnseen({
      cards: unseen,
      slots: [
        { id: 'hand', size: view.handCounts[other] ?? 0, refuses: (card) => voids.includes(suitOf(card)) },
        // A declared king or queen, or the taken trump card, still unplayed is in the other hand, never in the stock.
        { id: 'stock', size: hiddenStockCount, refuses: (card) => knownInHand.has(card) },
      ],
      random,
    });
    otherHand = dealt.hand;
    // The stock's order is the order of the draws; dealUnseen promises none.
    hiddenStock = shuffled(dealt.stock, random);
  }
  const stock = faceUp === null ? hiddenStock : [...hiddenStock, faceUp];
  // When the trump card is turned down (closed) the stock's bottom card is one of the hidden ones; keep trumpCard consistent.
  const { handCounts: _counts, reveal: _reveal, ...table } = view;
  const hands = { [seat]: [...own], [other]: otherHand };
  return {
    ...structuredClone(table),
    hands,
    stock,
    trumpCard: stock[stock.length - 1] ?? null,
    deal: { hands: structuredClone(hands), stock: [...stock] },
  };
}
