// Fuzz over the WebSocket transport (graphql-transport-ws): random operations of every kind,
// subscriptions included, on one connection per kind of login, and protocol garbage on
// throwaway connections. Every error must carry a code; the server may close a connection only
// with a protocol close code, never an internal error.
import { getOperationAST, parse, type GraphQLSchema } from 'graphql';
import WebSocket from 'ws';
import { judge, type ActorName, type World } from './oracle';
import { randomRequest, rootFields, type GraphQLBody } from './operations';
import type { Rng } from './random';
import { errorProblems } from './responses';
import { specialBody } from './special-bodies';
import type { KnownIds } from './values';

export interface WebSocketFuzzOptions {
  rng: Rng;
  url: string;
  schema: GraphQLSchema;
  world: World;
  tokens: Record<'ann' | 'bob' | 'cid', string>;
  known: KnownIds;
  count: number;
}

interface Connection {
  socket: WebSocket;
  messages: Map<string, { type: string; payload?: any }[]>;
  closed: { code: number; reason: string } | null;
}

const PROTOCOL = 'graphql-transport-ws';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function open(url: string): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, PROTOCOL);
    const connection: Connection = { socket, messages: new Map(), closed: null };
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; id?: string; payload?: unknown };
      const key = message.id ?? `-${message.type}`;
      connection.messages.set(key, [...(connection.messages.get(key) ?? []), message]);
    });
    socket.on('close', (code, reason) => {
      connection.closed = { code, reason: String(reason) };
    });
    socket.once('open', () => resolve(connection));
    socket.once('error', reject);
  });
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

/** Closes that mean "you broke the protocol" or "too big", not "the server failed". */
function acceptableClose(code: number): boolean {
  return code === 1000 || code === 1009 || (code >= 4400 && code < 4500);
}

function shapeIsValid(body: GraphQLBody): boolean {
  const variablesOk =
    body.variables === undefined ||
    body.variables === null ||
    (typeof body.variables === 'object' && !Array.isArray(body.variables));
  const nameOk = body.operationName === undefined || body.operationName === null || typeof body.operationName === 'string';
  return typeof body.query === 'string' && variablesOk && nameOk;
}

function isSubscription(body: GraphQLBody): boolean {
  try {
    return (
      getOperationAST(parse(String(body.query)), typeof body.operationName === 'string' ? body.operationName : undefined)
        ?.operation === 'subscription'
    );
  } catch {
    return false;
  }
}

async function fuzzOneConnection(
  options: WebSocketFuzzOptions,
  actor: ActorName,
  count: number,
  failures: string[],
): Promise<void> {
  const { rng, schema, world, tokens, known } = options;
  const fields = rootFields(schema);
  const connection = await open(options.url);
  const authorization =
    actor === 'nobody'
      ? undefined
      : actor === 'forged'
        ? rng.pick(['Bearer x', 'Bearer ', 'nonsense', `Bearer ${tokens.ann}x`])
        : `Bearer ${tokens[actor as 'ann']}`;
  connection.socket.send(
    JSON.stringify({ type: 'connection_init', payload: authorization === undefined ? {} : { authorization } }),
  );
  if (!(await waitFor(() => connection.messages.has('-connection_ack'), 10_000))) {
    failures.push(`WebSocket as ${actor}: no connection_ack (closed: ${JSON.stringify(connection.closed)})`);
    return;
  }
  const sent = new Map<string, { body: GraphQLBody; subscription: boolean }>();
  for (let i = 0; i < count; i += 1) {
    let body: GraphQLBody = { query: '{ lobby { rooms { id } } }' };
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const candidate = rng.chance(0.08) ? specialBody(rng, world.openRoom) : randomRequest(rng, fields, known);
      if (shapeIsValid(candidate) && judge(schema, candidate, actor, world) !== 'may-write') {
        body = candidate;
        break;
      }
    }
    const id = `${actor}-${i}`;
    sent.set(id, { body, subscription: isSubscription(body) });
    connection.socket.send(JSON.stringify({ id, type: 'subscribe', payload: body }));
    if (i % 25 === 24) await sleep(5); // let the server breathe between bursts
  }
  const finished = (id: string) => connection.messages.get(id)?.some((m) => m.type === 'complete' || m.type === 'error') ?? false;
  await waitFor(
    () => connection.closed !== null || [...sent].every(([id, { subscription }]) => subscription || finished(id)),
    60_000,
  );
  await sleep(500); // subscriptions refused asynchronously answer within this
  for (const [id, { body }] of sent) {
    for (const message of connection.messages.get(id) ?? []) {
      const problems =
        message.type === 'error'
          ? errorProblems(message.payload)
          : message.type === 'next' && message.payload?.errors
            ? errorProblems(message.payload.errors)
            : [];
      if (problems.length > 0)
        failures.push(
          `WebSocket ${id}: ${JSON.stringify(body).slice(0, 300)}\n  -> ${JSON.stringify(message).slice(0, 300)}\n  ${problems.join('; ')}`,
        );
    }
    if (!sent.get(id)!.subscription && !finished(id) && !connection.closed)
      failures.push(`WebSocket ${id}: no answer to ${JSON.stringify(body).slice(0, 300)}`);
  }
  if (connection.closed)
    failures.push(`WebSocket as ${actor}: the server closed the connection: ${JSON.stringify(connection.closed)}`);
  connection.socket.close(1000);
}

