// Hand-made hostile GraphQL bodies the random generator would rarely produce: deep nesting,
// many aliases, fragment tricks, several operations, directives and non-string queries.
import { MAX_QUERY_DEPTH } from '../graphql/depth-limit';
import type { GraphQLBody } from './operations';
import type { Rng } from './random';

/** `{ lobby { rooms { userMemberships { user { x { x ... } } } } } }` nested `depth` fields deep. */
export function nestedQuery(depth: number): string {
  const names = ['lobby', 'rooms', 'userMemberships', 'user'];
  const opened = Array.from({ length: depth }, (_, i) => names[i] ?? 'nested');
  return `{ ${opened.join(' { ')} ${' }'.repeat(depth - 1)} }`;
}

export function specialBody(rng: Rng, realRoomId: string): GraphQLBody {
  switch (rng.int(16)) {
    case 0:
      return { query: nestedQuery(MAX_QUERY_DEPTH + 1 + rng.int(20)) };
    case 1:
      return { query: nestedQuery(rng.pick([500, 2000, 5000])) };
    case 2:
      return { query: `${'{'.repeat(rng.pick([1000, 10_000]))}` };
    case 3:
      return {
        query: `{ ${Array.from({ length: rng.pick([2, 20, 60]), ...{} }, (_, i) => `a${i}: lobby { rooms { id } }`).join(' ')} }`,
      };
    case 4:
      return { query: '{ lobby { ...A } } fragment A on Lobby { rooms { ...B } } fragment B on Room { ...A }' };
    case 5:
      return { query: 'query A { lobby { rooms { id } } } mutation B { newUser(user: { nickname: "Twin" }) { jwtToken } }' };
    case 6:
      return {
        query: 'query A { lobby { rooms { id } } } mutation B { newUser(user: { nickname: "Twin" }) { jwtToken } }',
        operationName: rng.pick(['C', 'a', ' B']),
      };
    case 7:
      return { query: rng.pick<unknown>([5, null, [], { query: '{ lobby { rooms { id } } }' }, true, '']) };
    case 8:
      return { query: '{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }' };
    case 9:
      return {
        query: 'query ($s: Boolean!) { lobby @skip(if: $s) { rooms { id } } }',
        variables: { s: rng.pick<unknown>(['yes', null, 1]) },
      };
    case 10:
      return { query: '{ lobby @nope { rooms { id } } }' };
    case 11:
      return { query: `mutation { joinRoom(roomId: ${JSON.stringify(realRoomId)}) @deprecated { id } }` };
    case 12:
      return { query: 'subscription { lobbyMutated { rooms { id } } }' };
    case 13:
      return { query: 'subscription { a: lobbyMutated { rooms { id } } b: lobbyMutated { rooms { id } } }' };
    case 14:
      return { query: `{ lobby { rooms { ${'id '.repeat(rng.pick([10, 3000]))} } } }` };
    default:
      return { query: '# only a comment' };
  }
}
