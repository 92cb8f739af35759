import type { GermanSuit } from '@tabula/cards';
import { contractKey } from '../scoring';
import type { Contract } from '../types';

/** The locale key naming the contract as far as it is known (before the taker's choices: the bid only). */
export function contractLabelKey(contract: Contract): string {
  return contract.declared ? contractKey(contract) : `bids.${contract.kind}`;
}

/** What is trump: a suit of the deck, or a key of this game's texts. */
export function trumpOf(contract: Contract | null): { suit: GermanSuit } | { key: string } | null {
  if (!contract) return { suit: 'hearts' };
  if (contract.kind === 'bettel') return { key: 'status.noTrumps' };
  if (contract.kind === 'wenz') return { key: 'status.unters' };
  if (contract.kind === 'rufspiel') return { suit: 'hearts' };
  return contract.trumpSuit ? { suit: contract.trumpSuit } : null;
}
