import { allCards, dealPackets, newTrick, type Shuffler } from '@tabula/cards';
import { newBidding } from './bidding';
import { DECK } from './cards';
import { logRoundStarted } from './log';
import { forehandOf, nextSeat } from './seats';
import type { DoppelkopfState } from './types';

export const CARDS_PER_HAND = 12;

/**
 * A new round: the dealer moves on one seat (except before the very first round), every seat gets
 * twelve cards, forehand speaks first. Only ever called on the server, in a phase that is not the first.
 */
export function startRound(G: DoppelkopfState, random: Shuffler): void {
  if (G.rounds.length > 0) G.dealer = nextSeat(G.seats, G.dealer);
  const packets = dealPackets(
    random,
    allCards(DECK),
    G.seats.map(() => CARDS_PER_HAND),
  );
  G.hands = Object.fromEntries(G.seats.map((seat, i) => [seat, packets[i]!]));
  G.dealtHands = Object.fromEntries(G.seats.map((seat, i) => [seat, [...packets[i]!]]));
  G.bidding = newBidding();
  G.contract = null;
  G.teams = {};
  G.shownSides = {};
  G.levels = { re: 0, kontra: 0 };
  G.announcements = [];
  G.toAct = forehandOf(G.seats, G.dealer);
  G.trick = newTrick(G.toAct);
  G.tricks = [];
  G.lastResult = null;
  G.confirmed = [];
  G.revealed = false;
  logRoundStarted(G);
}
