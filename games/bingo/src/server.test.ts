// Bingo through a real game server: its clock calls the numbers by itself, a client cannot, a
// valid claim wins, and calls, marks and claims carry on after a restart of the server.
import type { State } from 'boardgame.io';
import { clockOf } from '@tabula/game-kit';
import { startGameServer, type RunningGameServer } from '../../../apps/game-server/src/server';
import { testDatabaseKinds, type TestDatabase } from '../../../apps/game-server/src/testing/databases';
import { lobbyClient } from '../../../apps/game-server/src/testing/lobby';
import { recordingSocket, type RecordingSocket } from '../../../apps/game-server/src/testing/recordingSocket';
import { RefusalLog } from '../../../apps/game-server/src/transport/refusalLog';
import { game, withCallClock } from './game';
import { completedLine } from './lines';
import type { BingoState } from './types';

// Two server starts on an embedded database, on a loaded 2-core machine.
jest.setTimeout(120_000);

const SECRET = 'test-secret-0123456789';
/** The same rules with a call every 400 ms instead of 10 s (the test's fake of the clock), served under another name. */
const FAST = 'bingofast';
const fast = { ...withCallClock(400, 0), name: FAST };

const G = (socket: RecordingSocket) => (socket.latestState() as State<BingoState>).G;

let database: TestDatabase;
let server: RunningGameServer | undefined;
let url = '';
let lobby: ReturnType<typeof lobbyClient>;
const refusals: string[] = [];
const sockets: RecordingSocket[] = [];
/** A match of the real rules, created first so that its 15 seconds to the first call pass during the other tests. */
let real: { matchID: string; credentials: string[]; createdAfter: number; createdBefore: number };

async function start() {
  const refusalLog = new RefusalLog((line) => refusals.push(line), Infinity);
  server = await startGameServer({ games: [game, fast], sql: await database.open(), secret: SECRET, refusalLog }, 0);
  url = `http://127.0.0.1:${server.port}`;
  lobby = lobbyClient(url, SECRET);
}

async function join(gameName: string, matchID: string, playerID?: string, credentials?: string) {
  const socket = await recordingSocket(url, gameName, { matchID, playerID, credentials });
  sockets.push(socket);
  return socket;
}

function send(socket: RecordingSocket, matchID: string, seat: string, credentials: string, type: string, args: unknown[]) {
  const action = { type: 'MAKE_MOVE', payload: { type, args, playerID: seat, credentials } };
  socket.sendUpdate(action, socket.latestState()!._stateID, matchID, seat);
}

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const kinds = testDatabaseKinds();
  database = await kinds[kinds.length - 1]!.create();
  await start();
  const createdAfter = Date.now();
  real = { ...(await lobby.createAndJoin('bingo', 3)), createdAfter, createdBefore: Date.now() };
}, 120_000);

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await server?.close();
  await database?.dispose();
}, 60_000);

describe('Bingo on the game server', () => {
  it('lets a valid claim win once its numbers are called, after an invalid claim spent a star', async () => {
    const { matchID, credentials } = await lobby.createAndJoin(FAST, 2);
    const zero = await join(FAST, matchID, '0', credentials[0]);
    const card = G(zero).cards['0']!;
    expect(card).toHaveLength(25);
    send(zero, matchID, '0', credentials[0]!, 'claim', [3]);
    await zero.waitFor('the spent claim', () => G(zero).claimsLeft['0'] === 2);

    // Seat 0 marks each called number of its card as it comes, and claims when a line is full.
    const marked = new Set<number>();
    await zero.waitFor(
      'a full line',
      () => {
        const now = G(zero);
        for (const [cell, number] of card.entries()) {
          if (number !== 0 && now.called.includes(number) && !marked.has(cell)) {
            marked.add(cell);
            send(zero, matchID, '0', credentials[0]!, 'mark', [cell]);
          }
        }
        return completedLine(card, now.marks['0'] ?? [], now.called) !== null;
      },
      60_000,
    );
    send(zero, matchID, '0', credentials[0]!, 'claim', [2]);
    await zero.waitFor('the end', () => zero.latestState()!.ctx.gameover !== undefined);
    expect(zero.latestState()!.ctx.gameover).toEqual({ winner: '0', reason: 'bingo' });
    const { winner, called } = G(zero);
    for (const number of winner!.numbers) if (number !== 0) expect(called).toContain(number);
  });

  it('calls the numbers by its clock, the first 15 seconds after the start, and refuses a call sent by a client', async () => {
    const { matchID, credentials } = real;
    const zero = await join('bingo', matchID, '0', credentials[0]);
    const spectator = await join('bingo', matchID);
    // The other tests ran meanwhile: n numbers may have been called, the last at the deadline less 10 s.
    const { deadline } = clockOf(zero.latestState()!)!;
    const calledBefore = G(zero).called.length;
    expect(deadline! - 10_000 * calledBefore).toBeGreaterThanOrEqual(real.createdAfter + 15_000);
    expect(deadline! - 10_000).toBeLessThanOrEqual(Date.now());

    // A client asks for the next number: refused. Its mark sent next is taken.
    send(zero, matchID, '0', credentials[0]!, 'callNumber', []);
    send(zero, matchID, '0', credentials[0]!, 'mark', [6]);
    await zero.waitFor('the mark', () => (G(zero).marks['0'] ?? []).includes(6));
    expect(refusals.some((line) => line.includes('callNumber'))).toBe(true);
    if (Date.now() < deadline! - 500) expect(G(zero).called).toHaveLength(calledBefore);

    // The clock calls by itself once its deadline passes: every seat and the spectator get the number.
    await spectator.waitFor('the next call', () => G(spectator).called.length > calledBefore, deadline! - Date.now() + 20_000);
    expect(Date.now()).toBeGreaterThanOrEqual(deadline!);
    await zero.waitFor('the next call', () => G(zero).called.length > calledBefore);
    expect(G(zero).called).toEqual(G(spectator).called);
    const calls = G(zero)
      .log.filter((line) => line.key === 'called')
      .map((line) => line.values?.number);
    expect(calls).toEqual(G(zero).called);
    expect(G(zero).marks).toEqual({ '0': [6] });
    expect(G(spectator).cards).toEqual({});
    expect(G(spectator).marks).toEqual({});
  });

  it('keeps the calls, marks and claims through a restart of the server, and the clock calls on', async () => {
    const { matchID, credentials } = await lobby.createAndJoin(FAST, 2);
    const zero = await join(FAST, matchID, '0', credentials[0]);
    send(zero, matchID, '0', credentials[0]!, 'mark', [0]);
    send(zero, matchID, '0', credentials[0]!, 'claim', [3]);
    await zero.waitFor('two calls, the mark and the claim', () => G(zero).called.length >= 2 && G(zero).claimsLeft['0'] === 2);
    const before = G(zero);

    for (const socket of sockets.splice(0)) socket.close();
    await server!.close();
    await start();
    const back = await join(FAST, matchID, '0', credentials[0]);
    expect(G(back).called.slice(0, before.called.length)).toEqual(before.called);
    expect(G(back).marks).toEqual({ '0': [0] });
    expect(G(back).claimsLeft).toEqual({ '0': 2, '1': 3 });
    const calls = G(back).called.length;
    await back.waitFor('calls after the restart', () => G(back).called.length >= calls + 2, 20_000);
  });
});
