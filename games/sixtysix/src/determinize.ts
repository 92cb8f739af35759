import { allCards, type CardId } from '@tabula/cards';
import type { Ctx, PlayerID } from 'boardgame.io';
import { DECK, kingOf, queenOf, suitOf } from './cards';
import { otherSeat } from './rules';
import type { SixtySixState, SixtySixView } from './types';

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * A full state consistent with what the seat knows: the cards it has not seen (not in its hand,
 * not played, not the face-up trump card) dealt at random to the other hand and the stock, sizes
 * as counted. The other seat keeps the king or queen of a marriage it declared and has not played,
 * and gets no card of a suit it showed out of while that is possible.
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
  const otherCount = view.handCounts[other] ?? 0;

  let otherHand: CardId[];
  let rest: CardId[];
  if (view.reveal !== null || view.hands[other] !== undefined) {
    otherHand = [...(view.hands[other] ?? [])];
    rest = unseen.filter((card) => !otherHand.includes(card));
  } else {
    const known = view.marriages
      .filter((m) => m.seat === other)
      .flatMap((m) => [kingOf(m.suit), queenOf(m.suit)])
      .filter((card) => unseen.includes(card));
    const voids = view.voids[other] ?? [];
    const pool = shuffled(
      unseen.filter((card) => !known.includes(card)),
      random,
    );
    const fits = pool.filter((card) => !voids.includes(suitOf(card)));
    const misfits = pool.filter((card) => voids.includes(suitOf(card)));
    otherHand = [...known, ...fits, ...misfits].slice(0, otherCount);
    rest = pool.filter((card) => !otherHand.includes(card));
  }
  const hiddenStock = shuffled(rest, random).slice(0, Math.max(0, view.stockCount - (faceUp === null ? 0 : 1)));
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
