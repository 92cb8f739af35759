// Server only: a match as every visitor may see it, read by the web server's watcher session.
import type { Match } from '../../lib/apollo/types';
import { ApiRefusal, watcher, type Watcher } from '../session/watcherApi';

/** What anyone may know of a match: no seat credentials. No computerSeats means none. */
export type PublicMatch = Pick<Match, 'id' | 'gameCode' | 'bgioServerUrl' | 'bgioMatchId' | 'playerMemberships'> &
  Partial<Pick<Match, 'computerSeats'>>;

export type PublicMatchResult = { status: 'found'; match: PublicMatch } | { status: 'missing' } | { status: 'unavailable' };

const PUBLIC_MATCH = `query PublicMatch($id: String!) {
  match(id: $id) {
    id gameCode bgioServerUrl bgioMatchId playerMemberships { bgioPlayerId user { id nickname } } computerSeats { bgioPlayerId level }
  }
}`;

/** The match, "missing" when the API says it does not exist, "unavailable" when it cannot say. */
export async function fetchPublicMatch(id: string, session: Pick<Watcher, 'request'> = watcher): Promise<PublicMatchResult> {
  try {
    const data = await session.request<{ match: PublicMatch }>(PUBLIC_MATCH, { id });
    const { id: matchId, gameCode, bgioServerUrl, bgioMatchId, playerMemberships, computerSeats } = data.match;
    return { status: 'found', match: { id: matchId, gameCode, bgioServerUrl, bgioMatchId, playerMemberships, computerSeats } };
  } catch (error) {
    if (error instanceof ApiRefusal && error.codes.includes('NOT_FOUND')) return { status: 'missing' };
    console.error(error);
    return { status: 'unavailable' };
  }
}
