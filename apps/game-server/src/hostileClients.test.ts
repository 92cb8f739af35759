// The hostile-client suite: for every online game in the catalogue, the seat to move sends, with
// its own valid credentials over its own connection, what no honest client sends. Each packet must
// be refused: nothing stored changes, nobody hears of it, and the legal move the same seat sends
// right after on the same connection is accepted as the one and only change. New games join the
// suite by being in the catalogue.
import type { Game, LogEntry, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { games as catalogue } from '@tabula/catalogue';
import { loadOnlineGames } from './games';
import { startGameServer, type RunningGameServer } from './server';
import type { Sql } from './storage/sql';
import { RefusalLog } from './transport/refusalLog';
import { hostilePackets, PROTOTYPE_NAMES, type Actor } from './testing/hostilePackets';
import { afterMoveAlone, legalMove, openMatch, type LegalMove } from './testing/matchFixture';
import { testDatabaseKinds, type TestDatabase } from './testing/databases';
import { lobbyClient } from './testing/lobby';
import { io as ioClient, type Socket } from 'socket.io-client';
import { SECRET_RANDOM_PLUGIN } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import { fuzzPackets } from './testing/socketFuzz';
import { emitRaw } from './testing/recordingSocket';

jest.setTimeout(60_000);

const SECRET = 'test-secret-0123456789';
const MAX_CONNECTIONS = 40;
const onlineCodes = catalogue.filter((entry) => entry.modes.includes('OnlineFriend')).map((entry) => entry.code);
const games = new Map<string, Game>();
let database: TestDatabase;
let server: RunningGameServer;
let url: string;
let lobby: ReturnType<typeof lobbyClient>;
const refusals: string[] = [];

let sql: Sql | undefined;
let starting: Promise<void> | undefined;

// A database and a server with every game: seconds on an idle machine, many more on a loaded CI runner.
beforeAll(() => {
  // boardgame.io reports moves it rejects itself on the console; the refusals are what count here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  starting = (async () => {
    for (const game of await loadOnlineGames()) games.set(game.name!, game);
    const kinds = testDatabaseKinds();
    database = await kinds[kinds.length - 1]!.create();
    const refusalLog = new RefusalLog((line) => refusals.push(line), Infinity);
    const socketAccess = { maxConnectionsPerAddress: MAX_CONNECTIONS };
    sql = await database.open();
    server = await startGameServer({ games: [...games.values()], sql, secret: SECRET, refusalLog, socketAccess }, 0);
    url = `http://127.0.0.1:${server.port}`;
    lobby = lobbyClient(url, SECRET);
  })();
  return starting;
}, 120_000);

afterAll(async () => {
  // A start that timed out goes on in the background: let it finish, then close whatever it opened.
  await starting?.catch(() => undefined);
  if (server) await server.close();
  else await sql?.close();
  await database?.dispose();
}, 60_000);

const stored = async (matchID: string) =>
  (await server.storage.fetch(matchID, { state: true, log: true })) as { state: State; log: LogEntry[] };

interface Attack {
  matchID: string;
  stateID: number;
  actor: Actor;
  legal: LegalMove;
  /** The seat's own connection. */
  socket: Socket;
}

/**
 * Opens a match of `code`, lets `attack` send packets as the seat to move over that seat's
 * connection, then sends that seat's legal move over the same connection: it must be the one and
 * only change that is stored and that anyone hears about.
 */
