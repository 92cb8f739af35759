import type { Ctx, PlayerID } from 'boardgame.io';
import { handsView } from '@tabula/cards';
import { picksSeenBy, type SecretPicksView } from '@tabula/game-kit';
import type { PickedCard, TakeSixState } from './types';

/**
 * A seat's view: its own hand and every seat's count, its own pick and who has picked (never what
 * another picked before the reveal); never the undealt cards. Rows, reveals and taken cards are public.
 */
export type TakeSixView = Omit<TakeSixState, 'picks' | 'undealtCards'> & {
  picks: SecretPicksView<PickedCard>;
  handCounts: Record<PlayerID, number>;
};

export function playerView({ G, playerID }: { G: TakeSixState; ctx: Ctx; playerID: PlayerID | null }): TakeSixView {
  const { undealtCards: _undealt, picks, ...visible } = G;
  const { hands, handCounts } = handsView(G.hands, playerID ?? null);
  return { ...visible, hands, handCounts, picks: picksSeenBy(picks, playerID ?? null) };
}
