import type { FrenchSuit } from '@tabula/cards';
import { trumpSuitOf } from '../cards';
import type { Contract } from '../types';

/** What is trump: a suit of the deck, or a key of this game's texts. Before a contract: the normal game's diamonds. */
export function trumpOf(contract: Contract | null): { suit: FrenchSuit } | { key: string } {
  const kind = contract?.kind ?? 'normal';
  if (kind === 'soloQueens') return { key: 'status.queensOnly' };
  if (kind === 'soloJacks') return { key: 'status.jacksOnly' };
  if (kind === 'soloAces') return { key: 'status.noTrumps' };
  return { suit: trumpSuitOf(kind)! };
}
