import type { PlayerID } from 'boardgame.io';
import type { CardId } from '@tabula/cards';
import { isClubQueen } from './cards';
import { forehandOf, nextSeat, seatsFrom } from './seats';
import { SOLO_KINDS, type BidCall, type Bidding, type DoppelkopfState, type ReservationCall } from './types';

export function newBidding(): Bidding {
  return { round: 'health', answers: {}, toName: [], marriageBy: null, calls: [] };
}

/** Whether a hand holds both queens of clubs: a marriage to announce, or a silent solo to play. */
export const holdsBothClubQueens = (hand: readonly CardId[]) => hand.filter(isClubQueen).length === 2;

/** The calls `seat` may make now; none when it is not that seat's turn to speak. */
export function legalBids(G: DoppelkopfState, seat: PlayerID): BidCall[] {
  if (G.contract !== null || G.toAct !== seat) return [];
  const { bidding } = G;
  if (bidding.round === 'health') return bidding.answers[seat] === undefined ? ['healthy', 'reservation'] : [];
  if (bidding.round !== 'name' || bidding.toName[0] !== seat) return [];
  // A reservation must be named: a marriage with both queens of clubs, else a solo.
  const marriage: ReservationCall[] = holdsBothClubQueens(G.hands[seat] ?? []) ? ['marriage'] : [];
  return [...marriage, ...SOLO_KINDS];
}

export type BiddingOutcome =
  | { kind: 'continue' }
  | { kind: 'normal' }
  | { kind: 'contract'; seat: PlayerID; contract: ReservationCall };

/**
 * Applies a legal call (checked with legalBids) and says what follows. Round one asks every seat
 * "healthy or reservation?" from forehand; round two asks the reservation holders in the same
 * order to name theirs: the first solo named is played; a marriage stands if no later holder names a solo.
 */
export function applyBid(G: DoppelkopfState, seat: PlayerID, call: BidCall): BiddingOutcome {
  const { bidding } = G;
  bidding.calls.push({ seat, call });
  if (bidding.round === 'health') {
    bidding.answers[seat] = call === 'reservation' ? 'reservation' : 'healthy';
    if (seat !== G.dealer) {
      G.toAct = nextSeat(G.seats, seat);
      return { kind: 'continue' };
    }
    bidding.toName = seatsFrom(G.seats, forehandOf(G.seats, G.dealer)).filter((s) => bidding.answers[s] === 'reservation');
    if (bidding.toName.length === 0) {
      bidding.round = 'done';
      return { kind: 'normal' };
    }
    bidding.round = 'name';
    G.toAct = bidding.toName[0]!;
    return { kind: 'continue' };
  }
  bidding.toName.shift();
  if (call !== 'marriage') {
    bidding.round = 'done';
    return { kind: 'contract', seat, contract: call as ReservationCall };
  }
  bidding.marriageBy = seat;
  if (bidding.toName.length > 0) {
    G.toAct = bidding.toName[0]!;
    return { kind: 'continue' };
  }
  bidding.round = 'done';
  return { kind: 'contract', seat, contract: 'marriage' };
}

export const isBidCall = (value: unknown): value is BidCall =>
  value === 'healthy' || value === 'reservation' || value === 'marriage' || (SOLO_KINDS as readonly unknown[]).includes(value);
