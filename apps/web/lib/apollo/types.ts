// The API's objects as the features read them: aliases of the result types generated from
// operations.ts (npm run codegen).
import type { ChatMutatedSubscription, JoinRoomMutation, LobbyQuery, MatchQuery } from './generated-types';

/** The room fields every room operation selects (ROOM_FIELDS in operations.ts). */
export type Room = LobbyQuery['lobby']['rooms'][number];

/** A room as its members follow it (joinRoom, roomMutated): also the settings its match will start with. */
export type MemberRoom = JoinRoomMutation['joinRoom'];

export type RoomMembership = Room['userMemberships'][number];

export type Match = MatchQuery['match'];

/** The open offer of a rematch: the next room and who waits in it. */
export type RematchOffer = NonNullable<Match['rematch']>;

export type ChatMessage = ChatMutatedSubscription['chatMutated'];
