import type { Match } from '../graphql/generated-types';
import type { MatchEntity } from './entity';
import type { RematchOfferView } from './rematch';

/** bgioSecret and bgioPlayerId are set only for the viewer's own seat; null for everyone else. */
export type MatchView = Required<Omit<Match, 'rematch'>> & { rematch: RematchOfferView | null };

/** `match` with memberships and their users loaded, as seen by `viewerId` (`rematch` only for its players). */
export function toMatchView(match: MatchEntity, viewerId: number | null, rematch: RematchOfferView | null): MatchView {
  const seats = [...match.memberships].sort((a, b) => Number(a.bgioPlayerId) - Number(b.bgioPlayerId));
  const mine = seats.find((seat) => seat.userId === viewerId);
  return {
    id: match.id,
    gameCode: match.gameCode,
    bgioServerUrl: match.bgioServerUrl,
    bgioMatchId: match.bgioMatchId,
    bgioSecret: mine?.bgioSecret ?? null,
    bgioPlayerId: mine?.bgioPlayerId ?? null,
    playerMemberships: seats.map((seat) => ({
      user: { id: seat.user.id, nickname: seat.user.nickname },
      bgioPlayerId: seat.bgioPlayerId,
    })),
    computerSeats: [...match.computerSeats].sort((a, b) => Number(a.bgioPlayerId) - Number(b.bgioPlayerId)),
    rematch: mine ? rematch : null,
  };
}
