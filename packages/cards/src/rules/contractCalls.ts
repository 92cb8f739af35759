/**
 * Contract bridge style calls: bids of a level and a strain, pass, double and redouble. The
 * history is every call in order, starting with the first caller (the dealer in Bridge); calls
 * alternate between two sides, so the caller at index i sits on side i % 2.
 */

/** Lowest first. */
export const STRAINS = ['clubs', 'diamonds', 'hearts', 'spades', 'notrump'] as const;
export type Strain = (typeof STRAINS)[number];

export type ContractCall =
  | { type: 'bid'; level: number; strain: Strain }
  | { type: 'pass' }
  | { type: 'double' }
  | { type: 'redouble' };

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 7;

export interface FinalContract {
  level: number;
  strain: Strain;
  doubled: 'undoubled' | 'doubled' | 'redoubled';
  /** Index in the history of the declarer's first call of the strain: seat = first caller + index, around the table. */
  declarerIndex: number;
}

const bidRank = (call: { level: number; strain: Strain }) => call.level * STRAINS.length + STRAINS.indexOf(call.strain);

function lastIndexOf(history: readonly ContractCall[], test: (call: ContractCall) => boolean): number {
  for (let index = history.length - 1; index >= 0; index -= 1) if (test(history[index]!)) return index;
  return -1;
}

/** Three passes after a bid, or four passes before any. */
export function auctionEnded(history: readonly ContractCall[]): boolean {
  const hasBid = history.some((call) => call.type === 'bid');
  const passesNeeded = hasBid ? 3 : 4;
  return history.length >= passesNeeded && history.slice(-passesNeeded).every((call) => call.type === 'pass');
}

/** The calls the next caller may make, lowest bid first then pass, double, redouble; none once the auction has ended. */
export function legalContractCalls(history: readonly ContractCall[]): ContractCall[] {
  if (auctionEnded(history)) return [];
  const lastBidIndex = lastIndexOf(history, (call) => call.type === 'bid');
  const lastBid = history[lastBidIndex];
  const floor = lastBid?.type === 'bid' ? bidRank(lastBid) : -1;
  const calls: ContractCall[] = [];
  for (let level = MIN_LEVEL; level <= MAX_LEVEL; level += 1) {
    for (const strain of STRAINS) if (bidRank({ level, strain }) > floor) calls.push({ type: 'bid', level, strain });
  }
  calls.push({ type: 'pass' });
  const lastActionIndex = lastIndexOf(history, (call) => call.type !== 'pass');
  const lastAction = history[lastActionIndex];
  const byOpponent = lastActionIndex >= 0 && (history.length - lastActionIndex) % 2 === 1;
  if (lastAction?.type === 'bid' && byOpponent) calls.push({ type: 'double' });
  if (lastAction?.type === 'double' && byOpponent) calls.push({ type: 'redouble' });
  return calls;
}

/**
 * The legal call a client's value stands for, as a fresh object to store; null for anything that
 * is not legal now. Store what this returns, never the client's object (which may carry more).
 */
export function legalCallFrom(history: readonly ContractCall[], sent: unknown): ContractCall | null {
  if (typeof sent !== 'object' || sent === null) return null;
  const { type, level, strain } = sent as Record<string, unknown>;
  const legal = legalContractCalls(history).find(
    (call) => call.type === type && (call.type !== 'bid' || (call.level === level && call.strain === strain)),
  );
  return legal ?? null;
}

/** The contract an ended auction reached; null when all passed (or the auction has not ended). */
export function finalContract(history: readonly ContractCall[]): FinalContract | null {
  if (!auctionEnded(history)) return null;
  const lastBidIndex = lastIndexOf(history, (call) => call.type === 'bid');
  const lastBid = history[lastBidIndex];
  if (lastBid?.type !== 'bid') return null;
  const after = history.slice(lastBidIndex + 1);
  const doubled = after.some((call) => call.type === 'redouble')
    ? 'redoubled'
    : after.some((call) => call.type === 'double')
      ? 'doubled'
      : 'undoubled';
  const side = lastBidIndex % 2;
  const declarerIndex = history.findIndex(
    (call, index) => index % 2 === side && call.type === 'bid' && call.strain === lastBid.strain,
  );
  return { level: lastBid.level, strain: lastBid.strain, doubled, declarerIndex };
}
