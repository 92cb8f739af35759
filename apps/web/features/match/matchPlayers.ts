import type { PlayerInfo } from '@tabula/game-kit';
import type { Match } from '../../lib/apollo/types';

/** What names a match's seats: the people's memberships and, when it has any, its computer seats. */
export type MatchSeats = Pick<Match, 'playerMemberships'> & Partial<Pick<Match, 'computerSeats'>>;

/**
 * Every seat in boardgame.io's order, each named by its own playerID (not by its place in the
 * lists: seats may be shuffled, and computer seats sit among them): a person by nickname, a
 * computer seat by `computerName` of its level.
 */
export function matchPlayers(match: MatchSeats, computerName: (level: string) => string): PlayerInfo[] {
  const people = match.playerMemberships.map(({ bgioPlayerId, user }) => ({ playerID: bgioPlayerId, name: user.nickname }));
  const computers = (match.computerSeats ?? []).map(({ bgioPlayerId, level }) => ({
    playerID: bgioPlayerId,
    name: computerName(level),
  }));
  return [...people, ...computers].sort((a, b) => Number(a.playerID) - Number(b.playerID));
}