const GARBAGE: ((rng: Rng) => string | Buffer)[] = [
  () => 'not json',
  () => '{}',
  () => '{"type":"subscribe","id":"1","payload":{"query":5}}',
  () => '{"type":"subscribe","id":"1","payload":{"query":"{ lobby { rooms { id } } }","variables":"x"}}',
  () => '{"type":"nope"}',
  () => '{"type":"connection_init","payload":"x"}',
  () => '{"type":"connection_init"}',
  () => '[]',
  () => 'null',
  () => Buffer.from([0xff, 0xfe, 0x00]),
  (rng) => `{"type":"subscribe","id":"1","payload":{"query":"${'x'.repeat(110_000 + rng.int(1000))}"}}`,
];

/** One throwaway connection: maybe initialised, then one broken message; the server must close politely. */
async function garbageConnection(options: WebSocketFuzzOptions, index: number, failures: string[]): Promise<void> {
  const { rng } = options;
  const connection = await open(options.url);
  if (rng.chance(0.5)) {
    connection.socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await waitFor(() => connection.messages.has('-connection_ack'), 5000);
  }
  const garbage = rng.pick(GARBAGE)(rng);
  connection.socket.send(garbage);
  if (rng.chance(0.3)) connection.socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  await waitFor(() => connection.closed !== null, 1500);
  if (connection.closed && !acceptableClose(connection.closed.code)) {
    failures.push(
      `WebSocket garbage #${index} ${String(garbage).slice(0, 100)}: closed with ${JSON.stringify(connection.closed)}`,
    );
  }
  for (const messages of connection.messages.values()) {
    for (const message of messages) {
      if (message.type === 'error') {
        const problems = errorProblems(message.payload);
        if (problems.length > 0)
          failures.push(`WebSocket garbage #${index}: ${JSON.stringify(message).slice(0, 300)} ${problems.join('; ')}`);
      }
    }
  }
  connection.socket.terminate();
}

export async function fuzzWebSocket(options: WebSocketFuzzOptions): Promise<string[]> {
  const failures: string[] = [];
  const garbage = Math.round(options.count * 0.05);
  const actors: ActorName[] = ['nobody', 'forged', 'ann', 'bob', 'cid'];
  const perActor = Math.floor((options.count - garbage) / actors.length);
  for (const [i, actor] of actors.entries()) {
    const count = i === actors.length - 1 ? options.count - garbage - perActor * (actors.length - 1) : perActor;
    await fuzzOneConnection(options, actor, count, failures);
  }
  for (let i = 0; i < garbage; i += 1) await garbageConnection(options, i, failures);
  return failures;
}
