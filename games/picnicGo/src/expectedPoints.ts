import type { PlayerID } from 'boardgame.io';
import { ALL_CARDS, type CardId, type CardKind, cardInfo, kindOf, ROUNDS } from './cards';
import { chipsOf, chipsPoints, cupcakePoints, pizzaPoints, pointsIfTaken, takeCard } from './scoring';
import type { Tableau } from './types';
import type { PicnicGoView } from './view';

// The computer player's rule of thumb: what a card is worth to a seat now, in expected points, from
// what its seat's view shows (its hand, every tableau, the cupcakes, the round). Cards that score at
// once count their points; sets still open (eggs, fried chicken, pizza, mayo before a sandwich) count
// the points they would bring times the chance of completing them with the cards still to come;
// chips and cupcakes count the majority points they would move.

/** How often a seat takes a card of a kind it wants when one comes by (the others want some too). */
const TAKE_RATE = 0.4;
/** The points a mayo's sandwich adds on average (a 2-point sandwich tripled: +4). */
const MAYO_BONUS = 4;

export interface DraftContext {
  seat: PlayerID;
  /** Picks the seat still makes this round, this one included (its hand's size). */
  turnsLeft: number;
  players: number;
  round: number;
  /** Of each kind, the cards the seat has not seen this round (not in its hand, not on a tableau). */
  unseen: Record<CardKind, number>;
  unseenTotal: number;
  hand: CardId[];
  chips: Record<PlayerID, number>;
  cupcakes: Record<PlayerID, number>;
}

/** What the seat knows, from its own view. */
export function draftContext(view: PicnicGoView, seat: PlayerID): DraftContext {
  const hand = view.hands[seat] ?? [];
  const seen = new Set([...hand, ...Object.values(view.tableaus).flatMap((tableau) => tableau.playedCards)]);
  const unseen = { sandwich: 0, chips: 0, eggs: 0, chicken: 0, pizza: 0, cupcake: 0, mayo: 0, fork: 0 };
  for (const id of ALL_CARDS) if (!seen.has(id)) unseen[kindOf(id)] += 1;
  return {
    seat,
    turnsLeft: hand.length,
    players: view.seats.length,
    round: view.roundNumber,
    unseen,
    unseenTotal: ALL_CARDS.length - seen.size,
    hand,
    chips: Object.fromEntries(view.seats.map((other) => [other, view.tableaus[other] ? chipsOf(view.tableaus[other]) : 0])),
    cupcakes: { ...view.cupcakeCounts },
  };
}

/**
 * The number of further cards of `kind` the seat can expect to take this round after this pick:
 * every later hand it is passed may hold one, and its own hand comes back round the table.
 */
export function furtherCopies(context: DraftContext, kind: CardKind, handAfter: CardId[]): number {
  const rate = context.unseenTotal > 0 ? context.unseen[kind] / context.unseenTotal : 0;
  let expected = 0;
  for (let later = 1; later < context.turnsLeft; later += 1) expected += (context.turnsLeft - later) * rate * TAKE_RATE;
  if (context.turnsLeft > context.players) expected += handAfter.filter((id) => kindOf(id) === kind).length * TAKE_RATE * 0.75;
  return expected;
}

/** The chance of taking `needed` more cards of a kind this round. */
const chanceOf = (expected: number, needed: number) => Math.min(1, expected / needed) ** needed;

const count = (tableau: Tableau, kind: CardKind) => tableau.playedCards.filter((id) => kindOf(id) === kind).length;

/** A card's value to the seat given its tableau as it stands (mutated by nothing). */
export function cardValue(context: DraftContext, tableau: Tableau, card: CardId, handAfter: CardId[]): number {
  const { kind, value } = cardInfo(card);
  const now = pointsIfTaken(tableau, card);
  const more = (needed: number) => chanceOf(furtherCopies(context, kind, handAfter), needed);
  switch (kind) {
    case 'sandwich':
      return now;
    case 'eggs':
      return now > 0 ? now : 5 * more(1);
    case 'chicken': {
      const have = count(tableau, 'chicken') % 3;
      return now > 0 ? now : 10 * more(2 - have);
    }
    case 'pizza': {
      const k = count(tableau, 'pizza') + 1;
      // Each pizza also raises what the next one is worth.
      return now + (k < 5 ? furtherCopies(context, 'pizza', handAfter) * (pizzaPoints(k + 1) - pizzaPoints(k)) * 0.5 : 0);
    }
    case 'mayo': {
      const sandwiches = furtherCopies(context, 'sandwich', handAfter);
      return MAYO_BONUS * chanceOf(sandwiches, 1 + tableau.mayosWaiting);
    }
    case 'fork':
      return context.turnsLeft > 3 ? 0.4 * (context.turnsLeft - 3) : 0;
    case 'chips': {
      const before = chipsPoints(context.chips)[context.seat] ?? 0;
      const after =
        chipsPoints({ ...context.chips, [context.seat]: (context.chips[context.seat] ?? 0) + value })[context.seat] ?? 0;
      return 0.6 * (after - before) + 0.6 * value;
    }
    case 'cupcake': {
      const counts = { ...context.cupcakes };
      const before = cupcakePoints(counts)[context.seat] ?? 0;
      counts[context.seat] = (counts[context.seat] ?? 0) + 1;
      const after = cupcakePoints(counts)[context.seat] ?? 0;
      // Early rounds leave time for the others to catch up: the move weighs less, the card a little more.
      const weight = context.round >= ROUNDS ? 0.9 : 0.5;
      return weight * (after - before) + (context.round >= ROUNDS ? 0.3 : 1.5);
    }
  }
}

/** The value of a pick: its cards in the order the reveal applies them (a mayo first), less the fork it spends. */
export function pickValue(context: DraftContext, tableau: Tableau, cards: CardId[]): number {
  const handAfter = context.hand.filter((id) => !cards.includes(id));
  const copy: Tableau = { ...tableau, playedCards: [...tableau.playedCards] };
  const ordered = [...cards].sort((a, b) => Number(kindOf(b) === 'mayo') - Number(kindOf(a) === 'mayo'));
  let total = 0;
  for (const card of ordered) {
    total += cardValue(context, copy, card, handAfter);
    takeCard(copy, card);
  }
  // A fork spent is a fork no longer kept for a later turn.
  if (cards.length === 2) total -= context.turnsLeft > 4 ? 1 : 0.2;
  return total;
}
