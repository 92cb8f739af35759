import type { Ctx, PlayerID } from 'boardgame.io';
import type { BingoState } from './types';

/**
 * A seat's view: its own card and marks only (another seat's card would be harmless, but only its
 * owner needs it, and thirty cards would go to thirty clients at every call); everything else is
 * public: the numbers called, the claims each seat has left, the winning line, the log. A spectator
 * sees no card.
 */
export type BingoView = BingoState;

const ownOnly = <T>(bySeat: Record<PlayerID, T>, viewer: PlayerID | null): Record<PlayerID, T> =>
  viewer !== null && bySeat[viewer] !== undefined ? { [viewer]: bySeat[viewer] } : {};

export function playerView({ G, playerID }: { G: BingoState; ctx: Ctx; playerID: PlayerID | null }): BingoView {
  const viewer = playerID ?? null;
  return { ...G, cards: ownOnly(G.cards, viewer), marks: ownOnly(G.marks, viewer) };
}
