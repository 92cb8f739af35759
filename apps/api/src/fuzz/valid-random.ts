// The acceptance phase: signed-in players send plausible operations with random arguments
// (real room, match and user ids most of the time) so that many of them succeed and change the
// database; what must hold afterwards is checked by invariants.ts.
import { findGame } from '@tabula/catalogue';
import { games } from '@tabula/catalogue';
import type { GraphQLBody } from './operations';
import type { Rng } from './random';
import { HOSTILE_STRINGS, randomString } from './values';

export interface Known {
  rooms: string[];
  matches: string[];
  userIds: number[];
}

const ROOM =
  'id gameCode capacity matchId userMemberships { isCreator position user { id nickname } } tableRules { clock { kind seconds minutes incrementSeconds } onTimeout awaySeconds }';
const ONLINE_CODES = games.filter((entry) => entry.modes.includes('OnlineFriend')).map((entry) => entry.code);
const SETUP_DATA = [
  null,
  '',
  ' ',
  '{}',
  'null',
  '[]',
  '5',
  '"x"',
  '{"x":1}',
  '{not json',
  '{"variant":"nope"}',
  'x'.repeat(10_001),
];
const MESSAGES = [
  'hi',
  'good game',
  ' spaced ',
  '',
  '   ',
  'x'.repeat(500),
  'x'.repeat(501),
  '😀'.repeat(500),
  '<b>hi</b>',
  "'; DROP TABLE chat_messages; --",
  'nul\u0000byte',
];
const NICKNAMES = ['Ann', 'Bea Two', 'Zoë', '名前', 'x'.repeat(24), 'x'.repeat(25), '', 'bad!', 'a  b'];
/** Table rules clocks: the offered ones, and some that are not (a value not offered, a missing one). */
const CLOCKS = [
  { kind: 'NONE' },
  { kind: 'PER_MOVE', seconds: 15 },
  { kind: 'PER_MOVE', seconds: 180 },
  { kind: 'PER_MATCH', minutes: 5, incrementSeconds: 2 },
  { kind: 'PER_MATCH', minutes: 20, incrementSeconds: 0 },
  { kind: 'PER_MOVE', seconds: 16 },
  { kind: 'PER_MOVE' },
  { kind: 'PER_MATCH', minutes: -3, incrementSeconds: 2 },
  { kind: 'PER_MATCH', minutes: 3, incrementSeconds: 2147483647 },
];
const AWAY_SECONDS = [undefined, null, 30, 60, 180, 300, 0, -30, 31];
const SEATS = ['0', '1', '2', '3', '', '-1', '01', 'x'.repeat(64)];

export type Operation = (rng: Rng, known: Known) => GraphQLBody;

const pickId = (rng: Rng, ids: string[]) =>
  ids.length > 0 && rng.chance(0.85) ? rng.pick(ids) : (randomString(rng, { strings: [], ints: [] }) as string);
const pickUser = (rng: Rng, known: Known) => (rng.chance(0.9) ? rng.pick(known.userIds) : rng.pick([0, -1, 2147483647]));

function capacityFor(rng: Rng, code: string): number {
  const entry = findGame(code);
  if (!entry) return rng.pick([2, 3, 4]);
  return rng.chance(0.85)
    ? entry.minPlayers + rng.int(entry.maxPlayers - entry.minPlayers + 1)
    : rng.pick([entry.minPlayers - 1, entry.maxPlayers + 1]);
}

