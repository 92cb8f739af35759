// GraphQL over HTTP for preparing a benchmark (users, rooms, matches), with the CSRF cookie and
// header and the bearer token exactly as the web app sends them. The queries are the web app's.

export const ROOM_FIELDS =
  'id gameCode capacity isPublic matchId userId userMemberships { isCreator position user { id nickname } }';
export const NEW_USER = 'mutation NewUser($nickname: String!) { newUser(user: { nickname: $nickname }) { jwtToken } }';
export const NEW_ROOM =
  'mutation NewRoom($gameCode: String!, $capacity: Int!, $isPublic: Boolean) { newRoom(room: { gameCode: $gameCode, capacity: $capacity, isPublic: $isPublic }) { roomId } }';
export const JOIN_ROOM = `mutation JoinRoom($roomId: String!) { joinRoom(roomId: $roomId) { ${ROOM_FIELDS} } }`;
export const LOBBY = `query Lobby { lobby { rooms { ${ROOM_FIELDS} } } }`;
export const START_MATCH =
  'mutation StartMatch($roomId: String!, $shuffleUsers: Boolean!, $setupData: String) { startMatch(roomId: $roomId, shuffleUsers: $shuffleUsers, setupData: $setupData) }';
export const SEND_MESSAGE =
  'mutation SendMessage($channelType: String!, $channelId: String!, $message: String!) { sendMessage(message: { channelType: $channelType, channelId: $channelId, message: $message }) }';
export const CHAT_MUTATED =
  'subscription ChatMutated($channelType: String!, $channelId: String!) { chatMutated(channelType: $channelType, channelId: $channelId) { userId userNickname isoTimestamp message } }';

export const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

export class Api {
  constructor(
    readonly url: string,
    readonly csrf: string,
  ) {}

  static async connect(url: string): Promise<Api> {
    const response = await fetch(`${url}/csrf-token`);
    const { token } = (await response.json()) as { token: string };
    return new Api(url, token);
  }

  /** The data of an operation that must succeed. */
  async ok<T = Record<string, any>>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${this.csrf}`,
      'csrf-token': this.csrf,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${this.url}/graphql`, { method: 'POST', headers, body: body(query, variables) });
    const result = (await response.json()) as { data?: T; errors?: unknown[] };
    if (!response.ok || result.errors?.length || !result.data) {
      throw new Error(`${query.slice(0, 40)}…: HTTP ${response.status} ${JSON.stringify(result.errors)}`);
    }
    return result.data;
  }

  async newUser(nickname: string): Promise<string> {
    return (await this.ok<{ newUser: { jwtToken: string } }>(NEW_USER, { nickname })).newUser.jwtToken;
  }

  async newRoom(token: string, gameCode: string, capacity: number, isPublic: boolean): Promise<string> {
    return (await this.ok<{ newRoom: { roomId: string } }>(NEW_ROOM, { gameCode, capacity, isPublic }, token)).newRoom.roomId;
  }

  async joinRoom(token: string, roomId: string): Promise<void> {
    await this.ok(JOIN_ROOM, { roomId }, token);
  }

  async startMatch(token: string, roomId: string): Promise<string> {
    return (await this.ok<{ startMatch: string }>(START_MATCH, { roomId, shuffleUsers: false }, token)).startMatch;
  }
}

/** Runs `work(0..count-1)` with at most `concurrency` at a time; results in index order. */
export async function inPool<T>(count: number, concurrency: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** `count` new users' tokens. */
export function newUsers(api: Api, prefix: string, count: number): Promise<string[]> {
  return inPool(count, 8, (index) => api.newUser(`${prefix} ${index}`));
}
