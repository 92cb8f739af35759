// The GraphQL fuzzer: FUZZ_INPUTS (10,000) seeded inputs per database against a real API and game
// server. Refusal phase: inputs that must not write (checked by the oracle, or sent over a broken
// transport) leave the database byte-identical. Acceptance phase: plausible random operations by
// six players keep every invariant. Both: no 5xx, every error has a code and a message, no
// unexpected server error, and the API is still healthy at the end. Replay a failure with
// FUZZ_SEED=<seed> (printed in every failure message).
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema } from 'graphql';
import jwt from 'jsonwebtoken';
import { MAX_QUERY_DEPTH } from '../graphql/depth-limit';
import { MAX_BODY_BYTES } from '../http/errors';
import { databaseKinds } from '../testing/databases';
import { startStack, type TestStack } from '../testing/stack';
import { invariantViolations } from './invariants';
import { judge, type ActorName } from './oracle';
import { randomRequest, rootFields, type GraphQLBody } from './operations';
import { Rng, fuzzSeed } from './random';
import { answerProblems, send } from './responses';
import { buildWorld, csrfToken, inParallel, reportFailures, snapshotDiff, type Cast } from './run';
import { nestedQuery, specialBody } from './special-bodies';
import { forgedAuthorization, httpInput, NEVER_WRITING_TRANSPORTS, type HttpInput, type Transport } from './transport';
import { learn, randomOperation, type Known } from './valid-random';
import { fuzzWebSocket } from './websocket';

jest.setTimeout(300_000);

const SEED = fuzzSeed();
const TOTAL = Number(process.env.FUZZ_INPUTS || 10_000);
const COUNTS = { refusal: Math.round(TOTAL * 0.72), websocket: Math.round(TOTAL * 0.08), valid: Math.round(TOTAL * 0.2) };
const CHUNK = 1000;
const WIDTH = 10;

