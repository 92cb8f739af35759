// One person and three computer seats play Schafkopf online to the end: the bots play on the
// server, the person's client plays legal cards from its own view whenever it may act.
import type { Ctx, Game, State } from 'boardgame.io';
import { findGame } from '@tabula/catalogue';
import { playerViewFor } from '@tabula/game-kit';
import { recordingSocket } from '../testing/recordingSocket';
import type { DecisionRequest } from './protocol';
import { startGameServer, type RunningGameServer } from '../server';
import { createWithComputers } from '../testing/computerSeats';
import { testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { lobbyClient } from '../testing/lobby';
import { personPlayer } from '../testing/personPlayer';

jest.setTimeout(120_000);

const SECRET = 'bots-secret-0123456789';
/** The match of the view test, once created: decisions wait for it, to read that match's stored state. */
let viewMatchID: Promise<string> = Promise.resolve('');

describe('computer seats on the game server', () => {
  let database: TestDatabase;
  let server: RunningGameServer;
  let schafkopf: Game;
  const decided: DecisionRequest[] = [];
  /** Per decision of the view test: the request and the match's stored state when the AI was asked. */
  const asked: { request: DecisionRequest; stored: { G: unknown; ctx: Ctx } }[] = [];
  const warnings: string[] = [];

  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
    schafkopf = (await findGame('schafkopf')!.rules()).game as Game;
    database = await testDatabaseKinds()[0]!.create();
    server = await startGameServer(
      {
        games: [schafkopf],
        sql: await database.open(),
        secret: SECRET,
        bots: {
          workers: 1,
          delayMs: [0, 0],
          // Counts the AI's answers: the bots must play their AI's moves, not the fallback.
          decide: async (request, pool) => {
            const matchID = await viewMatchID;
            if (matchID) asked.push({ request, stored: (await server.storage.fetch(matchID, { state: true })).state as State });
            const move = await pool(request);
            decided.push(request);
            return move;
          },
        },
      },
      0,
    );
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  }, 120_000);

  const url = () => `http://127.0.0.1:${server.port}`;
  const humanAndThreeComputers = (setupData?: unknown) =>
    createWithComputers(lobbyClient(url(), SECRET), 'schafkopf', {
      numPlayers: 4,
      computers: { '1': 'easy', '2': 'easy', '3': 'easy' },
      setupData,
    });

  it("gives the AI its seat's view only: its own hand, the others' hands hidden", async () => {
    let created: (matchID: string) => void = () => undefined;
    viewMatchID = new Promise((resolve) => (created = resolve));
    const { matchID, credentials } = await humanAndThreeComputers();
    created(matchID);
    const person = await personPlayer(url(), schafkopf, {
      matchID,
      playerID: '0',
      credentials: credentials['0']!,
      numPlayers: 4,
    });
    // One deal: bids and cards of every seat.
    await person.play((state) => state.ctx.phase === 'roundEnd');
    person.close();
    viewMatchID = Promise.resolve('');
    expect(asked.length).toBeGreaterThan(8);
    for (const { request, stored } of asked) {
      const { G, ctx } = stored;
      // Asked while the match stood at the state it decides on (the person waits for the bots).
      expect(request.ctx).toEqual(ctx);
      expect(Object.keys(request).sort()).toEqual(['code', 'ctx', 'level', 'lowest', 'playerID', 'view']);
      // Exactly what the seat's socket gets: the game's playerView for that seat.
      expect(request.view).toEqual(playerViewFor(schafkopf, G, ctx, request.playerID));
      const view = request.view as { hands: Record<string, unknown>; dealtHands: Record<string, unknown>; revealed?: boolean };
      const hands = (G as { hands: Record<string, unknown[]> }).hands;
      if (!view.revealed) {
        expect(Object.keys(view.hands)).toEqual([request.playerID]);
        expect(view.dealtHands).toEqual({});
      }
      expect(view.hands[request.playerID]).toEqual(hands[request.playerID]);
    }
    decided.length = 0;
  });

  it('lets no client make a seat a computer seat, or a computer seat a person', async () => {
    const { matchID, credentials } = await humanAndThreeComputers();
    const seatData = async () => {
      const { body } = await lobbyClient(url(), SECRET).call<{ players: { id: number; data?: unknown }[] }>(
        'GET',
        `/games/schafkopf/${matchID}`,
      );
      return body.players.map((player) => player.data ?? null);
    };
    const before = await seatData();
    expect(before).toEqual([
      null,
      { computer: { level: 'easy' } },
      { computer: { level: 'easy' } },
      { computer: { level: 'easy' } },
    ]);
    // The lobby routes are the API's alone: without the server secret, nothing changes a seat.
    const publicLobby = lobbyClient(url(), undefined);
    const computer = { computer: { level: 'hard' } };
    const update = (playerID: string, data: unknown) =>
      publicLobby.call('POST', `/games/schafkopf/${matchID}/update`, { playerID, credentials: credentials['0'], data });
    expect((await update('0', computer)).status).toBe(403);
    expect((await update('1', { name: 'person' })).status).toBe(403);
    expect((await publicLobby.join('schafkopf', matchID, { playerID: '0', playerName: 'x', data: computer })).status).toBe(403);
    // Even the API cannot turn a joined seat into a computer seat by joining it again.
    expect(
      (await lobbyClient(url(), SECRET).join('schafkopf', matchID, { playerID: '0', playerName: 'x', data: computer })).status,
    ).toBe(409);
    // A seat's socket (sync, disconnect) never touches a seat's data.
    const socket = await recordingSocket(url(), 'schafkopf', {
      matchID,
      playerID: '0',
      credentials: credentials['0'],
      numPlayers: 4,
    });
    socket.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await seatData()).toEqual(before);
  });

  it('plays a Schafkopf match of one person and three computer seats to the end', async () => {
    // Played until a player quits (the default): the person quits when the first deal is scored.
    const { matchID, credentials } = await humanAndThreeComputers();
    const person = await personPlayer(url(), schafkopf, {
      matchID,
      playerID: '0',
      credentials: credentials['0']!,
      numPlayers: 4,
    });
    // At the end of a deal the person goes on to the next one (its first legal move, nextRound).
    // Once a deal has been played out (not thrown in), its scoring offers [nextRound, quit]: quit.
    const playedOut = (state: State) => (state.G as { tricks?: unknown[] }).tricks?.length === 8;
    const final = await person.play(undefined, undefined, (moves, state) =>
      playedOut(state) ? moves.findIndex((move) => move.move === 'quit') : 0,
    );
    person.close();
    expect(final.ctx.gameover).toBeDefined();
    const { log } = (await server.storage.fetch(matchID, { log: true })) as {
      log: { action: { payload: { playerID: string } } }[];
    };
    const movers = new Set(log.map((entry) => entry.action.payload.playerID));
    // Every seat moved: the three computer seats on the server, the person from its client.
    expect([...movers].sort()).toEqual(['0', '1', '2', '3']);
    expect(person.moves()).toBeGreaterThan(8);
    // Each computer seat played its 8 cards, as its AI chose, with nothing refused.
    for (const seat of ['1', '2', '3']) {
      expect(decided.filter((request) => request.playerID === seat).length).toBeGreaterThanOrEqual(8);
    }
    expect(decided.every((request) => request.level === 'easy' && !request.lowest)).toBe(true);
    expect(warnings).toEqual([]);
  });
});
