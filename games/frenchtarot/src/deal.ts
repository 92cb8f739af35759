import { allCards, dealPackets, newTrick, type Shuffler } from '@tabula/cards';
import { DECK, HAND_SIZE, KITTY_SIZE } from './cards';
import { logDealStarted, logPetitSec } from './log';
import { petitSecHolder } from './petitSec';
import { forehandOf, nextSeat } from './seats';
import type { TarotState } from './types';

/** Deals far beyond this in a row with a Petit sec would mean a broken random source. */
const MAX_VOID_DEALS = 1000;

/**
 * A new deal: the dealer moves on one seat (except before the very first deal, and after a deal
 * everybody passed too), every seat gets its cards and the last cards of the shuffled pack form the
 * chien. A deal with a Petit sec is void at once: its holder's hand is laid down for everyone (the
 * log line names it) and the next dealer deals again, from the same secret random. Only ever called
 * on the server, in a phase that is not the first.
 */
export function startDeal(G: TarotState, random: Shuffler): void {
  for (let voided = 0; voided < MAX_VOID_DEALS; voided += 1) {
    dealOnce(G, random);
    const holder = petitSecHolder(G.seats, G.hands);
    if (holder === null) return;
    logPetitSec(G, holder, G.hands[holder]!);
  }
}

function dealOnce(G: TarotState, random: Shuffler): void {
  if (G.dealNumber > 0) G.dealer = nextSeat(G.seats, G.dealer);
  G.dealNumber += 1;
  const players = G.seats.length;
  const packets = dealPackets(random, allCards(DECK), [...G.seats.map(() => HAND_SIZE[players]!), KITTY_SIZE[players]!]);
  G.hands = Object.fromEntries(G.seats.map((seat, i) => [seat, packets[i]!]));
  G.dealtHands = Object.fromEntries(G.seats.map((seat, i) => [seat, [...packets[i]!]]));
  G.kitty = packets[players]!;
  G.kittyShown = false;
  G.discards = [];
  G.trumpDiscards = [];
  G.bids = [];
  G.contract = null;
  G.partner = null;
  G.partnerRevealed = false;
  G.poignees = [];
  G.shownPoignee = null;
  G.toAct = forehandOf(G.seats, G.dealer);
  G.trick = newTrick(G.toAct);
  G.tricks = [];
  G.lastResult = null;
  G.confirmed = [];
  G.revealed = false;
  logDealStarted(G);
}
