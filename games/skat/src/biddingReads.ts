import { cardOf, nextLegalValues, type CardId } from '@tabula/cards';
import { BASE_VALUES, BID_VALUES, bid, hold, isAuctionEnd, newAuction, pass, seatToCall } from './bidding';
import { biddingLimit, matadors } from './biddingLimit';
import { DECK, trumpIds } from './cards';
import type { Auction, Contract, Seat, SkatState } from './types';

/** What a seat's calls say about its hand's worth (its bidding limit, `biddingLimit`). */
export interface SaidWorth {
  /** The highest value it bid or held: its limit is at least this. */
  atLeast: number;
  /** A value it declined (passed rather than bid or hold it): its limit is below this. */
  below: number;
}

/**
 * Replays the public auction: per seat, the highest value it bid or held and the value it passed
 * at (a bidder passes the next value, a holder the value named to it).
 */
export function saidWorth(G: Pick<SkatState, 'auction' | 'dealer'>): Record<Seat, SaidWorth> {
  const said: Record<Seat, SaidWorth> = {};
  const of = (seat: Seat) => (said[seat] ??= { atLeast: 0, below: Number.POSITIVE_INFINITY });
  let auction: Auction = newAuction(G.dealer);
  for (const call of G.auction.calls) {
    const seat = seatToCall(auction);
    if (call.call === 'bid') of(seat).atLeast = Math.max(of(seat).atLeast, call.value);
    if (call.call === 'hold') of(seat).atLeast = Math.max(of(seat).atLeast, auction.highest ?? 0);
    if (call.call === 'pass') {
      const declined = auction.awaiting === 'holder' ? auction.highest : nextLegalValues(BID_VALUES, auction.highest)[0];
      of(seat).below = Math.min(of(seat).below, declined ?? Number.POSITIVE_INFINITY);
    }
    const next = call.call === 'bid' ? bid(auction, call.value) : call.call === 'hold' ? hold(auction) : pass(auction, G.dealer);
    if (isAuctionEnd(next)) break;
    auction = next;
  }
  return said;
}

const rankOf = (id: CardId) => cardOf(DECK, id).rank;

/**
 * How far a 10-card hand's limit is from what its seat said: one for a value it passed that the
 * hand was worth; up to one for a value it bid that the hand was not worth, by how far it falls short.
 */
export function auctionMisfit(dealt: readonly CardId[], said: SaidWorth | undefined): number {
  if (!said) return 0;
  const limit = biddingLimit(dealt);
  return (limit >= said.below ? 1 : 0) + (limit < said.atLeast ? (said.atLeast - limit) / said.atLeast : 0);
}

/**
 * How far the declarer's cards are from the game it announced, by a player's rules of thumb: a suit
 * game wants five trumps or more, a grand three jacks and two aces, a null game low cards; and the
 * game's value (matadors counted over its cards and the skat or discards) must reach the bid.
 */
export function contractMisfit(contract: Contract, bidValue: number, cards: readonly CardId[], pile: readonly CardId[]): number {
  if (contract.kind === 'null') return cards.filter((id) => rankOf(id) === 'A' || rankOf(id) === 'K').length / 2;
  const trumps = trumpIds(contract.kind);
  const trumpSet = new Set(trumps);
  let misfit = 0;
  if (contract.kind === 'grand') {
    const jacks = cards.filter((id) => rankOf(id) === 'J').length;
    const aces = cards.filter((id) => rankOf(id) === 'A').length;
    misfit += Math.max(0, 3 - jacks) + Math.max(0, 2 - aces) / 2;
  } else {
    misfit += Math.max(0, 5 - cards.filter((id) => trumpSet.has(id)).length);
  }
  const levels = matadors([...cards, ...pile], trumps) + 1 + (contract.hand ? 1 : 0) + announcementLevels(contract);
  if (levels * BASE_VALUES[contract.kind] < bidValue) misfit += 1;
  return misfit;
}

function announcementLevels(contract: Contract): number {
  if (contract.announcement === 'schneider') return 2;
  if (contract.announcement === 'schwarz') return 4;
  if (contract.announcement === 'ouvert') return 5;
  return 0;
}
