import type { Ctx, PlayerID } from 'boardgame.io';
import { handsView } from '@tabula/cards';
import { picksSeenBy, type SecretPicksView } from '@tabula/game-kit';
import type { PickedCards, PicnicGoState } from './types';

/**
 * A seat's view: the hand it holds now and every seat's count, its own pick and who has picked
 * (never what another picked before the reveal); never the undealt cards. Tableaus, the last
 * reveal, cupcakes and scores are public. A spectator gets no hand.
 */
export type PicnicGoView = Omit<PicnicGoState, 'picks' | 'undealtCards'> & {
  picks: SecretPicksView<PickedCards>;
  handCounts: Record<PlayerID, number>;
};

export function playerView({ G, playerID }: { G: PicnicGoState; ctx: Ctx; playerID: PlayerID | null }): PicnicGoView {
  const { undealtCards: _undealt, picks, ...visible } = G;
  const { hands, handCounts } = handsView(G.hands, playerID ?? null);
  return { ...visible, hands, handCounts, picks: picksSeenBy(picks, playerID ?? null) };
}
