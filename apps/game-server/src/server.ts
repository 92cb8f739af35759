import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Game } from 'boardgame.io';
import { Server, SocketIO } from 'boardgame.io/server';
import { lobbyGuard } from './http/lobbyGuard';
import { migrate } from './storage/migrate';
import type { Sql } from './storage/sql';
import { SqlStorage } from './storage/SqlStorage';
import { SocketStorage } from './storage/socketStorage';
import { CommitGatedPubSub } from './transport/commitGatedPubSub';
import { MatchGames } from './transport/matchGames';
import { RefusalLog } from './transport/refusalLog';
import {
  ConnectionCounter,
  socketServerOptions,
  watchConnections,
  type SocketAccessPolicy,
  type SocketServer,
} from './transport/socketAccess';
import { textOnlyParser } from './transport/textOnlyParser';
import { guardSockets, type GuardedServer } from './transport/socketGuard';
import { withUnguessableSeeds } from './seeds';
import { Master } from 'boardgame.io/master';
import { boardReadsLog, mayReplay } from '@tabula/game-kit';
import type { State } from 'boardgame.io';
import { trimOutgoingPayloads } from './transport/updatePayloadSockets';
import { catchUpAfterSyncs, type SyncingServer } from './transport/syncCatchUp';
import { reportMoveRefusals } from './transport/moveRefusals';
import { ClockKeeper } from './clocks/clockKeeper';
import { DEFAULT_BOT_OPTIONS, startServerBots, type BotOptions } from './bots/serverBots';
import { withTableClock } from '@tabula/game-kit';
import { SeatPresence } from './storage/seatPresence';
import { CreationRules } from './tables/creationRules';
import { SeatStatuses } from './tables/seatStatuses';
import { AwayWatch } from './tables/awayWatch';
import { seatHasSocket } from './transport/seatSockets';
import { tableTimeouts } from './tables/tableTimeouts';
import { tableRoutes } from './tables/tableRoutes';

export interface GameServerOptions {
  games: Game[];
  sql: Sql;
  secret: string;
  /** Defaults: the web app's local origins, 100 connections per address. */
  socketAccess?: Partial<SocketAccessPolicy>;
  /** Where refused client packets are reported; by default console.warn, at most 20 lines a minute. */
  refusalLog?: RefusalLog;
  /** Computer seats: worker pool, time budget, delay (see DEFAULT_BOT_OPTIONS). */
  bots?: Partial<BotOptions>;
  /** Tests: milliseconds in one second of the table rules (clocks, away time); default 1000. */
  tableSecondMs?: number;
}

export const DEFAULT_SOCKET_ACCESS: SocketAccessPolicy = {
  webOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
  maxConnectionsPerAddress: 100,
};

export interface RunningGameServer {
  port: number;
  storage: SqlStorage;
  /** Socket connections open now, from every address. */
  openConnections(): number;
  close(): Promise<void>;
}

/** Player credentials handed out by the join route: 32 random bytes. */
const generateCredentials = () => randomBytes(32).toString('base64url');