describe.each(databaseKinds())(`GraphQL fuzzer on %s (FUZZ_SEED=${SEED})`, (kind) => {
  let stack: TestStack;
  let schema: GraphQLSchema;
  let cast: Cast;
  let csrf: string;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      process.on('uncaughtException', onCrash);
      process.on('unhandledRejection', onCrash);
      stack = await startStack(kind);
      cast = await buildWorld(stack);
      csrf = await csrfToken(stack.api.url);
      // The schema as the server describes it to clients.
      const { __schema } = await cast.cid.ok(getIntrospectionQuery());
      schema = buildClientSchema({ __schema } as never);
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    await stack?.close();
  }, 60_000);

  function authorizationOf(rng: Rng, actor: ActorName): string | undefined {
    if (actor === 'nobody') return undefined;
    if (actor === 'forged') {
      const expired = jwt.sign({ sub: String(cast.ids.ann), iat: 1_000_000, exp: 1_000_100 }, stack.config.jwtSecret!, {
        algorithm: 'HS256',
      });
      const foreign = jwt.sign({ sub: String(cast.ids.ann) }, 'another-secret-another-secret-xx', { algorithm: 'HS256' });
      return forgedAuthorization(rng, expired, foreign);
    }
    return `Bearer ${cast[actor].token}`;
  }

  it(`refuses ${COUNTS.refusal} hostile HTTP inputs with coded errors and writes nothing`, async () => {
    const rng = new Rng(SEED);
    const fields = rootFields(schema);
    const { world, ids } = cast;
    const known = {
      strings: [world.openRoom, world.fullRoom, world.startedRoom, world.match],
      ints: [ids.ann, ids.bob, ids.cid],
    };
    const inputs: { input: HttpInput; label: string }[] = [];
    for (let i = 0; i < COUNTS.refusal; i += 1) {
      const transport: Transport = rng.chance(0.78) ? 'json' : rng.pick(NEVER_WRITING_TRANSPORTS);
      const actor = rng.pick<ActorName>(['nobody', 'forged', 'ann', 'ann', 'bob', 'cid', 'cid']);
      const authorization = authorizationOf(rng, actor);
      let body: GraphQLBody = { query: nestedQuery(MAX_QUERY_DEPTH + 1) };
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const candidate = rng.chance(0.1) ? specialBody(rng, world.openRoom) : randomRequest(rng, fields, known);
        if (transport !== 'json' || judge(schema, candidate, actor, world) !== 'may-write') {
          body = candidate;
          break;
        }
      }
      inputs.push({
        input: httpInput(rng, transport, body, csrf, authorization),
        label: `#${i} ${transport} as ${actor}: ${JSON.stringify(body).slice(0, 400)}`,
      });
    }

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const slowest: [number, string][] = [];
    for (let start = 0; start < inputs.length; start += CHUNK) {
      const chunk = inputs.slice(start, start + CHUNK);
      const before = await stack.snapshot();
      await inParallel(chunk, WIDTH, async ({ input, label }) => {
        const started = Date.now();
        const answer = await send(stack.api.url, input).catch((error: Error) => ({
          status: 599,
          body: undefined,
          text: `request failed: ${error.message} ${String((error.cause as Error)?.message ?? '')}`,
        }));
        slowest.push([Date.now() - started, label.slice(0, 200)]);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problems = answerProblems(answer);
        if (problems.length > 0)
          failures.push(`${label}\n  -> HTTP ${answer.status} ${answer.text.slice(0, 300)}\n  ${problems.join('; ')}`);
      });
      const after = await stack.snapshot();
      if (after !== before) {
        failures.push(`inputs #${start}-#${start + chunk.length - 1} changed the database:\n${snapshotDiff(before, after)}`);
      }
    }
    slowest.sort((a, b) => b[0] - a[0]);
    console.log(
      slowest
        .slice(0, 15)
        .map(([ms, label]) => `${ms} ms ${label}`)
        .join('\n'),
    );
    console.log(
      `fuzz refusal phase on ${kind}: ${inputs.length} inputs, HTTP statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    reportFailures(SEED, 'refusal-phase inputs got a bad answer or wrote', inputs.length, failures);
    expect(crashes).toEqual([]);
  });

  it(`answers ${COUNTS.websocket} hostile WebSocket operations with coded errors and writes nothing`, async () => {
    const rng = new Rng(SEED ^ 0x5eed);
    const before = await stack.snapshot();
    const failures = await fuzzWebSocket({
      rng,
      url: stack.api.url,
      schema,
      world: cast.world,
      tokens: { ann: cast.ann.token!, bob: cast.bob.token!, cid: cast.cid.token! },
      known: { strings: Object.values(cast.world), ints: Object.values(cast.ids) },
      count: COUNTS.websocket,
    });
    const after = await stack.snapshot();
    if (after !== before) failures.push(`the WebSocket inputs changed the database:\n${snapshotDiff(before, after)}`);
    reportFailures(SEED, 'WebSocket inputs got a bad answer or wrote', COUNTS.websocket, failures);
    expect(crashes).toEqual([]);
  });

  it(`keeps every invariant under ${COUNTS.valid} plausible random operations`, async () => {
    const rng = new Rng(SEED ^ 0xacce);
    const players = await Promise.all(Array.from({ length: 6 }, () => stack.client()));
    const userIds: number[] = [];
    for (const [i, player] of players.entries()) userIds.push(await player.signUp(`Fuzzer ${i}`));
    const known: Known = { rooms: [], matches: [], userIds: [...userIds, cast.ids.cid] };
    const failures: string[] = [];
    const outcomes = { accepted: 0, refused: 0 };
    for (let done = 0; done < COUNTS.valid; ) {
      const round = Array.from({ length: Math.min(WIDTH, COUNTS.valid - done) }, () => ({
        player: rng.pick(players),
        body: randomOperation(rng, known),
      }));
      await Promise.all(
        round.map(async ({ player, body }, i) => {
          const input = httpInput(rng, 'json', body, csrf, `Bearer ${player.token}`);
          const answer = await send(stack.api.url, input);
          const problems = answerProblems(answer);
          if (problems.length > 0)
            failures.push(
              `#${done + i} ${JSON.stringify(body).slice(0, 400)}\n  -> HTTP ${answer.status} ${answer.text.slice(0, 300)}\n  ${problems.join('; ')}`,
            );
          if (answer.body?.errors) outcomes.refused += 1;
          else outcomes.accepted += 1;
          learn(known, answer.body?.data);
        }),
      );
      done += round.length;
      if (done % 300 < WIDTH || done === COUNTS.valid) {
        for (const violation of await invariantViolations(stack)) failures.push(`after input #${done}: ${violation}`);
      }
    }
    console.log(
      `fuzz acceptance phase on ${kind}: ${JSON.stringify(outcomes)}, ${known.rooms.length} rooms, ${known.matches.length} matches`,
    );
    reportFailures(SEED, 'acceptance-phase inputs got a bad answer or broke an invariant', COUNTS.valid, failures);
    expect(outcomes.accepted).toBeGreaterThan(COUNTS.valid / 10);
    expect(known.matches.length).toBeGreaterThan(0);
    expect(crashes).toEqual([]);
  });

  it('has the depth and body size limits in place and is still healthy', async () => {
    const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${csrf}`, 'csrf-token': csrf };
    const post = (body: string) => send(stack.api.url, { method: 'POST', path: '/graphql', headers, body });
    const deep = await post(JSON.stringify({ query: nestedQuery(MAX_QUERY_DEPTH + 1) }));
    expect(deep.status).toBe(400);
    expect(deep.body.errors.map((e: { message: string }) => e.message)).toContain(
      `This query is nested more than ${MAX_QUERY_DEPTH} levels deep.`,
    );
    expect(deep.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const query = JSON.stringify({ query: '{ lobby { rooms { id } } }' });
    const justUnder = await post(query + ' '.repeat(MAX_BODY_BYTES - Buffer.byteLength(query)));
    expect(justUnder.status).toBe(200);
    const over = await post(query + ' '.repeat(MAX_BODY_BYTES - Buffer.byteLength(query) + 1));
    expect(over.status).toBe(413);
    expect(over.body.errors[0].extensions.code).toBe('BAD_REQUEST');

    const health = await fetch(`${stack.api.url}/health`);
    expect(health.status).toBe(200);
    expect((await cast.ann.ok('{ user { nickname } }')).user.nickname).toBe('Ann');
    expect(crashes).toEqual([]);
  });
});
