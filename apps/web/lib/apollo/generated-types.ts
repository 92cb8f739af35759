// Generated from the API schema by `npm run codegen` (apps/api/src/graphql/codegen.ts): do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type ClockKind =
  | 'NONE'
  /** Restarted at each of the seat's turns. */
  | 'PER_MOVE'
  /** A bank of time per seat for the whole match, chess-style, with an increment per move. */
  | 'PER_MATCH';

export type TimeoutRule =
  | 'MOVE_ONCE'
  | 'TAKE_OVER';

export type TableRulesInput = {
  clock: TableClockInput;
  onTimeout: TimeoutRule;
  /** Seconds (30, 60, 180 or 300), or null for never; left out: never without a clock, 60 with one. */
  awaySeconds?: number | null | undefined;
};

export type TableClockInput = {
  kind: ClockKind;
  seconds?: number | null | undefined;
  minutes?: number | null | undefined;
  incrementSeconds?: number | null | undefined;
};

export type AddComputerPlayerMutationVariables = Exact<{
  roomId: string;
  level: string;
}>;

export type AddComputerPlayerMutation = { addComputerPlayer: boolean };

export type ChatHistoryQueryVariables = Exact<{
  channelType: string;
  channelId: string;
}>;

export type ChatHistoryQuery = { chatMessages: Array<{ userId: number, userNickname: string, isoTimestamp: string, message: string }> };

export type ChatMutatedSubscriptionVariables = Exact<{
  channelType: string;
  channelId: string;
}>;

export type ChatMutatedSubscription = { chatMutated: { userId: number, userNickname: string, isoTimestamp: string, message: string } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;

export type CurrentUserQuery = { user: { id: number, nickname: string } };

export type JoinRoomMutationVariables = Exact<{
  roomId: string;
}>;

export type JoinRoomMutation = { joinRoom: { id: string | null, gameCode: string, capacity: number, isPublic: boolean, matchId: string | null, userId: number | null, setupData: string | null, userMemberships: Array<{ isCreator: boolean, position: number, user: { id: number, nickname: string } }>, tableRules: { onTimeout: TimeoutRule, awaySeconds: number | null, clock: { kind: ClockKind, seconds: number | null, minutes: number | null, incrementSeconds: number | null } }, computerSeats: Array<{ position: number, level: string }> } };

export type LeaveRoomMutationVariables = Exact<{
  roomId: string;
}>;

export type LeaveRoomMutation = { leaveRoom: boolean };

export type LobbyQueryVariables = Exact<{ [key: string]: never; }>;

export type LobbyQuery = { lobby: { rooms: Array<{ id: string | null, gameCode: string, capacity: number, isPublic: boolean, matchId: string | null, userId: number | null, freeSeats: number, userMemberships: Array<{ isCreator: boolean, position: number, user: { id: number, nickname: string } }>, computerSeats: Array<{ position: number, level: string }> }> } };

export type LobbyMutatedSubscriptionVariables = Exact<{ [key: string]: never; }>;

export type LobbyMutatedSubscription = { lobbyMutated: { rooms: Array<{ id: string | null, gameCode: string, capacity: number, isPublic: boolean, matchId: string | null, userId: number | null, freeSeats: number, userMemberships: Array<{ isCreator: boolean, position: number, user: { id: number, nickname: string } }>, computerSeats: Array<{ position: number, level: string }> }> } };

export type MatchQueryVariables = Exact<{
  id: string;
}>;

export type MatchQuery = { match: { id: string, gameCode: string, bgioServerUrl: string, bgioMatchId: string, bgioSecret: string | null, bgioPlayerId: string | null, playerMemberships: Array<{ bgioPlayerId: string, user: { id: number, nickname: string } }>, computerSeats: Array<{ bgioPlayerId: string, level: string }>, rematch: { roomId: string, players: Array<{ id: number, nickname: string }> } | null } };

export type MoveUserUpMutationVariables = Exact<{
  roomId: string;
  userIdToBeMovedUp: number;
}>;

export type MoveUserUpMutation = { moveUserUp: boolean };

export type NewRoomMutationVariables = Exact<{
  gameCode: string;
  capacity: number;
  isPublic?: boolean | null | undefined;
  setupData?: string | null | undefined;
}>;

export type NewRoomMutation = { newRoom: { roomId: string } };

export type NewUserMutationVariables = Exact<{
  nickname: string;
}>;

export type NewUserMutation = { newUser: { jwtToken: string } };

export type NextRoomMutationVariables = Exact<{
  matchId: string;
}>;

export type NextRoomMutation = { nextRoom: string };

export type RematchMutatedSubscriptionVariables = Exact<{
  matchId: string;
}>;

export type RematchMutatedSubscription = { rematchMutated: { matchId: string, offer: { roomId: string, players: Array<{ id: number, nickname: string }> } | null } };

export type RemoveComputerPlayerMutationVariables = Exact<{
  roomId: string;
  position: number;
}>;

export type RemoveComputerPlayerMutation = { removeComputerPlayer: boolean };

export type RemoveFromRoomMutationVariables = Exact<{
  roomId: string;
  userIdToBeRemoved: number;
}>;

export type RemoveFromRoomMutation = { removeFromRoom: boolean };

export type ResignAwayPlayerMutationVariables = Exact<{
  matchId: string;
  bgioPlayerId: string;
}>;

export type ResignAwayPlayerMutation = { resignAwayPlayer: boolean };

export type RoomInvitationQueryVariables = Exact<{
  roomId: string;
}>;

export type RoomInvitationQuery = { roomInvitation: { gameCode: string, capacity: number, creatorNickname: string | null, started: boolean } | null };

export type RoomMutatedSubscriptionVariables = Exact<{
  roomId: string;
}>;

export type RoomMutatedSubscription = { roomMutated: { id: string | null, gameCode: string, capacity: number, isPublic: boolean, matchId: string | null, userId: number | null, setupData: string | null, userMemberships: Array<{ isCreator: boolean, position: number, user: { id: number, nickname: string } }>, tableRules: { onTimeout: TimeoutRule, awaySeconds: number | null, clock: { kind: ClockKind, seconds: number | null, minutes: number | null, incrementSeconds: number | null } }, computerSeats: Array<{ position: number, level: string }> } };

export type SendMessageMutationVariables = Exact<{
  channelType: string;
  channelId: string;
  message: string;
}>;

export type SendMessageMutation = { sendMessage: boolean };

export type SetStandInMutationVariables = Exact<{
  matchId: string;
  on: boolean;
}>;

export type SetStandInMutation = { setStandIn: boolean };

export type ShuffleUsersMutationVariables = Exact<{
  roomId: string;
}>;

export type ShuffleUsersMutation = { shuffleUsers: boolean };

export type StartMatchMutationVariables = Exact<{
  roomId: string;
  shuffleUsers: boolean;
  setupData?: string | null | undefined;
}>;

export type StartMatchMutation = { startMatch: string };

export type UpdateRoomMutationVariables = Exact<{
  roomId: string;
  gameCode: string;
  capacity: number;
  setupData?: string | null | undefined;
}>;

export type UpdateRoomMutation = { updateRoom: boolean };

export type UpdateTableRulesMutationVariables = Exact<{
  roomId: string;
  rules: TableRulesInput;
}>;

export type UpdateTableRulesMutation = { updateTableRules: boolean };

export type UpdateUserMutationVariables = Exact<{
  nickname: string;
}>;

export type UpdateUserMutation = { updateUser: boolean };
