import type { PlayerID } from 'boardgame.io';
import { type CardId, cardInfo, kindOf } from './cards';
import type { Tableau } from './types';

// Picnic Go's scoring, pure: the cards as they are revealed, the chips at a round's end and the
// cupcakes after the last round.

/** Points of the k-th pizza of a round (1, 2, 3, 4, 5: 1/3/6/10/15 in all; a sixth and later add nothing). */
export const pizzaPoints = (k: number) => (k <= 5 ? k : 0);

export const emptyTableau = (): Tableau => ({ playedCards: [], mayosWaiting: 0, tripledSandwiches: 0, points: 0 });

const countOf = (tableau: Tableau, kind: string) => tableau.playedCards.filter((id) => kindOf(id) === kind).length;

/** The chips a tableau holds this round (1, 2 or 3 a card). */
export const chipsOf = (tableau: Tableau) =>
  tableau.playedCards.filter((id) => kindOf(id) === 'chips').reduce((sum, id) => sum + cardInfo(id).value, 0);

/** The points a card would score if `tableau` took it now (chips and cupcakes score later: 0). */
export function pointsIfTaken(tableau: Tableau, card: CardId): number {
  const { kind, value } = cardInfo(card);
  switch (kind) {
    case 'sandwich':
      return tableau.mayosWaiting > 0 ? 3 * value : value;
    case 'eggs':
      return (countOf(tableau, 'eggs') + 1) % 2 === 0 ? 5 : 0;
    case 'chicken':
      return (countOf(tableau, 'chicken') + 1) % 3 === 0 ? 10 : 0;
    case 'pizza':
      return pizzaPoints(countOf(tableau, 'pizza') + 1);
    default:
      return 0;
  }
}

/** Lays a card in the tableau and scores it; returns the points it scored. */
export function takeCard(tableau: Tableau, card: CardId): number {
  const points = pointsIfTaken(tableau, card);
  const { kind } = cardInfo(card);
  if (kind === 'sandwich' && tableau.mayosWaiting > 0) {
    tableau.mayosWaiting -= 1;
    tableau.tripledSandwiches += 1;
  }
  if (kind === 'mayo') tableau.mayosWaiting += 1;
  tableau.playedCards.push(card);
  tableau.points += points;
  return points;
}

/** The forks a tableau holds unused (a used fork leaves the tableau). */
export const forksOf = (tableau: Tableau): CardId[] => tableau.playedCards.filter((id) => kindOf(id) === 'fork');

/**
 * Splits `points` evenly among `seats`, rounded down (0 for nobody). Shared by the chips and the
 * cupcakes: 6 split by two is 3 each, by four is 1 each.
 */
const split = (points: number, seats: number) => Math.floor(points / seats);

/**
 * The chips at a round's end: most chips 6 points, second most 3; tied seats split the points
 * (rounded down); several tied for most split the 6 and nobody is second. Seats without chips get nothing.
 */
export function chipsPoints(chips: Record<PlayerID, number>): Record<PlayerID, number> {
  const points: Record<PlayerID, number> = Object.fromEntries(Object.keys(chips).map((seat) => [seat, 0]));
  const levels = [...new Set(Object.values(chips).filter((n) => n > 0))].sort((a, b) => b - a);
  const first = levels[0];
  if (first === undefined) return points;
  const firsts = Object.keys(chips).filter((seat) => chips[seat] === first);
  for (const seat of firsts) points[seat] = split(6, firsts.length);
  const second = levels[1];
  if (firsts.length === 1 && second !== undefined) {
    const seconds = Object.keys(chips).filter((seat) => chips[seat] === second);
    for (const seat of seconds) points[seat] = split(3, seconds.length);
  }
  return points;
}

/**
 * The cupcakes after the last round: most cupcakes +6 (split, rounded down); with more than two
 * players the fewest -6 (split, rounded down); nothing if everybody has the same count.
 */
export function cupcakePoints(cupcakes: Record<PlayerID, number>): Record<PlayerID, number> {
  const seats = Object.keys(cupcakes);
  const points: Record<PlayerID, number> = Object.fromEntries(seats.map((seat) => [seat, 0]));
  const counts = seats.map((seat) => cupcakes[seat]!);
  const most = Math.max(...counts);
  const fewest = Math.min(...counts);
  if (seats.length === 0 || most === fewest) return points;
  const mosts = seats.filter((seat) => cupcakes[seat] === most);
  for (const seat of mosts) points[seat] = split(6, mosts.length);
  if (seats.length > 2) {
    const fewests = seats.filter((seat) => cupcakes[seat] === fewest);
    for (const seat of fewests) points[seat] = -split(6, fewests.length);
  }
  return points;
}
