import { dealPackets, type Shuffler } from '@tabula/cards';
import { newPicks } from '@tabula/game-kit';
import { deckForRound, handSizeFor } from './cards';
import { logRoundStarted } from './log';
import { emptyTableau } from './scoring';
import type { PicnicGoState } from './types';

const ascending = (a: number, b: number) => a - b;

/**
 * A new round from the secret random: a fresh deck (108 cards less the cupcakes the players hold),
 * 12 - players cards to each seat, the rest undealt. The tableaus are cleared; the cupcakes stay.
 * Only ever run on the server, in a phase that is not the first.
 */
export function startRound(G: PicnicGoState, random: Shuffler, seatsPicking: readonly string[]): void {
  G.roundNumber += 1;
  const held = Object.values(G.cupcakeCounts).reduce((sum, n) => sum + n, 0);
  const deck = deckForRound(held);
  const handSize = handSizeFor(G.seats.length);
  const packets = dealPackets(random, deck, [...G.seats.map(() => handSize), deck.length - handSize * G.seats.length]);
  G.hands = Object.fromEntries(G.seats.map((seat, i) => [seat, [...packets[i]!].sort(ascending)]));
  G.undealtCards = [...packets[G.seats.length]!];
  G.tableaus = Object.fromEntries(G.seats.map((seat) => [seat, emptyTableau()]));
  G.picks = newPicks(seatsPicking, G.picks);
  G.lastReveal = null;
  G.roundOver = false;
  G.confirmed = [];
  logRoundStarted(G, handSize);
}
