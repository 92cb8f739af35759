import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ApiUser, ChatMessage, Lobby, Match, Room } from './types';

const ROOM_FIELDS = `
  id
  gameCode
  capacity
  isPublic
  matchId
  userId
  userMemberships { isCreator position user { id nickname } }
`;

export const NEW_USER: TypedDocumentNode<{ newUser: { jwtToken: string } }, { nickname: string }> = gql`
  mutation NewUser($nickname: String!) { newUser(user: { nickname: $nickname }) { jwtToken } }
`;

export const UPDATE_USER: TypedDocumentNode<{ updateUser: boolean }, { nickname: string }> = gql`
  mutation UpdateUser($nickname: String!) { updateUser(user: { nickname: $nickname }) }
`;

export const CURRENT_USER: TypedDocumentNode<{ user: ApiUser }, Record<string, never>> = gql`
  query CurrentUser { user { id nickname } }
`;

export const NEW_ROOM: TypedDocumentNode<{ newRoom: { roomId: string } }, { gameCode: string; capacity: number; isPublic: boolean }> = gql`
  mutation NewRoom($gameCode: String!, $capacity: Int!, $isPublic: Boolean) {
    newRoom(room: { gameCode: $gameCode, capacity: $capacity, isPublic: $isPublic }) { roomId }
  }
`;

export const UPDATE_ROOM: TypedDocumentNode<{ updateRoom: boolean }, { roomId: string; gameCode: string; capacity: number }> = gql`
  mutation UpdateRoom($roomId: String!, $gameCode: String!, $capacity: Int!) {
    updateRoom(room: { roomId: $roomId, gameCode: $gameCode, capacity: $capacity })
  }
`;

export const JOIN_ROOM: TypedDocumentNode<{ joinRoom: Room }, { roomId: string }> = gql`
  mutation JoinRoom($roomId: String!) { joinRoom(roomId: $roomId) { ${ROOM_FIELDS} } }
`;

export const LEAVE_ROOM: TypedDocumentNode<{ leaveRoom: boolean }, { roomId: string }> = gql`
  mutation LeaveRoom($roomId: String!) { leaveRoom(roomId: $roomId) }
`;

export const REMOVE_FROM_ROOM: TypedDocumentNode<{ removeFromRoom: boolean }, { roomId: string; userIdToBeRemoved: number }> = gql`
  mutation RemoveFromRoom($roomId: String!, $userIdToBeRemoved: Int!) {
    removeFromRoom(roomId: $roomId, userIdToBeRemoved: $userIdToBeRemoved)
  }
`;

export const MOVE_USER_UP: TypedDocumentNode<{ moveUserUp: boolean }, { roomId: string; userIdToBeMovedUp: number }> = gql`
  mutation MoveUserUp($roomId: String!, $userIdToBeMovedUp: Int!) {
    moveUserUp(roomId: $roomId, userIdToBeMovedUp: $userIdToBeMovedUp)
  }
`;

export const SHUFFLE_USERS: TypedDocumentNode<{ shuffleUsers: boolean }, { roomId: string }> = gql`
  mutation ShuffleUsers($roomId: String!) { shuffleUsers(roomId: $roomId) }
`;

export const START_MATCH: TypedDocumentNode<{ startMatch: string }, { roomId: string; shuffleUsers: boolean; setupData?: string | null }> = gql`
  mutation StartMatch($roomId: String!, $shuffleUsers: Boolean!, $setupData: String) {
    startMatch(roomId: $roomId, shuffleUsers: $shuffleUsers, setupData: $setupData)
  }
`;

export const NEXT_ROOM: TypedDocumentNode<{ nextRoom: string }, { matchId: string }> = gql`
  mutation NextRoom($matchId: String!) { nextRoom(matchId: $matchId) }
`;

export const ROOM_MUTATED: TypedDocumentNode<{ roomMutated: Room }, { roomId: string }> = gql`
  subscription RoomMutated($roomId: String!) { roomMutated(roomId: $roomId) { ${ROOM_FIELDS} } }
`;

export const LOBBY: TypedDocumentNode<{ lobby: Lobby }, Record<string, never>> = gql`
  query Lobby { lobby { rooms { ${ROOM_FIELDS} } } }
`;

export const LOBBY_MUTATED: TypedDocumentNode<{ lobbyMutated: Lobby }, Record<string, never>> = gql`
  subscription LobbyMutated { lobbyMutated { rooms { ${ROOM_FIELDS} } } }
`;

export const MATCH: TypedDocumentNode<{ match: Match }, { id: string }> = gql`
  query Match($id: String!) {
    match(id: $id) {
      id
      gameCode
      bgioServerUrl
      bgioMatchId
      bgioSecret
      bgioPlayerId
      playerMemberships { user { id nickname } }
    }
  }
`;

export const SEND_MESSAGE: TypedDocumentNode<{ sendMessage: boolean }, { channelType: string; channelId: string; message: string }> = gql`
  mutation SendMessage($channelType: String!, $channelId: String!, $message: String!) {
    sendMessage(message: { channelType: $channelType, channelId: $channelId, message: $message })
  }
`;

export const CHAT_MUTATED: TypedDocumentNode<{ chatMutated: ChatMessage }, { channelType: string; channelId: string }> = gql`
  subscription ChatMutated($channelType: String!, $channelId: String!) {
    chatMutated(channelType: $channelType, channelId: $channelId) { userId userNickname isoTimestamp message }
  }
`;

/** Earlier messages of a channel (a match), for a reader who reloads. */
export const CHAT_HISTORY: TypedDocumentNode<{ chatMessages: ChatMessage[] }, { channelType: string; channelId: string }> = gql`
  query ChatHistory($channelType: String!, $channelId: String!) {
    chatMessages(channelType: $channelType, channelId: $channelId) { userId userNickname isoTimestamp message }
  }
`;