async function expectRefused(code: string, attack: (context: Attack) => void | Promise<void>, timeoutMs?: number) {
  const game = games.get(code)!;
  const match = await openMatch(url, lobby, game);
  try {
    const before = await stored(match.matchID);
    const { playerID, move } = legalMove(game, before.state);
    const seat = match.seats[Number(playerID)]!;
    const heardBefore = match.everyone.map((socket) => socket.received.length);
    const refusedBefore = refusals.length;
    await attack({
      matchID: match.matchID,
      stateID: before.state._stateID,
      actor: actorOf(match, playerID),
      legal: move,
      socket: seat.socket,
    });
    const action = { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, ...actorOf(match, playerID) } };
    seat.sendUpdate(action, before.state._stateID, match.matchID, playerID);
    // The attacker's own socket is not waited for: a bogus sync of its own unsubscribes it.
    const others = match.everyone.filter((socket) => socket !== seat);
    await Promise.all(others.map((socket) => socket.waitForStateID(before.state._stateID + 1, timeoutMs)));

    const after = await stored(match.matchID);
    const expected = afterMoveAlone(game, before.state, playerID, move);
    expect(after.state._stateID).toBe(before.state._stateID + 1);
    const moves = (log: LogEntry[]) => log.map((entry) => entry.action);
    if (expected.drewChance) expect(moves(after.log.slice(before.log.length))).toEqual(moves(expected.newLog));
    else {
      expect({ G: after.state.G, ctx: after.state.ctx }).toEqual({ G: expected.state.G, ctx: expected.state.ctx });
      expect(after.log.slice(before.log.length)).toEqual(expected.newLog);
    }
    // Everyone else heard one thing: the legal move. The attacker heard at most that, besides
    // answers to its own syncs and word that its own moves were refused.
    match.everyone.forEach((socket, index) => {
      const ownAnswer = (event: string) =>
        event === 'matchData' || (socket === seat && (event === 'sync' || event === 'moveRefused'));
      const heard = socket.received.slice(heardBefore[index]).filter((message) => !ownAnswer(message.event));
      const expected = socket === seat && heard.length === 0 ? [] : ['update'];
      expect({ socket: index, heard: heard.map((message) => message.event) }).toEqual({ socket: index, heard: expected });
    });
    expect(refusals.length).toBeGreaterThan(refusedBefore);
  } finally {
    match.close();
  }
}

const actorOf = (match: { credentials: string[] }, playerID: string): Actor => ({
  playerID,
  credentials: match.credentials[Number(playerID)]!,
});

const packetNames = hostilePackets({ move: 'x', args: [] }).map((packet) => packet.name);

describe.each(onlineCodes.map((code) => [code]))('hostile client: %s', (code) => {
  it.each(packetNames.map((name) => [name]))('refuses %s from the seat to move', async (name) => {
    await expectRefused(code, ({ matchID, stateID, actor, legal, socket }) => {
      const packet = hostilePackets(legal).find((candidate) => candidate.name === name)!;
      // Written as a raw frame: socket.io's client cannot encode what its server must survive.
      emitRaw(socket, 'update', packet.action(actor), stateID, matchID, actor.playerID);
    });
  });

  it("refuses another game's move sent through that game's namespace", async () => {
    const other = onlineCodes.find((candidate) => candidate !== code)!;
    const otherGame = games.get(other)!;
    await expectRefused(code, async ({ matchID, stateID, actor, socket }) => {
      // Over the same connection, so the server receives these before the legal move.
      const otherNamespace = socket.io.socket(`/${other}`);
      await new Promise<void>((resolve) => otherNamespace.once('connect', () => resolve()).connect());
      const initial = InitializeGame({ game: otherGame, numPlayers: 2 });
      const foreign = [{ move: 'resign', args: [] }, legalMove(otherGame, initial).move];
      for (const move of foreign) {
        const action = {
          type: 'MAKE_MOVE',
          payload: { type: move.move, args: move.args, playerID: actor.playerID, credentials: actor.credentials },
        };
        otherNamespace.emit('update', action, stateID, matchID, actor.playerID);
      }
      otherNamespace.emit('sync', matchID, actor.playerID, actor.credentials, 2);
    });
  });
});

