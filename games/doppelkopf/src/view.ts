import type { Ctx, PlayerID } from 'boardgame.io';
import { handsView } from '@tabula/cards';
import type { DoppelkopfState } from './types';

/** A seat's view: its own hand, the others as counts; sides only as shown (and the viewer's own); everything at the reveal. */
export type DoppelkopfView = DoppelkopfState & { handCounts: Record<PlayerID, number> };

export const isRevealed = (G: DoppelkopfState, ctx: Pick<Ctx, 'gameover'>) => G.revealed || ctx.gameover !== undefined;

export function playerView({ G, ctx, playerID }: { G: DoppelkopfState; ctx: Ctx; playerID: PlayerID | null }): DoppelkopfView {
  const reveal = isRevealed(G, ctx);
  const { hands, handCounts } = handsView(G.hands, playerID, reveal ? G.seats : []);
  // Until a marriage is decided only its holder knows its side: any other seat may still become the partner.
  const undecided = G.contract?.kind === 'marriage' && G.contract.decidedAt === 0 && G.contract.declarer !== playerID;
  const ownSide = playerID !== null && !undecided && G.teams[playerID] !== undefined ? { [playerID]: G.teams[playerID]! } : {};
  return {
    ...G,
    hands,
    handCounts,
    dealtHands: reveal ? G.dealtHands : {},
    // A seat knows its own side from its own hand (a club queen or none); the rest only as shown.
    teams: reveal ? G.teams : { ...G.shownSides, ...ownSide },
  };
}
