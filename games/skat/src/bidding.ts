import { nextLegalValues } from '@tabula/cards';
import type { Auction, Seat } from './types';

/** Base values of the suit games and the grand. */
export const BASE_VALUES = { diamonds: 9, hearts: 10, spades: 11, clubs: 12, grand: 24 } as const;
/** Null game values: plain, hand, ouvert, ouvert hand. */
export const NULL_VALUES = { plain: 23, hand: 35, ouvert: 46, ouvertHand: 59 } as const;

/**
 * Every value a player may bid, lowest first: the suit values x2 to x18, the grand x2 to x11 and the
 * null values, without duplicates.
 */
export const BID_VALUES: readonly number[] = (() => {
  const values = new Set<number>(Object.values(NULL_VALUES));
  for (const base of [9, 10, 11, 12]) for (let m = 2; m <= 18; m += 1) values.add(base * m);
  for (let m = 2; m <= 11; m += 1) values.add(24 * m);
  return [...values].sort((a, b) => a - b);
})();

export type Positions = { forehand: Seat; middlehand: Seat; rearhand: Seat };

/** Forehand sits left of the dealer, middlehand next, and the dealer is rearhand. */
export function positionsOf(dealer: Seat): Positions {
  const d = Number(dealer);
  return { forehand: String((d + 1) % 3), middlehand: String((d + 2) % 3), rearhand: dealer };
}

export function newAuction(dealer: Seat): Auction {
  const { forehand, middlehand } = positionsOf(dealer);
  return { holder: forehand, bidder: middlehand, awaiting: 'bidder', highest: null, passed: [], calls: [] };
}

/** The seat whose call is awaited. */
export function seatToCall(auction: Auction): Seat {
  if (auction.bidder === null || auction.awaiting === 'holder') return auction.holder;
  return auction.bidder;
}

/** The values the seat to call may bid now; none for a holder (who holds or passes). */
export function legalBids(auction: Auction): number[] {
  if (auction.awaiting === 'holder') return [];
  return nextLegalValues(BID_VALUES, auction.highest);
}

/** The auction is over: the declarer and the bid, or everyone passed (`declarer: null`). */
export type AuctionEnd = ({ declarer: Seat; bid: number } | { declarer: null }) & { calls: Auction['calls'] };

export function bid(auction: Auction, value: number): Auction | AuctionEnd {
  const seat = seatToCall(auction);
  const calls = [...auction.calls, { seat, call: 'bid' as const, value }];
  // Forehand alone: naming a value takes the game.
  if (auction.bidder === null) return { declarer: seat, bid: value, calls };
  return { ...auction, highest: value, awaiting: 'holder', calls };
}

export function hold(auction: Auction): Auction {
  const seat = seatToCall(auction);
  return { ...auction, awaiting: 'bidder', calls: [...auction.calls, { seat, call: 'hold' }] };
}

export function pass(auction: Auction, dealer: Seat): Auction | AuctionEnd {
  const seat = seatToCall(auction);
  const passed = [...auction.passed, seat];
  const calls = [...auction.calls, { seat, call: 'pass' as const }];
  const { rearhand } = positionsOf(dealer);
  if (auction.bidder === null) return { declarer: null, calls };
  // The one left of the first two meets rearhand, who bids.
  if (passed.length === 1) {
    const remaining = seat === auction.holder ? auction.bidder : auction.holder;
    return { holder: remaining, bidder: rearhand, awaiting: 'bidder', highest: auction.highest, passed, calls };
  }
  const remaining = seat === auction.holder ? auction.bidder : auction.holder;
  if (auction.highest !== null) return { declarer: remaining, bid: auction.highest, calls };
  // Middlehand and rearhand passed without a bid: forehand may still bid.
  return { holder: remaining, bidder: null, awaiting: 'bidder', highest: null, passed, calls };
}

export function isAuctionEnd(value: Auction | AuctionEnd): value is AuctionEnd {
  return 'declarer' in value;
}