/** Unlike boardgame.io's default, a seat nobody has joined yet cannot be played either. */
function authenticateCredentials(credentials: string, playerMetadata?: { credentials?: string }): boolean {
  const expected = playerMetadata?.credentials;
  if (typeof credentials !== 'string' || typeof expected !== 'string') return false;
  const a = Buffer.from(credentials);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Creates the tables if needed, then serves the games on `port` (0 picks a free one). */
export async function startGameServer(options: GameServerOptions, port: number): Promise<RunningGameServer> {
  const { sql, secret } = options;
  const secondMs = options.tableSecondMs ?? 1000;
  // Every game gets the table clock; its data is set when the match is created (CreationRules).
  const games = options.games.map((game) => withUnguessableSeeds(withTableClock(game, { secondMs })));
  const creationRules = new CreationRules(secondMs);
  const access = { ...DEFAULT_SOCKET_ACCESS, ...options.socketAccess };
  const connections = new ConnectionCounter(access.maxConnectionsPerAddress);
  await migrate(sql);
  // The lobby creates every match here, so the game of a match is known before its first socket.
  const storage = new SqlStorage(sql, (matchID, gameName) => matchGames.remember(matchID, gameName), creationRules.prepare);
  const pubSub = new CommitGatedPubSub(storage);
  const transport = new SocketIO({
    pubSub: pubSub as never,
    socketOpts: { maxHttpBufferSize: 256 * 1024, parser: textOnlyParser, ...socketServerOptions(access, connections) } as never,
  });
  const server = Server({
    games,
    db: storage,
    transport,
    // Lobby routes are called server to server by the API, never from a browser.
    origins: [],
    generateCredentials,
    authenticateCredentials: authenticateCredentials as never,
  });
  // The lobby routes keep the strict storage (a database error is a 500 for the API to see);
  // the socket handlers, which read app.context.db on every event, get the forgiving one.
  const matchGames = new MatchGames((matchID) => storage.gameNameOf(matchID));
  const readMatch = async (matchID: string) => {
    const { state, metadata } = await storage.fetch(matchID, { state: true, metadata: true });
    return state && metadata ? { state, metadata } : undefined;
  };
  // The server's own move for a seat (a timeout, a computer seat): no credentials, and the same
  // queue and checks as the seats' moves.
  const serverMove = (
    game: Game,
    matchID: string,
    stateID: number,
    playerID: string,
    move: { move: string; args: unknown[] },
    stillWanted?: () => boolean,
  ) => {
    const sendAll = (payload: unknown) => pubSub.publish(`MATCH-${matchID}`, payload as never);
    const master = new Master(game, socketStorage, { send: () => undefined, sendAll } as never, undefined);
    const action = { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID } };
    return matchQueue(transport, matchID)
      .add(async () => {
        if (stillWanted && !stillWanted()) return;
        await master.onUpdate(action as never, stateID, matchID, playerID);
      })
      .then(() => undefined);
  };
  const bots = await startServerBots(
    { ...DEFAULT_BOT_OPTIONS, ...options.bots },
    { games, sql, read: readMatch, makeMove: serverMove },
  );
  const presence = new SeatPresence();
  const statuses = new SeatStatuses({
    storage,
    presence,
    publish: (matchID, payload) => pubSub.publish(`MATCH-${matchID}`, payload),
    inQueue: (matchID, task) => matchQueue(transport, matchID).add(task) as ReturnType<typeof task>,
    changed: (matchID) => void bots.runner.seatsChanged(matchID),
  });
  const { playable, defaultLevel } = bots;
  const clocks: ClockKeeper = new ClockKeeper({
    games,
    read: readMatch,
    makeMove: serverMove,
    tableTimeout: tableTimeouts({ runner: bots.runner, statuses, defaultLevel }),
  });
  const away = new AwayWatch({ read: readMatch, presence, statuses, playable, defaultLevel, secondMs });
  const onCommitted = (matchID: string, state: State) => {
    const gameName = matchGames.cached(matchID);
    if (!gameName) return;
    clocks.committed(matchID, gameName, state);
    bots.runner.committed(matchID, gameName, state);
  };
  const gamesByName = new Map(games.map((game) => [game.name!, game]));
  const sendsLog = (matchID: string) => {
    const game = gamesByName.get(matchGames.cached(matchID) ?? '');
    return game === undefined || boardReadsLog(game);
  };
  const replaysWhenOver = (matchID: string) => {
    const game = gamesByName.get(matchGames.cached(matchID) ?? '');
    return game !== undefined && mayReplay(game);
  };
  const socketStorage = new SocketStorage(storage, {
    onCommitted,
    presence,
    sendsLog,
    replaysWhenOver,
    onPresence: (matchID, seat, connected) => away.presenceChanged(matchID, seat, connected),
    seatHasSocket: seatHasSocket(transport),
    onDisconnectOverruled: (matchID) => void statuses.resend(matchID),
  });
  server.app.context.db = socketStorage;
  // Added before run() so it sits in front of the lobby routes that run() mounts.
  server.app.use(lobbyGuard(secret, () => storage.ping()));
  server.app.use(creationRules.middleware);
  server.app.use(tableRoutes({ games, read: readMatch, statuses, playable, defaultLevel, makeMove: serverMove, secondMs }));
  server.app.use(bots.afterSeatChanges);
  const io = (server.app as unknown as { _io: GuardedServer & SocketServer & SyncingServer & { close(): void } })._io;
  guardSockets(io, games, {
    gameOf: (matchID) => matchGames.gameOf(matchID),
    cachedGameOf: (matchID) => matchGames.cached(matchID),
    refusals: options.refusalLog ?? new RefusalLog(),
    onSync: (matchID, gameName) => {
      void clocks.syncing(matchID, gameName).catch(() => undefined);
      away.syncing(matchID);
    },
    onMove: (matchID, stateID) => storage.clientNamedState(matchID, stateID),
  });
  watchConnections(io, connections);
  trimOutgoingPayloads(io, games);
  reportMoveRefusals(server.app, games);
  catchUpAfterSyncs(io, games, async (matchID) => (await storage.fetch(matchID, { state: true })).state);
  const { appServer } = await server.run({ port });
  void bots.resume().catch((error) => console.error('game-server: resuming computer seats failed', error));
  return {
    port: (appServer.address() as AddressInfo).port,
    storage,
    openConnections: () => connections.total(),
    async close() {
      clocks.close();
      away.close();
      await bots.close();
      io.close();
      await new Promise<void>((resolve) => appServer.close(() => resolve()));
      await storage.close();
    },
  };
}

/** boardgame.io's per-match queue, which runs one update of a match at a time. */
function matchQueue(transport: SocketIO, matchID: string): { add(task: () => Promise<unknown>): Promise<unknown> } {
  return (
    transport as unknown as { getMatchQueue(id: string): { add(task: () => Promise<unknown>): Promise<unknown> } }
  ).getMatchQueue(matchID);
}
