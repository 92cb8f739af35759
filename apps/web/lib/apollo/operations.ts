import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ChatHistoryQuery,
  ChatHistoryQueryVariables,
  ChatMutatedSubscription,
  ChatMutatedSubscriptionVariables,
  CurrentUserQuery,
  CurrentUserQueryVariables,
  AddComputerPlayerMutation,
  AddComputerPlayerMutationVariables,
  JoinRoomMutation,
  RoomInvitationQuery,
  RoomInvitationQueryVariables,
  JoinRoomMutationVariables,
  LeaveRoomMutation,
  LeaveRoomMutationVariables,
  LobbyMutatedSubscription,
  LobbyMutatedSubscriptionVariables,
  LobbyQuery,
  LobbyQueryVariables,
  MatchQuery,
  MatchQueryVariables,
  MoveUserUpMutation,
  MoveUserUpMutationVariables,
  NewRoomMutation,
  NewRoomMutationVariables,
  NewUserMutation,
  NewUserMutationVariables,
  NextRoomMutation,
  NextRoomMutationVariables,
  RematchMutatedSubscription,
  RematchMutatedSubscriptionVariables,
  RemoveComputerPlayerMutation,
  RemoveComputerPlayerMutationVariables,
  RemoveFromRoomMutation,
  RemoveFromRoomMutationVariables,
  ResignAwayPlayerMutation,
  ResignAwayPlayerMutationVariables,
  RoomMutatedSubscription,
  RoomMutatedSubscriptionVariables,
  SendMessageMutation,
  SendMessageMutationVariables,
  SetStandInMutation,
  SetStandInMutationVariables,
  ShuffleUsersMutation,
  ShuffleUsersMutationVariables,
  StartMatchMutation,
  StartMatchMutationVariables,
  UpdateRoomMutation,
  UpdateRoomMutationVariables,
  UpdateTableRulesMutation,
  UpdateTableRulesMutationVariables,
  UpdateUserMutation,
  UpdateUserMutationVariables,
} from './generated-types';

// Each document's result and variable types are generated from it (npm run codegen): the type
// names follow the operation's name and kind.

const ROOM_FIELDS = `
  id
  gameCode
  capacity
  isPublic
  matchId
  userId
  userMemberships { isCreator position user { id nickname } }
`;

/** A room's table rules: its clock, what happens when a seat's time runs out, its away time. */
const TABLE_RULES_FIELDS = 'tableRules { clock { kind seconds minutes incrementSeconds } onTimeout awaySeconds }';

/**
 * What a room's members follow: ROOM_FIELDS, the settings and table rules its match will start
 * with and its computer players.
 */
const MEMBER_ROOM_FIELDS = `${ROOM_FIELDS} setupData ${TABLE_RULES_FIELDS} computerSeats { position level }`;

/** What the lobby lists of a room: ROOM_FIELDS, its free seats and its computer players. */
const LOBBY_ROOM_FIELDS = `${ROOM_FIELDS} freeSeats computerSeats { position level }`;

export const NEW_USER: TypedDocumentNode<NewUserMutation, NewUserMutationVariables> = gql`
  mutation NewUser($nickname: String!) { newUser(user: { nickname: $nickname }) { jwtToken } }
`;

export const UPDATE_USER: TypedDocumentNode<UpdateUserMutation, UpdateUserMutationVariables> = gql`
  mutation UpdateUser($nickname: String!) { updateUser(user: { nickname: $nickname }) }
`;

export const CURRENT_USER: TypedDocumentNode<CurrentUserQuery, CurrentUserQueryVariables> = gql`
  query CurrentUser { user { id nickname } }
`;

export const NEW_ROOM: TypedDocumentNode<NewRoomMutation, NewRoomMutationVariables> = gql`
  mutation NewRoom($gameCode: String!, $capacity: Int!, $isPublic: Boolean, $setupData: String) {
    newRoom(room: { gameCode: $gameCode, capacity: $capacity, isPublic: $isPublic, setupData: $setupData }) { roomId }
  }
`;

/** Leaving out setupData keeps the room's settings; null resets them to the game's defaults. */
export const UPDATE_ROOM: TypedDocumentNode<UpdateRoomMutation, UpdateRoomMutationVariables> = gql`
  mutation UpdateRoom($roomId: String!, $gameCode: String!, $capacity: Int!, $setupData: String) {
    updateRoom(room: { roomId: $roomId, gameCode: $gameCode, capacity: $capacity, setupData: $setupData })
  }
`;

/** The creator's change of the room's table rules, before the start. */
export const UPDATE_TABLE_RULES: TypedDocumentNode<UpdateTableRulesMutation, UpdateTableRulesMutationVariables> = gql`
  mutation UpdateTableRules($roomId: String!, $rules: TableRulesInput!) { updateTableRules(roomId: $roomId, rules: $rules) }
`;

/** What a room link invites to (read by the room page's server, before the visitor has a nickname). */
export const ROOM_INVITATION: TypedDocumentNode<RoomInvitationQuery, RoomInvitationQueryVariables> = gql`
  query RoomInvitation($roomId: String!) { roomInvitation(roomId: $roomId) { gameCode capacity creatorNickname started } }
`;

export const JOIN_ROOM: TypedDocumentNode<JoinRoomMutation, JoinRoomMutationVariables> = gql`
  mutation JoinRoom($roomId: String!) { joinRoom(roomId: $roomId) { ${MEMBER_ROOM_FIELDS} } }
`;

export const LEAVE_ROOM: TypedDocumentNode<LeaveRoomMutation, LeaveRoomMutationVariables> = gql`
  mutation LeaveRoom($roomId: String!) { leaveRoom(roomId: $roomId) }
`;

