import type { PlayerID } from 'boardgame.io';
import { higherDeclarations } from '@tabula/cards';
import { forehandOf, nextSeat } from './seats';
import { CONTRACT_KINDS, type BidCall, type ContractKind, type TarotState } from './types';

/** The highest bid so far, or null. */
export function highestBid(G: Pick<TarotState, 'bids'>): { seat: PlayerID; kind: ContractKind } | null {
  const bids = G.bids.filter((bid) => bid.call !== 'pass');
  const last = bids[bids.length - 1];
  return last ? { seat: last.seat, kind: last.call as ContractKind } : null;
}

/**
 * The calls `seat` may make now. Each seat speaks once, from forehand (the French federation's
 * rule): "Pass" or a contract higher than every one named before.
 */
export function legalBids(G: TarotState, seat: PlayerID): BidCall[] {
  if (G.contract !== null || G.toAct !== seat || G.bids.some((bid) => bid.seat === seat)) return [];
  return ['pass', ...higherDeclarations(CONTRACT_KINDS, highestBid(G)?.kind ?? null)];
}

export type BiddingOutcome =
  | { kind: 'continue' }
  | { kind: 'allPassed' }
  | { kind: 'taker'; seat: PlayerID; contract: ContractKind };

/** Applies a legal call and says what follows; moves G.toAct on. */
export function applyBid(G: TarotState, seat: PlayerID, call: BidCall): BiddingOutcome {
  G.bids.push({ seat, call });
  const highest = highestBid(G);
  // Nobody can bid over a garde contre: the bidding ends at once.
  if (call === 'gardeContre' || G.bids.length === G.seats.length) {
    return highest ? { kind: 'taker', seat: highest.seat, contract: highest.kind } : { kind: 'allPassed' };
  }
  G.toAct = nextSeat(G.seats, seat);
  return { kind: 'continue' };
}

export const isBidCall = (value: unknown): value is BidCall =>
  value === 'pass' || (CONTRACT_KINDS as readonly unknown[]).includes(value);

export const firstToSpeak = (G: TarotState) => forehandOf(G.seats, G.dealer);
