// Rematch offers: a finished match's next room, while it waits for players, as the match's other
// players see it. Every change of that room is told to them live (rematchMutated), so "Ann wants
// a rematch" shows at once and goes away when Ann leaves the room or its match starts.
import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../deps';
import type { RematchOffer, RematchUpdate } from '../graphql/generated-types';
import { loadRoomView } from '../rooms/views';
import { MatchEntity } from './entity';

export const rematchTopic = (matchId: string) => `rematch:${matchId}`;

export type RematchOfferView = Required<RematchOffer>;

/** What rematchMutated sends: plain JSON, it may cross Redis. */
export interface RematchEvent extends Required<RematchUpdate> {
  offer: RematchOfferView | null;
}

/** The offer of a match whose next room is `nextRoomId`: null without one, or once it started or is gone. */
export async function loadRematchOffer(manager: EntityManager, nextRoomId: string | null): Promise<RematchOfferView | null> {
  if (!nextRoomId) return null;
  const room = await loadRoomView(manager, nextRoomId);
  if (!room || room.matchId) return null;
  const creatorFirst = [...room.userMemberships].sort((a, b) => Number(b.isCreator) - Number(a.isCreator));
  return { roomId: room.id, players: creatorFirst.map((membership) => membership.user) };
}

export class RematchEvents {
  constructor(private readonly deps: ServiceDeps) {}

  /** After a room changed (or was deleted): when it is a match's next room, tells that match's players. */
  async roomChanged(roomId: string): Promise<void> {
    const event = await this.deps.db.read(async (manager): Promise<RematchEvent | null> => {
      const match = await manager.findOne(MatchEntity, { where: { nextRoomId: roomId }, select: { id: true } });
      return match ? { matchId: match.id, offer: await loadRematchOffer(manager, roomId) } : null;
    });
    if (event) await this.deps.events.publish(rematchTopic(event.matchId), event);
  }
}
