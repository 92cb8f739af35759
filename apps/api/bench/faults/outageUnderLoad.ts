// PostgreSQL unreachable for a few seconds while clients keep using the API at a steady rate: each
// answer is classified by the phase it was sent in, and the rooms created are checked afterwards
// for partial writes (a room without its creator).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiChild } from '../../src/faults/api-process';
import { TcpProxy, type Outage } from '../../src/faults/tcp-proxy';
import { ApiClient } from '../../src/testing/client';
import { freePort } from '@tabula/server-kit';
import { startGameServer } from '../../src/testing/processes';

const NEW_ROOM = 'mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2, isPublic: true }) { roomId } }';
const ROOM = 'mutation ($id: String!) { joinRoom(roomId: $id) { userMemberships { isCreator user { id } } } }';
const OPERATIONS = ['{ user { id nickname } }', '{ lobby { rooms { id } } }', NEW_ROOM];

export interface OutagePlan {
  outage: Outage;
  clients: number;
  /** Requests per second, all clients together. */
  rate: number;
  beforeMs: number;
  outageMs: number;
  afterMs: number;
}

interface Answer {
  phase: 'before' | 'outage' | 'after';
  sentAt: number;
  ms: number;
  ok: boolean;
  unavailable: boolean;
  description: string;
}

export interface OutageResult {
  answers: Answer[];
  /** From restoring the connection to the first request that succeeded. */
  firstSuccessMs: number | null;
  /** From restoring the connection to the first request after which every request succeeded. */
  fullRecoveryMs: number | null;
  roomsCreated: number;
  /** Rooms whose creation was answered with success but whose creator is missing, and the like. */
  partialWrites: string[];
  apiRestarted: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function outageUnderLoad(plan: OutagePlan, postgresUrl: string): Promise<OutageResult> {
  const direct = new URL(postgresUrl);
  const proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port) });
  const proxied = new URL(postgresUrl);
  proxied.port = String(proxy.port);
  const secret = randomBytes(24).toString('hex');
  const gameServer = await startGameServer(secret, postgresUrl);
  const api = await startApiChild(await freePort(), {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tabula-bench-api-outage-')),
    GAME_SERVER_SECRET: secret,
    GAME_SERVERS: `${gameServer.url}|${gameServer.url}`,
    DATABASE_URL: proxied.toString(),
  });
  const pid = api.pid;
  try {
    const users = await Promise.all(
      Array.from({ length: plan.clients }, async (_, i) => {
        const client = await new ApiClient(api.url).init();
        return { client, id: await client.signUp(`Load ${i}`) };
      }),
    );
    const answers: Answer[] = [];
    const created: { roomId: string; creator: number; client: ApiClient }[] = [];
    let phase: Answer['phase'] = 'before';
    let restoredAt = 0;
    const requests: Promise<void>[] = [];
    const started = performance.now();
    const total = plan.beforeMs + plan.outageMs + plan.afterMs;
    for (let n = 0; performance.now() - started < total; n += 1) {
      const due = started + (n * 1000) / plan.rate;
      await sleep(Math.max(0, due - performance.now()));
      const elapsed = performance.now() - started;
      if (phase === 'before' && elapsed >= plan.beforeMs) {
        await proxy.cut(plan.outage);
        phase = 'outage';
      } else if (phase === 'outage' && elapsed >= plan.beforeMs + plan.outageMs) {
        await proxy.restore();
        restoredAt = performance.now();
        phase = 'after';
      }
      const user = users[n % users.length]!;
      const query = OPERATIONS[n % OPERATIONS.length]!;
      const sentIn = phase;
      const sentAt = performance.now();
      requests.push(
        user.client.request(query).then(
          (result) => {
            const ok = !result.errors?.length && result.status === 200;
            const codes = result.errors?.map((e) => e.extensions?.code) ?? [];
            const unavailable = result.status === 503 && codes.every((code) => code === 'DATABASE_UNAVAILABLE');
            answers.push({
              phase: sentIn,
              sentAt,
              ms: performance.now() - sentAt,
              ok,
              unavailable,
              description: ok ? 'ok' : `${result.status} ${codes.join(',')}`,
            });
            if (ok && query === NEW_ROOM)
              created.push({ roomId: result.data!.newRoom.roomId, creator: user.id, client: user.client });
          },
          (error: Error) => {
            answers.push({
              phase: sentIn,
              sentAt,
              ms: performance.now() - sentAt,
              ok: false,
              unavailable: false,
              description: `no answer: ${error.message}`,
            });
          },
        ),
      );
    }
    await Promise.all(requests);

    const after = answers.filter((a) => a.phase === 'after').sort((a, b) => a.sentAt - b.sentAt);
    const firstSuccess = after.find((a) => a.ok);
    const lastFailure = [...after].reverse().find((a) => !a.ok);
    const recovered = lastFailure ? after.find((a) => a.sentAt > lastFailure.sentAt) : after[0];
    const partialWrites: string[] = [];
    for (const room of created) {
      const result = await room.client.request(ROOM, { id: room.roomId });
      const members = (result.data?.joinRoom.userMemberships ?? []) as { isCreator: boolean; user: { id: number } }[];
      if (!members.some((m) => m.isCreator && m.user.id === room.creator))
        partialWrites.push(`room ${room.roomId} has no creator membership`);
    }
    return {
      answers,
      firstSuccessMs: firstSuccess ? firstSuccess.sentAt - restoredAt : null,
      fullRecoveryMs: recovered ? recovered.sentAt - restoredAt : null,
      roomsCreated: created.length,
      partialWrites,
      apiRestarted: !api.alive() || api.pid !== pid,
    };
  } finally {
    await api.stop('SIGKILL');
    await gameServer.stop();
    await proxy.close();
  }
}
