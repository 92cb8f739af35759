import type { PlayerID } from 'boardgame.io';
import { higherDeclarations } from '@tabula/cards';
import { availableContracts } from './contracts';
import { forehandOf, nextSeat, seatsFrom } from './seats';
import { CONTRACT_KINDS, type BidCall, type Bidding, type ContractKind, type SchafkopfState } from './types';

export function newBidding(): Bidding {
  return { round: 'ask', answers: {}, bidders: [], highest: null, calls: [] };
}

/** The calls `seat` may make now; none when it is not that seat's turn to bid. */
export function legalBids(G: SchafkopfState, seat: PlayerID): BidCall[] {
  if (G.contract !== null || G.toAct !== seat) return [];
  const { bidding } = G;
  if (bidding.round === 'ask') return bidding.answers[seat] === undefined ? ['pass', 'play'] : [];
  if (!bidding.bidders.includes(seat)) return [];
  const available = new Set(availableContracts(G.deckName, G.hands[seat] ?? [], G.seats.length));
  const higher = higherDeclarations(CONTRACT_KINDS, bidding.highest?.contract ?? null).filter((kind) => available.has(kind));
  // The last seat still bidding may not pass.
  return bidding.bidders.length > 1 ? ['pass', ...higher] : higher;
}

export type BiddingOutcome =
  | { kind: 'continue' }
  | { kind: 'thrownIn' }
  | { kind: 'taker'; seat: PlayerID; contract: ContractKind };

/** Applies a legal call (checked with legalBids) and says what follows. Mutates G.bidding and G.toAct. */
export function applyBid(G: SchafkopfState, seat: PlayerID, call: BidCall): BiddingOutcome {
  const { bidding } = G;
  bidding.calls.push({ seat, call });
  if (bidding.round === 'ask') {
    bidding.answers[seat] = call === 'play' ? 'play' : 'pass';
    if (seat !== G.dealer) {
      G.toAct = nextSeat(G.seats, seat);
      return { kind: 'continue' };
    }
    // Everyone has answered: round two among those who said "I'm playing".
    const order = seatsFrom(G.seats, forehandOf(G.seats, G.dealer));
    bidding.bidders = order.filter((s) => bidding.answers[s] === 'play');
    if (bidding.bidders.length === 0) {
      bidding.round = 'allPassed';
      return { kind: 'thrownIn' };
    }
    bidding.round = 'name';
    G.toAct = bidding.bidders[0]!;
    return { kind: 'continue' };
  }
  if (call === 'pass') {
    const index = bidding.bidders.indexOf(seat);
    bidding.bidders.splice(index, 1);
    G.toAct = bidding.bidders[index % bidding.bidders.length]!;
  } else {
    bidding.highest = { seat, contract: call as ContractKind };
    if (call === 'solo') return { kind: 'taker', seat, contract: 'solo' };
    G.toAct = bidding.bidders[(bidding.bidders.indexOf(seat) + 1) % bidding.bidders.length]!;
  }
  // Bidding is over when one seat is left and it has named the highest contract.
  const { highest } = bidding;
  if (bidding.bidders.length === 1 && highest !== null && highest.seat === bidding.bidders[0]) {
    return { kind: 'taker', seat: highest.seat, contract: highest.contract };
  }
  return { kind: 'continue' };
}

export const isBidCall = (value: unknown): value is BidCall =>
  value === 'pass' || value === 'play' || (CONTRACT_KINDS as readonly unknown[]).includes(value);
