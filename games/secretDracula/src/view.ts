import type { Ctx, PlayerID } from 'boardgame.io';
import { picksSeenBy, type SecretPicksView } from '@tabula/game-kit';
import { knownRoles } from './roles';
import type { Ballot, Investigation, Policy, PolicyCounts, Role, SecretDraculaState } from './types';

/** An investigation as a viewer sees it: the party only for the Mayor who made it (and for all at the end). */
export type InvestigationView = Omit<Investigation, 'party'> & Partial<Pick<Investigation, 'party'>>;

/**
 * A seat's view: the roles it knows, its own ballot and who has voted, the Mayor's hand for the
 * Mayor, the Priest's for the Priest and that Mayor, the top three policies for the Mayor peeking,
 * its own investigations' results; the decks as counts only. Everything else is public.
 */
export type SecretDraculaView = Omit<
  SecretDraculaState,
  'roles' | 'drawPile' | 'discardPile' | 'mayorHand' | 'priestHand' | 'votes' | 'investigations'
> & {
  knownRoles: Record<PlayerID, Role>;
  drawCount: number;
  discardCount: number;
  mayorHand: PolicyCounts | null;
  priestHand: PolicyCounts | null;
  /** The top three policies, in order: the Mayor's, while peeking. */
  peek: Policy[] | null;
  votes: SecretPicksView<Ballot>;
  investigations: InvestigationView[];
};

export function playerView({ G, playerID }: { G: SecretDraculaState; ctx: Ctx; playerID: PlayerID | null }): SecretDraculaView {
  const { roles: _roles, drawPile, discardPile, mayorHand, priestHand, votes, investigations, ...visible } = G;
  const viewer = playerID ?? null;
  const isMayor = viewer !== null && viewer === G.mayor;
  const over = G.winner !== null;
  return {
    ...visible,
    knownRoles: knownRoles(G, viewer),
    drawCount: drawPile.length,
    discardCount: discardPile.length,
    mayorHand: isMayor ? mayorHand : null,
    priestHand: isMayor || (viewer !== null && viewer === G.priest) ? priestHand : null,
    peek: isMayor && G.step === 'peek' ? drawPile.slice(0, 3) : null,
    votes: picksSeenBy(votes, viewer),
    investigations: investigations.map(({ party, ...done }) => (over || done.mayor === viewer ? { ...done, party } : done)),
  };
}
