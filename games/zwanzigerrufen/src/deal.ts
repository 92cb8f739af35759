import { dealPackets, newTrick, type CardId, type Shuffler } from '@tabula/cards';
import { newBidding } from './bidding';
import { isTarock, PACK, TRULL } from './cards';
import { logDealStarted, logRedeal } from './log';
import { forehandOf, nextSeat } from './seats';
import type { ZwanzigerrufenState } from './types';

/** A hand the cards are dealt again for: no tarock at all, or a lone Trull card as its only tarock. */
export function needsRedeal(hand: readonly CardId[]): boolean {
  const tarocks = hand.filter(isTarock);
  return tarocks.length === 0 || (tarocks.length === 1 && TRULL.includes(tarocks[0]!));
}

/**
 * A new deal: the dealer moves on one seat (except before the very first deal), ten cards each in
 * blocks, dealt again while a hand needs it. Only ever called on the server, in a phase that is not the first.
 */
export function startDeal(G: ZwanzigerrufenState, random: Shuffler): void {
  if (G.dealNumber > 0) G.dealer = nextSeat(G.seats, G.dealer);
  G.dealNumber += 1;
  logDealStarted(G);
  let packets = dealPackets(
    random,
    PACK,
    G.seats.map(() => 10),
  );
  while (packets.some(needsRedeal)) {
    logRedeal(G);
    packets = dealPackets(
      random,
      PACK,
      G.seats.map(() => 10),
    );
  }
  G.hands = Object.fromEntries(G.seats.map((seat, i) => [seat, packets[i]!]));
  G.dealtHands = Object.fromEntries(G.seats.map((seat, i) => [seat, [...packets[i]!]]));
  G.bidding = newBidding();
  G.contract = null;
  G.partner = null;
  G.partnerRevealed = false;
  G.announcements = [];
  G.passesInRow = 0;
  G.toAct = forehandOf(G.seats, G.dealer);
  G.trick = newTrick(G.toAct);
  G.tricks = [];
  G.lastResult = null;
  G.confirmed = [];
  G.revealed = false;
}
