import type { PlayerID } from 'boardgame.io';
import { resignedSeats } from '@tabula/game-kit';
import type { BombsAndBunniesState, CardKind } from './types';
import type { BombsAndBunniesView } from './view';

/** The whole state (the server, tests) or one seat's view (the board, the computer player). */
export type Table = BombsAndBunniesState | BombsAndBunniesView;

const isView = (G: Table): G is BombsAndBunniesView => 'stackCounts' in G;

export const stackCount = (G: Table, seat: PlayerID): number =>
  isView(G) ? (G.stackCounts[seat] ?? 0) : (G.stacks[seat]?.length ?? 0);

export const handCount = (G: Table, seat: PlayerID): number =>
  isView(G) ? (G.handCounts[seat] ?? 0) : (G.hands[seat]?.length ?? 0);

export const lostCount = (G: Table, seat: PlayerID): number =>
  isView(G) ? (G.lostCounts[seat] ?? 0) : (G.lost[seat]?.length ?? 0);

/** The seat's own hand: the whole state's, or the view of that same seat (empty in anyone else's view). */
export const handOf = (G: Table, seat: PlayerID): CardKind[] => G.hands[seat] ?? [];

/** Seats still playing: neither out of cards nor conceded, in seat order. */
export function seatsStillIn(G: Table): PlayerID[] {
  const out = resignedSeats(G);
  return G.seats.filter((seat) => !G.eliminated.includes(seat) && !out.includes(seat));
}

/** The first seat after `from` (in seat order, going round) that is still in and passes `test`. */
export function nextSeatAfter(G: Table, from: PlayerID, test: (seat: PlayerID) => boolean = () => true): PlayerID | null {
  const still = seatsStillIn(G);
  const start = G.seats.indexOf(from);
  for (let step = 1; step <= G.seats.length; step += 1) {
    const seat = G.seats[(start + step) % G.seats.length]!;
    if (still.includes(seat) && test(seat)) return seat;
  }
  return null;
}

/** Cards on every stack: the highest bet a seat may make. */
export const totalOnStacks = (G: Table): number => G.seats.reduce((sum, seat) => sum + stackCount(G, seat), 0);

export const flippedCount = (G: Table, seat: PlayerID): number => G.flips.filter((flip) => flip.seat === seat).length;

export const unflippedCount = (G: Table, seat: PlayerID): number => stackCount(G, seat) - flippedCount(G, seat);

export const bunniesFlipped = (G: Table): number => G.flips.filter((flip) => flip.kind === 'bunny').length;

/** Every seat still in has put down its first card of the round. */
export const firstCardsPlaced = (G: Table): boolean => seatsStillIn(G).every((seat) => stackCount(G, seat) > 0);

/** Seats still in the betting (not passed), in seat order. */
export const biddersLeft = (G: Table): PlayerID[] => seatsStillIn(G).filter((seat) => !G.passed.includes(seat));

/** The kinds in a hand, each once: what a seat may place or lose by choice. */
export const kindsIn = (hand: readonly CardKind[]): CardKind[] =>
  (['bunny', 'bomb'] as const).filter((kind) => hand.includes(kind));

/** Bunnies first, so a hand's order says nothing about how it was played. */
export const sortHand = (hand: CardKind[]): CardKind[] => hand.sort((a, b) => (a === b ? 0 : a === 'bunny' ? -1 : 1));
