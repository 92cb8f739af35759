// How a fuzz input reaches the API over HTTP: the body as JSON with working CSRF and a chosen
// login, or one of many broken transports (no or wrong CSRF token, other content types and
// methods, malformed or oversized bodies, batches, bad encodings) that must never execute.
import { randomBytes } from 'node:crypto';
import { MAX_BODY_BYTES } from '../http/errors';
import type { GraphQLBody } from './operations';
import type { Rng } from './random';

export type Transport =
  | 'json'
  | 'no-csrf'
  | 'wrong-csrf'
  | 'cookie-only'
  | 'text-plain'
  | 'form'
  | 'multipart'
  | 'no-content-type'
  | 'get'
  | 'get-preflight'
  | 'put'
  | 'batch'
  | 'oversized'
  | 'malformed-json'
  | 'json-scalar'
  | 'bad-charset'
  | 'bad-encoding';

/** Transports that must never write, whatever the body: broken ones, and GET (queries only). */
export const NEVER_WRITING_TRANSPORTS: readonly Transport[] = [
  'no-csrf',
  'wrong-csrf',
  'cookie-only',
  'text-plain',
  'form',
  'multipart',
  'no-content-type',
  'get',
  'get-preflight',
  'put',
  'batch',
  'oversized',
  'malformed-json',
  'json-scalar',
  'bad-charset',
  'bad-encoding',
];

export interface HttpInput {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Authorization header values that must not log anyone in. */
export function forgedAuthorization(rng: Rng, expiredToken: string, foreignToken: string): string {
  return rng.pick([
    'Bearer ',
    'Bearer',
    'Bearer x',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'a'.repeat(8000)}`,
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiaWF0IjoxfQ.',
    `Bearer ${expiredToken}`,
    `Bearer ${foreignToken}`,
    `Bearer ${foreignToken}x`,
    'Bearer null',
    'bearer  ',
    '\u00ff\u00fe',
  ]);
}

function malformed(rng: Rng, json: string): string {
  return rng.pick([
    json.slice(0, Math.max(1, rng.int(json.length))),
    `${json}}`,
    json.replace(/"/g, "'"),
    `{${json}`,
    '{"query": "{ lobby { rooms { id } } }",}',
    '{"query": undefined}',
    '\u0000',
    '',
    '{"query": "\\u"}',
  ]);
}

/** The HTTP request for `body` over `transport`; `csrf` is a valid token, `authorization` optional. */
export function httpInput(rng: Rng, transport: Transport, body: GraphQLBody, csrf: string, authorization?: string): HttpInput {
  const json = JSON.stringify(body);
  const auth: Record<string, string> = authorization !== undefined ? { authorization } : {};
  const csrfHeaders = { cookie: `XSRF-TOKEN=${csrf}`, 'csrf-token': csrf, ...auth };
  const post = (contentType: string | null, payload: string | Buffer, extra: Record<string, string> = {}): HttpInput => ({
    method: 'POST',
    path: '/graphql',
    headers: { ...csrfHeaders, ...(contentType ? { 'content-type': contentType } : {}), ...extra },
    body: payload,
  });
  switch (transport) {
    case 'json':
      return post('application/json', json);
    case 'no-csrf':
      return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', ...auth }, body: json };
    case 'wrong-csrf': {
      const other = randomBytes(32).toString('base64url');
      return post('application/json', json, { 'csrf-token': rng.chance(0.5) ? other : csrf.slice(1) });
    }
    case 'cookie-only':
      return {
        method: 'POST',
        path: '/graphql',
        headers: { cookie: `XSRF-TOKEN=${csrf}`, 'content-type': 'application/json', ...auth },
        body: json,
      };
    case 'text-plain':
      return post('text/plain', json);
    case 'form':
      return post('application/x-www-form-urlencoded', `query=${encodeURIComponent(String(body.query))}`);
    case 'multipart':
      return post(
        'multipart/form-data; boundary=xyz',
        `--xyz\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${json}\r\n--xyz--`,
      );
    case 'no-content-type':
      return post(null, Buffer.from(json));
    case 'get':
    case 'get-preflight': {
      const params = new URLSearchParams();
      if (typeof body.query === 'string') params.set('query', body.query.slice(0, 4000));
      if (body.variables !== undefined) params.set('variables', JSON.stringify(body.variables).slice(0, 2000));
      const preflight: Record<string, string> = transport === 'get-preflight' ? { 'apollo-require-preflight': '1' } : {};
      return { method: 'GET', path: `/graphql?${params}`, headers: { ...csrfHeaders, ...preflight } };
    }
    case 'put':
      return { ...post('application/json', json), method: rng.pick(['PUT', 'PATCH', 'DELETE']) };
    case 'batch':
      return post('application/json', JSON.stringify(rng.chance(0.2) ? [] : [body, body]));
    case 'oversized': {
      const padding = MAX_BODY_BYTES + 1 + rng.int(4 * MAX_BODY_BYTES);
      return post(
        'application/json',
        rng.chance(0.5) ? JSON.stringify({ ...body, padding: 'p'.repeat(padding) }) : json + ' '.repeat(padding),
      );
    }
    case 'malformed-json':
      return post('application/json', malformed(rng, json));
    case 'json-scalar':
      return post('application/json', rng.pick(['"text"', 'null', '123', 'true', '[]', '{}', '[[]]']));
    case 'bad-charset':
      return post(
        rng.pick(['application/json; charset=utf-16', 'application/json; charset=latin1', 'application/json; charset=nope']),
        json,
      );
    case 'bad-encoding':
      return post('application/json', json, { 'content-encoding': rng.pick(['gzip', 'deflate', 'br', 'compress', 'x-unknown']) });
    default:
      throw new Error(`unknown transport ${transport as string}`);
  }
}