/** Operation makers with their weights. */
export const OPERATIONS: [number, Operation][] = [
  [
    6,
    (rng) => {
      const gameCode = rng.chance(0.9) ? rng.pick(ONLINE_CODES) : rng.pick(HOSTILE_STRINGS);
      return {
        query: 'mutation ($r: NewRoomInput!) { newRoom(room: $r) { roomId } }',
        variables: { r: { gameCode, capacity: capacityFor(rng, gameCode), isPublic: rng.chance(0.5) } },
      };
    },
  ],
  [
    12,
    (rng, known) => ({
      query: `mutation ($id: String!) { joinRoom(roomId: $id) { ${ROOM} } }`,
      variables: { id: pickId(rng, known.rooms) },
    }),
  ],
  [
    4,
    (rng, known) => ({
      query: 'mutation ($id: String!) { leaveRoom(roomId: $id) }',
      variables: { id: pickId(rng, known.rooms) },
    }),
  ],
  [
    2,
    (rng, known) => ({
      query: 'mutation ($id: String!, $u: Int!) { removeFromRoom(userIdToBeRemoved: $u, roomId: $id) }',
      variables: { id: pickId(rng, known.rooms), u: pickUser(rng, known) },
    }),
  ],
  [
    3,
    (rng, known) => ({
      query: 'mutation ($id: String!, $u: Int!) { moveUserUp(userIdToBeMovedUp: $u, roomId: $id) }',
      variables: { id: pickId(rng, known.rooms), u: pickUser(rng, known) },
    }),
  ],
  [
    2,
    (rng, known) => ({
      query: 'mutation ($id: String!) { shuffleUsers(roomId: $id) }',
      variables: { id: pickId(rng, known.rooms) },
    }),
  ],
  [
    3,
    (rng, known) => {
      const gameCode = rng.pick(ONLINE_CODES);
      return {
        query: 'mutation ($r: UpdateRoomInput!) { updateRoom(room: $r) }',
        variables: { r: { roomId: pickId(rng, known.rooms), gameCode, capacity: capacityFor(rng, gameCode) } },
      };
    },
  ],
  [
    6,
    (rng, known) => ({
      query: 'mutation ($id: String!, $s: Boolean!, $d: String) { startMatch(roomId: $id, shuffleUsers: $s, setupData: $d) }',
      variables: { id: pickId(rng, known.rooms), s: rng.chance(0.5), d: rng.pick(SETUP_DATA) },
    }),
  ],
  [
    4,
    (rng, known) => ({
      query: 'mutation ($id: String!) { nextRoom(matchId: $id) }',
      variables: { id: pickId(rng, known.matches) },
    }),
  ],
  [
    5,
    (rng, known) => ({
      query: 'mutation ($m: SendMessageInput!) { sendMessage(message: $m) }',
      variables: {
        m: {
          channelType: rng.chance(0.9) ? 'match' : 'room',
          channelId: pickId(rng, known.matches),
          message: rng.pick(MESSAGES),
        },
      },
    }),
  ],
  [
    2,
    (rng) => ({ query: 'mutation ($n: String!) { updateUser(user: { nickname: $n }) }', variables: { n: rng.pick(NICKNAMES) } }),
  ],
  [
    3,
    (rng, known) => ({
      query: 'query ($id: String!) { chatMessages(channelType: "match", channelId: $id) { userId message } }',
      variables: { id: pickId(rng, known.matches) },
    }),
  ],
  [
    3,
    (rng, known) => ({
      query: 'query ($id: String!) { match(id: $id) { id bgioPlayerId playerMemberships { user { id } } } }',
      variables: { id: pickId(rng, known.matches) },
    }),
  ],
  [3, () => ({ query: `{ lobby { rooms { ${ROOM} } } }` })],
  [
    4,
    (rng, known) => ({
      query: 'mutation ($id: String!, $r: TableRulesInput!) { updateTableRules(roomId: $id, rules: $r) }',
      variables: {
        id: pickId(rng, known.rooms),
        r: { clock: rng.pick(CLOCKS), onTimeout: rng.pick(['MOVE_ONCE', 'TAKE_OVER']), awaySeconds: rng.pick(AWAY_SECONDS) },
      },
    }),
  ],
  [
    2,
    (rng, known) => ({
      query: 'mutation ($id: String!, $on: Boolean!) { setStandIn(matchId: $id, on: $on) }',
      variables: { id: pickId(rng, known.matches), on: rng.chance(0.5) },
    }),
  ],
  [
    2,
    (rng, known) => ({
      query: 'mutation ($id: String!, $seat: String!) { resignAwayPlayer(matchId: $id, bgioPlayerId: $seat) }',
      variables: { id: pickId(rng, known.matches), seat: rng.pick(SEATS) },
    }),
  ],
];

export function randomOperation(rng: Rng, known: Known): GraphQLBody {
  const total = OPERATIONS.reduce((sum, [weight]) => sum + weight, 0);
  let roll = rng.int(total);
  for (const [weight, make] of OPERATIONS) {
    if (roll < weight) return make(rng, known);
    roll -= weight;
  }
  throw new Error('unreachable');
}

/** Ids the answer reveals, so later operations can use them. */
export function learn(known: Known, data: any): void {
  const add = (list: string[], id: unknown) => {
    if (typeof id === 'string' && !list.includes(id)) list.push(id);
  };
  add(known.rooms, data?.newRoom?.roomId);
  add(known.rooms, data?.nextRoom);
  add(known.matches, data?.startMatch);
  for (const room of data?.lobby?.rooms ?? []) add(known.rooms, room?.id);
}
