import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { logSowing } from './log';
import { isLegalPit, sow } from './sowing';
import type { MancalaState } from './types';

/**
 * Sows the mover's pit `pit` (0-5 in sowing order, from the mover's left). A seat that is not to
 * move, a malformed pit or an empty pit is refused, and the turn stays.
 */
export function sowPit({ G, playerID }: MoveContext<MancalaState>, pit: number) {
  if (playerID !== G.toMove || !isLegalPit(G.holes, G.toMove, pit)) return INVALID_MOVE;
  const sowing = sow(G.holes, G.toMove, pit);
  G.holes = sowing.holes;
  G.toMove = sowing.toMove;
  G.lastMove = sowing.move;
  logSowing(G, sowing.move);
}
