import type { PlayerID } from 'boardgame.io';
import { cardOf, idOf, type CardId } from '@tabula/cards';
import { CALLABLE, DECK, isTarock } from './cards';
import { nextSeat } from './seats';
import { CONTRACT_KINDS, type BidCall, type Bidding, type ContractKind, type ZwanzigerrufenState } from './types';

export function newBidding(): Bidding {
  return { calls: {}, history: [] };
}

export const isBidCall = (value: unknown): value is BidCall =>
  value === 'pass' || (CONTRACT_KINDS as readonly unknown[]).includes(value);

/** The tarock a Normal game of this hand calls: the highest of XX..XVI it lacks; null when it holds all five. */
export function calledCardFor(hand: readonly CardId[]): CardId | null {
  return CALLABLE.find((card) => !hand.includes(card)) ?? null;
}

/** The called tarock's card id, from its number. */
export const calledCardOf = (contract: { calledRank: string | null } | null): CardId | null =>
  contract?.calledRank ? idOf(DECK, 'trumps', contract.calledRank) : null;

const rank = (kind: ContractKind) => CONTRACT_KINDS.indexOf(kind);

function highestOf(bidding: Bidding): { seat: PlayerID; kind: ContractKind } | null {
  let best: { seat: PlayerID; kind: ContractKind } | null = null;
  for (const [seat, call] of Object.entries(bidding.calls)) {
    if (call !== 'pass' && (best === null || rank(call) > rank(best.kind))) best = { seat, kind: call };
  }
  return best;
}

/**
 * The calls `seat` may make now (none when it is not its turn): after a Solo nothing; over a Suit
 * Solo only Pass or Solo; otherwise Solo, a Suit Solo with five or more suit cards, Normal while
 * nobody has bid it and the hand lacks one of XVI-XX, and Pass once somebody has bid Normal (so the
 * first to speak must bid).
 */
export function legalBids(G: ZwanzigerrufenState, seat: PlayerID): BidCall[] {
  if (G.contract !== null || G.toAct !== seat || G.bidding.calls[seat] === 'pass') return [];
  const highest = highestOf(G.bidding);
  if (highest?.kind === 'solo') return [];
  if (highest?.kind === 'suitSolo') return ['pass', 'solo'];
  const hand = G.hands[seat] ?? [];
  const calls: BidCall[] = [];
  if (highest !== null) calls.push('pass');
  if (highest === null && calledCardFor(hand) !== null) calls.push('normal');
  if (hand.filter((card) => !isTarock(card)).length >= 5) calls.push('suitSolo');
  calls.push('solo');
  return calls;
}

export type BiddingOutcome = { kind: 'continue' } | { kind: 'taker'; seat: PlayerID; contract: ContractKind };

/** Applies a legal call (checked with legalBids): the next seat still bidding speaks, or the bidding ends. */
export function applyBid(G: ZwanzigerrufenState, seat: PlayerID, call: BidCall): BiddingOutcome {
  const { bidding } = G;
  bidding.calls[seat] = call;
  const called = call === 'normal' ? calledCardFor(G.hands[seat] ?? []) : null;
  bidding.history.push({ seat, call, calledRank: called === null ? null : cardOf(DECK, called).rank });
  const highest = highestOf(bidding);
  const spoken = G.seats.every((s) => bidding.calls[s] !== undefined);
  const standing = G.seats.filter((s) => bidding.calls[s] !== undefined && bidding.calls[s] !== 'pass');
  if (highest !== null && (highest.kind === 'solo' || (spoken && standing.length === 1))) {
    return { kind: 'taker', seat: highest.seat, contract: highest.kind };
  }
  let next = nextSeat(G.seats, seat);
  while (bidding.calls[next] === 'pass') next = nextSeat(G.seats, next);
  G.toAct = next;
  return { kind: 'continue' };
}
