import type { PlayerInfo } from '@tabula/game-kit';
import type { Match } from '../../lib/apollo/types';

/** Seats in match order: player N of boardgame.io is the Nth membership, named by nickname. */
export function matchPlayers(match: Pick<Match, 'playerMemberships'>): PlayerInfo[] {
  return match.playerMemberships.map((membership, index) => ({ playerID: String(index), name: membership.user.nickname }));
}
