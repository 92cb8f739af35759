import { dealPackets, type Shuffler } from '@tabula/cards';
import { newPicks } from '@tabula/game-kit';
import { ALL_CARDS, HAND_SIZE, ROW_COUNT } from './cards';
import { logDealStarted, settleEarlierDeals } from './log';
import type { TakeSixState } from './types';

const ascending = (a: number, b: number) => a - b;

/**
 * A new deal from the secret random: ten cards a seat, one card to start each row (the rows in
 * ascending order of their first card), the rest undealt. Only ever run on the server, in a phase
 * that is not the first.
 */
export function startDeal(G: TakeSixState, random: Shuffler, seatsPicking: readonly string[]): void {
  G.dealNumber += 1;
  const undealt = ALL_CARDS.length - ROW_COUNT - HAND_SIZE * G.seats.length;
  const packets = dealPackets(random, ALL_CARDS, [...G.seats.map(() => HAND_SIZE), ROW_COUNT, undealt]);
  G.hands = Object.fromEntries(G.seats.map((seat, i) => [seat, [...packets[i]!].sort(ascending)]));
  G.rowCards = [...packets[G.seats.length]!].sort(ascending).map((card) => [card]);
  G.undealtCards = packets[G.seats.length + 1]!;
  G.takenCards = Object.fromEntries(G.seats.map((seat) => [seat, []]));
  G.picks = newPicks(seatsPicking, G.picks);
  G.reveal = null;
  G.choosingRow = null;
  G.confirmed = [];
  settleEarlierDeals(G);
  logDealStarted(G);
}