export const REMOVE_FROM_ROOM: TypedDocumentNode<RemoveFromRoomMutation, RemoveFromRoomMutationVariables> = gql`
  mutation RemoveFromRoom($roomId: String!, $userIdToBeRemoved: Int!) {
    removeFromRoom(roomId: $roomId, userIdToBeRemoved: $userIdToBeRemoved)
  }
`;

export const MOVE_USER_UP: TypedDocumentNode<MoveUserUpMutation, MoveUserUpMutationVariables> = gql`
  mutation MoveUserUp($roomId: String!, $userIdToBeMovedUp: Int!) {
    moveUserUp(roomId: $roomId, userIdToBeMovedUp: $userIdToBeMovedUp)
  }
`;

export const SHUFFLE_USERS: TypedDocumentNode<ShuffleUsersMutation, ShuffleUsersMutationVariables> = gql`
  mutation ShuffleUsers($roomId: String!) { shuffleUsers(roomId: $roomId) }
`;

export const ADD_COMPUTER_PLAYER: TypedDocumentNode<AddComputerPlayerMutation, AddComputerPlayerMutationVariables> = gql`
  mutation AddComputerPlayer($roomId: String!, $level: String!) { addComputerPlayer(roomId: $roomId, level: $level) }
`;

/** position: the computer player's seat, as the room's computerSeats show it. */
export const REMOVE_COMPUTER_PLAYER: TypedDocumentNode<RemoveComputerPlayerMutation, RemoveComputerPlayerMutationVariables> = gql`
  mutation RemoveComputerPlayer($roomId: String!, $position: Int!) {
    removeComputerPlayer(roomId: $roomId, position: $position)
  }
`;

export const START_MATCH: TypedDocumentNode<StartMatchMutation, StartMatchMutationVariables> = gql`
  mutation StartMatch($roomId: String!, $shuffleUsers: Boolean!, $setupData: String) {
    startMatch(roomId: $roomId, shuffleUsers: $shuffleUsers, setupData: $setupData)
  }
`;

export const NEXT_ROOM: TypedDocumentNode<NextRoomMutation, NextRoomMutationVariables> = gql`
  mutation NextRoom($matchId: String!) { nextRoom(matchId: $matchId) }
`;

export const ROOM_MUTATED: TypedDocumentNode<RoomMutatedSubscription, RoomMutatedSubscriptionVariables> = gql`
  subscription RoomMutated($roomId: String!) { roomMutated(roomId: $roomId) { ${MEMBER_ROOM_FIELDS} } }
`;

export const LOBBY: TypedDocumentNode<LobbyQuery, LobbyQueryVariables> = gql`
  query Lobby { lobby { rooms { ${LOBBY_ROOM_FIELDS} } } }
`;

export const LOBBY_MUTATED: TypedDocumentNode<LobbyMutatedSubscription, LobbyMutatedSubscriptionVariables> = gql`
  subscription LobbyMutated { lobbyMutated { rooms { ${LOBBY_ROOM_FIELDS} } } }
`;

export const MATCH: TypedDocumentNode<MatchQuery, MatchQueryVariables> = gql`
  query Match($id: String!) {
    match(id: $id) {
      id
      gameCode
      bgioServerUrl
      bgioMatchId
      bgioSecret
      bgioPlayerId
      playerMemberships { bgioPlayerId user { id nickname } }
      computerSeats { bgioPlayerId level }
      rematch { roomId players { id nickname } }
    }
  }
`;

/** on: a computer player plays the asker's own seat; off: the asker takes it back. */
export const SET_STAND_IN: TypedDocumentNode<SetStandInMutation, SetStandInMutationVariables> = gql`
  mutation SetStandIn($matchId: String!, $on: Boolean!) { setStandIn(matchId: $matchId, on: $on) }
`;

/** The away seat resigns, as another seated player asks when the match waits on it. */
export const RESIGN_AWAY_PLAYER: TypedDocumentNode<ResignAwayPlayerMutation, ResignAwayPlayerMutationVariables> = gql`
  mutation ResignAwayPlayer($matchId: String!, $bgioPlayerId: String!) {
    resignAwayPlayer(matchId: $matchId, bgioPlayerId: $bgioPlayerId)
  }
`;

/** The match's rematch offer each time it changes: offer null once withdrawn or started. */
export const REMATCH_MUTATED: TypedDocumentNode<RematchMutatedSubscription, RematchMutatedSubscriptionVariables> = gql`
  subscription RematchMutated($matchId: String!) {
    rematchMutated(matchId: $matchId) { matchId offer { roomId players { id nickname } } }
  }
`;

export const SEND_MESSAGE: TypedDocumentNode<SendMessageMutation, SendMessageMutationVariables> = gql`
  mutation SendMessage($channelType: String!, $channelId: String!, $message: String!) {
    sendMessage(message: { channelType: $channelType, channelId: $channelId, message: $message })
  }
`;

export const CHAT_MUTATED: TypedDocumentNode<ChatMutatedSubscription, ChatMutatedSubscriptionVariables> = gql`
  subscription ChatMutated($channelType: String!, $channelId: String!) {
    chatMutated(channelType: $channelType, channelId: $channelId) { userId userNickname isoTimestamp message }
  }
`;

/** Earlier messages of a channel (a match), for a reader who reloads. */
export const CHAT_HISTORY: TypedDocumentNode<ChatHistoryQuery, ChatHistoryQueryVariables> = gql`
  query ChatHistory($channelType: String!, $channelId: String!) {
    chatMessages(channelType: $channelType, channelId: $channelId) { userId userNickname isoTimestamp message }
  }
`;
