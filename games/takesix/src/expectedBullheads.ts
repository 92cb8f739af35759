import type { PlayerID } from 'boardgame.io';
import { ALL_CARDS, bullheadsIn, type CardNumber, ROW_LIMIT } from './cards';
import { cheapestRow, forcedRow } from './rows';
import type { TakeSixView } from './view';

// What a computer seat expects to take with each card of its hand: the cards it cannot see are
// dealt at random to the other hands (their sizes from its view), each other seat picks a card
// of its sampled hand, and the round is placed by the rules. Everything comes from the seat's view.

/** How another seat is assumed to pick: at random, or mostly the card that looks safest to it. */
export type OpponentModel = 'random' | 'cautious';

export interface Estimate {
  samples: number;
  opponents: OpponentModel;
  /** Weight of the risk the seat's remaining hand faces after the round (0: this round only). */
  lookahead: number;
}

/** The cards the seat has not seen this deal: not in its hand, not in a row, not taken by anyone. */
export function unseenCards(view: TakeSixView, seat: PlayerID): CardNumber[] {
  const seen = new Set<CardNumber>([
    ...(view.hands[seat] ?? []),
    ...view.rowCards.flat(),
    ...Object.values(view.takenCards).flat(),
  ]);
  return ALL_CARDS.filter((card) => !seen.has(card));
}

/** The bullheads a card would take if it were placed now, alone (a quick danger measure). */
export function riskAlone(rowCards: readonly (readonly CardNumber[])[], card: CardNumber): number {
  const row = forcedRow(rowCards, card);
  if (row === null) return bullheadsIn(rowCards[cheapestRow(rowCards)]!);
  return rowCards[row]!.length >= ROW_LIMIT ? bullheadsIn(rowCards[row]!) : 0;
}

/** Places the round's cards lowest first; returns what `seat` took and the rows after it. */
export function placeRound(
  rowCards: readonly (readonly CardNumber[])[],
  plays: ReadonlyArray<{ seat: PlayerID; card: CardNumber }>,
  seat: PlayerID,
): { taken: number; rows: CardNumber[][] } {
  const rows = rowCards.map((row) => [...row]);
  let taken = 0;
  for (const play of [...plays].sort((a, b) => a.card - b.card)) {
    const forced = forcedRow(rows, play.card);
    const row = forced ?? cheapestRow(rows);
    if (forced === null || rows[row]!.length >= ROW_LIMIT) {
      if (play.seat === seat) taken += bullheadsIn(rows[row]!);
      rows[row] = [play.card];
    } else rows[row]!.push(play.card);
  }
  return { taken, rows };
}

function shuffleInPlace<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function opponentPick(hand: CardNumber[], rowCards: CardNumber[][], model: OpponentModel, random: () => number): CardNumber {
  if (model === 'random' || random() < 0.3) return hand[Math.floor(random() * hand.length)]!;
  let best = hand[0]!;
  let bestRisk = Number.POSITIVE_INFINITY;
  for (const card of hand) {
    const risk = riskAlone(rowCards, card);
    if (risk < bestRisk) [best, bestRisk] = [card, risk];
  }
  return best;
}

/** The expected bullheads of each card of the seat's hand this round (plus the weighted risk left after it). */
export function expectedBullheads(
  view: TakeSixView,
  seat: PlayerID,
  estimate: Estimate,
  random: () => number,
): Map<CardNumber, number> {
  const hand = view.hands[seat] ?? [];
  const others = view.picks.seats.filter((other) => other !== seat);
  const unseen = unseenCards(view, seat);
  const totals = new Map<CardNumber, number>(hand.map((card) => [card, 0]));
  for (let sample = 0; sample < estimate.samples; sample += 1) {
    const deck = shuffleInPlace([...unseen], random);
    let next = 0;
    const plays = others.map((other) => {
      const size = Math.max(1, view.handCounts[other] ?? 1);
      const sampled = deck.slice(next, next + size);
      next += size;
      return { seat: other, card: opponentPick(sampled, view.rowCards, estimate.opponents, random) };
    });
    for (const card of hand) {
      const { taken, rows } = placeRound(view.rowCards, [...plays, { seat, card }], seat);
      const rest = hand.filter((held) => held !== card);
      const after = estimate.lookahead > 0 && rest.length > 0 ? Math.min(...rest.map((held) => riskAlone(rows, held))) : 0;
      totals.set(card, totals.get(card)! + taken + estimate.lookahead * after);
    }
  }
  return new Map([...totals].map(([card, total]) => [card, total / estimate.samples]));
}
