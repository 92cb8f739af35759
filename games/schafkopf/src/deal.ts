import { DECKS, allCards, dealPackets, newTrick, type Shuffler } from '@tabula/cards';
import { newBidding } from './bidding';
import { logDealStarted } from './log';
import { forehandOf, nextSeat } from './seats';
import type { SchafkopfState } from './types';

/**
 * A new deal: the dealer moves on one seat (except before the very first deal), every seat gets
 * eight cards, forehand bids first. Only ever called on the server, in a phase that is not the first.
 */
export function startDeal(G: SchafkopfState, random: Shuffler): void {
  if (G.dealNumber > 0) G.dealer = nextSeat(G.seats, G.dealer);
  G.dealNumber += 1;
  const packets = dealPackets(
    random,
    allCards(DECKS[G.deckName]),
    G.seats.map(() => 8),
  );
  G.hands = Object.fromEntries(G.seats.map((seat, i) => [seat, packets[i]!]));
  G.dealtHands = Object.fromEntries(G.seats.map((seat, i) => [seat, [...packets[i]!]]));
  G.bidding = newBidding();
  G.contract = null;
  G.partner = null;
  G.partnerRevealed = false;
  G.contra = [];
  G.re = [];
  G.answered = [];
  G.toAct = forehandOf(G.seats, G.dealer);
  G.trick = newTrick(G.toAct);
  G.tricks = [];
  G.lastResult = null;
  G.confirmed = [];
  G.revealed = false;
  logDealStarted(G);
}