describe.each(onlineCodes.map((code) => [code]))('socket fuzzer: %s', (code) => {
  it('changes a match only through the legal move, whatever a seat sends first', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20261123) + onlineCodes.indexOf(code);
    const own = new Set(Object.keys(games.get(code)!.moves ?? {}));
    const foreignMoves = [...games.values()].flatMap((game) => Object.keys(game.moves ?? {})).filter((move) => !own.has(move));
    await expectRefused(
      code,
      ({ matchID, stateID, actor, legal, socket }) => {
        const otherSeat = { playerID: actor.playerID === '0' ? '1' : '0', credentials: '' };
        const packets = fuzzPackets(
          { matchID, stateID, actor, otherSeat, legal, foreignMoves: [...foreignMoves, ...PROTOTYPE_NAMES] },
          seededRandom(seed),
          150,
        );
        for (const [event, ...args] of packets) emitRaw(socket, event, ...args);
        // Packets that pass the guard wait in the match's queue with the legal move behind them.
      },
      30_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nreplay with FUZZ_SEED=${seed - onlineCodes.indexOf(code)}`);
    });
  });
});

describe('seeds', () => {
  it.each(onlineCodes.map((code) => [code]))(
    '%s: every match gets its own 128-bit seed, and no seat or spectator ever receives it or the generator state',
    async (code) => {
      const game = games.get(code)!;
      const match = await openMatch(url, lobby, game);
      try {
        for (let made = 0; made < 6; made += 1) {
          const { state } = await stored(match.matchID);
          if (state.ctx.gameover !== undefined) break;
          const { playerID, move } = legalMove(game, state, made * 7);
          await match.play(playerID, move);
        }
        const { state } = await stored(match.matchID);
        const { initialState } = await server.storage.fetch(match.matchID, { initialState: true });
        const random = state.plugins.random!.data as { seed: string; prngstate?: Record<string, number> };
        expect(random.seed).toMatch(/^[A-Za-z0-9_-]{22,}$/);
        expect((initialState!.plugins.random!.data as { seed: string }).seed).toBe(random.seed);
        // The moves and hooks draw from the cryptographic source, which keeps nothing in the match.
        expect(state.plugins[SECRET_RANDOM_PLUGIN]!.data).toEqual({});
        for (const socket of match.everyone) {
          const everything = JSON.stringify(socket.received);
          expect(everything).not.toContain(random.seed);
          expect(everything).not.toMatch(/"(seed|prngstate)"/);
          for (const value of Object.values(random.prngstate ?? {})) expect(everything).not.toContain(String(value));
        }
      } finally {
        match.close();
      }
    },
  );

  it('gives matches created at the same moment different seeds', async () => {
    const created = await Promise.all([0, 1, 2, 3, 4].map(() => lobby.create('tictactoe', { numPlayers: 2 })));
    const seeds = await Promise.all(
      created.map(async ({ body }) => ((await stored(body.matchID)).state.plugins.random!.data as { seed: string }).seed),
    );
    expect(new Set(seeds).size).toBe(5);
  });
});

describe('sockets', () => {
  const handshake = (origin: string) => fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });

  it('answers CORS for the web origins only', async () => {
    const allowed = await handshake('http://localhost:3000');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await handshake('https://evil.example');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).not.toBe('*');
    expect(other.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it('closes a connection to a namespace that is not a game', async () => {
    for (const namespace of ['/nosuchgame', '/']) {
      const socket = ioClient(`${url}${namespace}`, { transports: ['websocket'], reconnection: false, forceNew: true });
      const closed = new Promise<string>((resolve) => socket.io.engine.once('close', (reason: string) => resolve(reason)));
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toMatch(/no such game|Invalid namespace/);
      await closed;
      socket.close();
    }
  });

  it('caps the connections one address may hold open', async () => {
    const open: ReturnType<typeof ioClient>[] = [];
    const connect = () =>
      new Promise<boolean>((resolve) => {
        const socket = ioClient(`${url}/${onlineCodes[0]}`, { transports: ['websocket'], reconnection: false, forceNew: true });
        open.push(socket);
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      });
    try {
      // Earlier tests' connections (a polling handshake lives until its ping time-out) count too;
      // some may close while this one connects. Sequential, so the count is exact.
      const heldBefore = server.openConnections();
      let accepted = 0;
      while (await connect()) accepted += 1;
      expect(accepted).toBeGreaterThanOrEqual(MAX_CONNECTIONS - heldBefore);
      expect(accepted).toBeLessThanOrEqual(MAX_CONNECTIONS);
      expect(await connect()).toBe(false);
      open[0]!.close();
      await waitUntil(async () => connect());
    } finally {
      for (const socket of open) socket.close();
    }
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition never held');
  }
}
