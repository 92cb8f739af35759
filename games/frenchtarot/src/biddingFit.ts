import type { PlayerID } from 'boardgame.io';
import type { CardId } from '@tabula/cards';
import { BID_FROM, handWorth } from './handValue';
import { CONTRACT_KINDS, type ContractKind, type TarotState } from './types';

const nextKind = (kind: ContractKind | null): ContractKind | undefined =>
  kind === null ? CONTRACT_KINDS[0] : CONTRACT_KINDS[CONTRACT_KINDS.indexOf(kind) + 1];

/**
 * How far a seat's hand as dealt is from what its call said, in hand-worth points (0: it fits), as a
 * player bidding by the point count would have called: a contract says the hand is worth at least
 * that contract and less than the next one up (each seat speaks once and names its best); a pass
 * says it was worth nothing above the highest bid before it.
 */
export function callMisfit(bids: TarotState['bids'], seat: PlayerID, hand: readonly CardId[]): number {
  const index = bids.findIndex((entry) => entry.seat === seat);
  if (index < 0) return 0;
  const call = bids[index]!.call;
  const worth = handWorth(hand);
  if (call === 'pass') {
    const before = bids.slice(0, index).filter((entry) => entry.call !== 'pass');
    const lowestOpen = nextKind((before[before.length - 1]?.call as ContractKind | undefined) ?? null);
    return lowestOpen === undefined ? 0 : Math.max(0, worth - BID_FROM[lowestOpen]);
  }
  const above = nextKind(call);
  return Math.max(0, BID_FROM[call] - worth) + (above === undefined ? 0 : Math.max(0, worth - BID_FROM[above]));
}
