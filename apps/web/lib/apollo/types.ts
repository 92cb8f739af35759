// Shapes of the API's GraphQL types (issue 3 schema) as the web app reads them.

export interface ApiUser {
  id: number;
  nickname: string;
}

export interface RoomMembership {
  isCreator: boolean;
  position: number;
  user: ApiUser;
}

export interface Room {
  id: string | null;
  gameCode: string;
  capacity: number;
  isPublic: boolean;
  matchId: string | null;
  userId: number | null;
  userMemberships: RoomMembership[];
}

export interface Lobby {
  rooms: Room[];
}

export interface MatchMembership {
  user: ApiUser;
}

export interface Match {
  id: string;
  gameCode: string;
  bgioServerUrl: string;
  bgioMatchId: string;
  bgioSecret: string | null;
  bgioPlayerId: string | null;
  playerMemberships: MatchMembership[];
}

export interface ChatMessage {
  userId: number;
  userNickname: string;
  isoTimestamp: string;
  message: string;
}
