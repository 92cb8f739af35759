import { cardOf, dealPackets, newTrick, type Shuffler } from '@tabula/cards';
import { newAuction, positionsOf } from './bidding';
import { ALL_CARDS, DECK } from './cards';
import { logDealStart } from './log';
import type { SkatState } from './types';

export const SEATS = ['0', '1', '2'] as const;

export const nextSeat = (seat: string) => String((Number(seat) + 1) % 3);

/**
 * Deals a new deal: the dealer moves on (seat 0 deals first), ten cards each and two to the skat,
 * and the auction opens with middlehand bidding to forehand. `previousSkat` is the skat of a deal
 * everyone passed, shown during this auction.
 */
export function startDeal(G: SkatState, random: Shuffler, previousSkat: SkatState['previousSkat'] = null): void {
  G.dealer = G.dealNumber === 0 ? '0' : nextSeat(G.dealer);
  G.dealNumber += 1;
  const [a, b, c, skat] = dealPackets(random, ALL_CARDS, [10, 10, 10, 2]);
  G.hands = { '0': a!, '1': b!, '2': c! };
  G.dealtHands = { '0': [...a!], '1': [...b!], '2': [...c!] };
  G.skat = skat!;
  G.discards = [];
  G.stage = 'bidding';
  G.auction = newAuction(G.dealer);
  G.toAct = positionsOf(G.dealer).middlehand;
  G.declarer = null;
  G.bid = null;
  G.contract = null;
  G.pickedUp = false;
  G.trick = newTrick(positionsOf(G.dealer).forehand);
  G.tricks = [];
  G.outcome = null;
  G.confirmed = [];
  G.previousSkat = previousSkat;
  // The board's count: deals played to a round end, and this one (a thrown-in deal keeps its number).
  logDealStart(G, G.playedDeals + 1);
}

/** A skat shown after everyone passed, by face: its ids are dealt again at once. */
export function facesOf(cards: readonly number[]) {
  return cards.map((id) => {
    const { suit, rank } = cardOf(DECK, id);
    return { suit, rank };
  });
}
