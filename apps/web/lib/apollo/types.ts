// The API's objects as the features read them: aliases of the result types generated from
// operations.ts (npm run codegen).
import type { ChatMutatedSubscription, JoinRoomMutation, MatchQuery } from './generated-types';

/** The room fields every room operation selects (ROOM_FIELDS in operations.ts). */
export type Room = JoinRoomMutation['joinRoom'];

export type RoomMembership = Room['userMemberships'][number];

export type Match = MatchQuery['match'];

export type ChatMessage = ChatMutatedSubscription['chatMutated'];
