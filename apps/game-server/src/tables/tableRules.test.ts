// Table rules on the game server, through real sockets and the internal routes: the table clock
// under each rule, away players and their stand-ins, the stand-in and resign-away routes.
import type { LogEntry, Server, State } from 'boardgame.io';
import { type SeatData, type TableClockData, type TableRules, tableClockOf } from '@tabula/game-kit';
import type { DecisionRequest } from '../bots/protocol';
import { startGameServer, type RunningGameServer } from '../server';
import { testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { recordingSocket, type RecordingSocket } from '../testing/recordingSocket';
import { tableTestGame, tableTestGameWithoutAi } from '../testing/tableGame';
import { createTableMatch, eventually, tableRoute } from '../testing/tableMatch';

jest.setTimeout(120_000);

const SECRET = 'table-rules-secret-0123456789';
/** One second of the rules lasts 20 ms here: a 15 s clock runs out in 0.3 s, the 10 s grace in 0.2 s. */
const SECOND_MS = 20;

const perMove = (onTimeout: 'moveOnce' | 'takeOver'): TableRules => ({
  clock: { kind: 'perMove', seconds: 15 },
  onTimeout,
  awaySeconds: null,
});
const awayAfter30: TableRules = { clock: { kind: 'none' }, onTimeout: 'moveOnce', awaySeconds: 30 };

interface SentPlayer {
  id: number;
  isConnected?: boolean;
  data?: SeatData;
}

describe('table rules on the game server', () => {
  let database: TestDatabase;
  let server: RunningGameServer;
  const decided: DecisionRequest[] = [];
  const start = async () => {
    server = await startGameServer(
      {
        games: [tableTestGame, tableTestGameWithoutAi],
        sql: await database.open(),
        secret: SECRET,
        tableSecondMs: SECOND_MS,
        bots: {
          workers: 1,
          delayMs: [0, 0],
          playable: (gameName) => gameName === 'tabletest',
          decide: async (request) => {
            decided.push(request);
            return { move: 'act', args: [] };
          },
        },
      },
      0,
    );
  };
  const url = () => `http://127.0.0.1:${server.port}`;
  const sockets: RecordingSocket[] = [];
  const connect = async (matchID: string, playerID?: string, credentials?: string) => {
    const socket = await recordingSocket(url(), 'tabletest', { matchID, playerID, credentials });
    sockets.push(socket);
    return socket;
  };
  const stored = async (matchID: string) =>
    (await server.storage.fetch(matchID, { state: true, metadata: true, log: true })) as {
      state: State;
      metadata: Server.MatchData;
      log: LogEntry[];
    };
  const seatData = async (matchID: string, seat: number) =>
    ((await stored(matchID)).metadata.players[seat]!.data ?? {}) as SeatData;
  const movers = (log: LogEntry[]) =>
    log.filter((entry) => entry.action.type === 'MAKE_MOVE').map((entry) => entry.action.payload.playerID);
  const act = (socket: RecordingSocket, matchID: string, playerID: string, credentials: string) => {
    const state = socket.latestState()!;
    const action = { type: 'MAKE_MOVE', payload: { type: 'act', args: [], playerID, credentials } };
    socket.sendUpdate(action, state._stateID, matchID, playerID);
    return socket.waitForStateID(state._stateID + 1, 30_000);
  };
  /** A seat as the latest matchData update a socket received shows it. */
  const sentPlayer = (socket: RecordingSocket, seat: number) => {
    const updates = socket.received.filter((message) => message.event === 'matchData');
    return (updates[updates.length - 1]?.args[1] as SentPlayer[] | undefined)?.find((player) => player.id === seat);
  };
  /** The seat data the latest matchData update a socket received carries. */
  const sentSeatData = (socket: RecordingSocket, seat: number) => {
    const updates = socket.received.filter((message) => message.event === 'matchData');
    const players = updates[updates.length - 1]?.args[1] as { id: number; data?: SeatData }[] | undefined;
    return players?.find((player) => player.id === seat)?.data;
  };

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.create();
    await start();
  }, 120_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  }, 120_000);

  it('refuses bad rules at creation, and sends the rules to every client, which cannot change them', async () => {
    const before = (await server.storage.listMatches()).length;
    const bad = await createTableMatch(url(), SECRET, 'tabletest', {
      rules: { ...perMove('moveOnce'), clock: { kind: 'perMove', seconds: 7 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatch(/^table rules: clock.seconds must be one of/);
    expect((await createTableMatch(url(), SECRET, 'tabletest', { rawRules: '{' })).status).toBe(400);
    expect((await server.storage.listMatches()).length).toBe(before);

    const plain = await createTableMatch(url(), SECRET, 'tabletest');
    expect(tableClockOf((await stored(plain.matchID)).state)!.rules).toEqual({
      clock: { kind: 'none' },
      onTimeout: 'moveOnce',
      awaySeconds: null,
    });

    const rules: TableRules = {
      clock: { kind: 'perMatch', minutes: 20, incrementSeconds: 2 },
      onTimeout: 'takeOver',
      awaySeconds: 300,
    };
    const { matchID, credentials } = await createTableMatch(url(), SECRET, 'tabletest', { rules });
    const zero = await connect(matchID, '0', credentials[0]);
    const spectator = await connect(matchID);
    const sent = tableClockOf(zero.latestState()!)!;
    expect(sent.rules).toEqual(rules);
    expect(Object.keys(sent.deadlines)).toEqual(['0']);
    expect(tableClockOf(spectator.latestState()!)).toEqual(sent);
    // Only moves reach the rules: a plugin action that would rewrite the clock is refused.
    const forged: TableClockData = { ...sent, deadlines: { '0': 1 } };
    zero.sendUpdate(
      { type: 'PLUGIN', payload: { type: 'tableClock', args: [forged], playerID: '0', credentials: credentials[0] } },
      0,
      matchID,
      '0',
    );
    await act(zero, matchID, '0', credentials[0]!);
    await spectator.waitForStateID(1);
    const after = tableClockOf(spectator.latestState()!)!;
    expect(after.rules).toEqual(rules);
    expect(Object.keys(after.deadlines)).toEqual(['1']);
    expect(after.deadlines['1']).toBeGreaterThan(sent.deadlines['0']! - 30_000 * SECOND_MS);
  });

  it('makes one computer move for a seat whose time ran out (moveOnce), and the seat stays a person', async () => {
    const { matchID, credentials } = await createTableMatch(url(), SECRET, 'tabletest', { rules: perMove('moveOnce') });
    const zero = await connect(matchID, '0', credentials[0]);
    await connect(matchID, '1', credentials[1]);
    await act(zero, matchID, '0', credentials[0]!);
    // Seat 1 never moves: the computer moves for it when its 15 s (0.3 s here) run out.
    await zero.waitForStateID(2, 30_000);
    expect(movers((await stored(matchID)).log).slice(0, 2)).toEqual(['0', '1']);
    expect(decided.some((request) => request.playerID === '1' && request.ctx.turn === 2)).toBe(true);
    expect(await seatData(matchID, 1)).toEqual({});
  });

  it('puts a computer player in a seat whose time ran out, which plays on (takeOver)', async () => {
    const { matchID, credentials } = await createTableMatch(url(), SECRET, 'tabletest', { rules: perMove('takeOver') });
    const zero = await connect(matchID, '0', credentials[0]);
    await connect(matchID, '1', credentials[1]);
    await act(zero, matchID, '0', credentials[0]!);
    const standIn = await eventually('a stand-in for seat 1', async () => (await seatData(matchID, 1)).standIn);
    expect(standIn).toMatchObject({ reason: 'timeout', level: 'default' });
    await zero.waitFor('the stand-in in matchData', () => sentSeatData(zero, 1)?.standIn?.reason === 'timeout');
    // Seat 0 plays quickly; the stand-in answers every time.
    for (let turn = 0; turn < 3; turn += 1) {
      await zero.waitFor("seat 0's turn", () => zero.latestState()!.ctx.currentPlayer === '0', 30_000);
      await act(zero, matchID, '0', credentials[0]!);
    }
    await zero.waitFor("seat 0's turn", () => zero.latestState()!.ctx.currentPlayer === '0', 30_000);
    expect(movers((await stored(matchID)).log).filter((seat) => seat === '1').length).toBeGreaterThanOrEqual(3);
  });

  it("charges a seat's bank the time it used and adds the increment (perMatch)", async () => {
    const rules: TableRules = {
      clock: { kind: 'perMatch', minutes: 3, incrementSeconds: 5 },
      onTimeout: 'moveOnce',
      awaySeconds: null,
    };
    const { matchID, credentials } = await createTableMatch(url(), SECRET, 'tabletest', { rules });
    const zero = await connect(matchID, '0', credentials[0]);
    const one = await connect(matchID, '1', credentials[1]);
    const full = 3 * 60 * SECOND_MS;
    const increment = 5 * SECOND_MS;
    /** Moves for the seat after `waitMs`, then checks the bank against the time the move took to be made. */
    const moveAndCheck = async (socket: RecordingSocket, seat: string, waitMs: number) => {
      const before = tableClockOf(socket.latestState()!)!;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      const sent = Date.now();
      await act(socket, matchID, seat, credentials[Number(seat)]!);
      const received = Date.now();
      const after = tableClockOf(socket.latestState()!)!;
      const used = (at: number) => Math.max(0, at - before.since!);
      expect(after.banks[seat]).toBeLessThanOrEqual(before.banks[seat]! - used(sent) + increment);
      expect(after.banks[seat]).toBeGreaterThanOrEqual(before.banks[seat]! - used(received) + increment);
      return after;
    };
    expect(tableClockOf(zero.latestState()!)!.banks).toEqual({ '0': full, '1': full });
    const afterZero = await moveAndCheck(zero, '0', 0);
    expect(afterZero.banks['1']).toBe(full);
    await one.waitForStateID(1);
    const afterOne = await moveAndCheck(one, '1', 1_000);
    expect(afterOne.banks['1']).toBeLessThan(full);
    expect(afterOne.deadlines['0']).toBe(afterOne.since! + afterOne.banks['0']!);
  });

  it('hands an away seat to a computer player and back when its player reconnects', async () => {
    const { matchID, credentials } = await createTableMatch(url(), SECRET, 'tabletest', { rules: awayAfter30 });
    const zero = await connect(matchID, '0', credentials[0]);
    const one = await recordingSocket(url(), 'tabletest', { matchID, playerID: '1', credentials: credentials[1] });
    await act(zero, matchID, '0', credentials[0]!);
    one.close();
    const data = await eventually('seat 1 away', async () => {
      const current = await seatData(matchID, 1);
      return current.standIn ? current : undefined;
    });
    expect(data.away).toBeDefined();
    expect(data.standIn).toMatchObject({ reason: 'away' });
    // The match waited on seat 1: its stand-in moves.
    await zero.waitFor("seat 0's turn", () => zero.latestState()!.ctx.currentPlayer === '0', 30_000);
    expect(movers((await stored(matchID)).log)).toEqual(['0', '1']);

    const back = await connect(matchID, '1', credentials[1]);
    await eventually('seat 1 handed back', async () => (await seatData(matchID, 1)).standIn === undefined || undefined);
    expect(await seatData(matchID, 1)).toEqual({});
    await zero.waitFor('seat 1 back in matchData', () => sentSeatData(zero, 1)?.standIn === undefined);
    await act(zero, matchID, '0', credentials[0]!);
    // Seat 1's turn now: its player is back, the computer makes no move.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(movers((await stored(matchID)).log)).toEqual(['0', '1', '0']);
    await act(back, matchID, '1', credentials[1]!);
    expect(movers((await stored(matchID)).log)).toEqual(['0', '1', '0', '1']);
  });

  it('does not count a player away who closes one of two devices with the match open', async () => {
    const { matchID, credentials } = await createTableMatch(url(), SECRET, 'tabletest', { rules: awayAfter30 });
    const zero = await connect(matchID, '0', credentials[0]);
    const phone = await connect(matchID, '1', credentials[1]);
    const laptop = await recordingSocket(url(), 'tabletest', { matchID, playerID: '1', credentials: credentials[1] });
    await zero.waitFor('seat 1 connected', () => sentPlayer(zero, 1)?.isConnected === true);
    laptop.close();
    // boardgame.io reports the seat gone with the laptop; the server sends it connected again at once.
    await zero.waitFor('seat 1 disconnected, then connected again', () => {
      const updates = zero.received.filter((message) => message.event === 'matchData');
      const flags = updates.map((update) => (update.args[1] as SentPlayer[]).find((player) => player.id === 1)?.isConnected);
      return flags.includes(false) && flags[flags.length - 1] === true;
    });
    // Twice the away time later, the seat is still its player's, who moves from the phone.
    await new Promise((resolve) => setTimeout(resolve, 60 * SECOND_MS));
    expect(await seatData(matchID, 1)).toEqual({});
    await act(zero, matchID, '0', credentials[0]!);
    await phone.waitForStateID(zero.latestState()!._stateID, 30_000);
    await act(phone, matchID, '1', credentials[1]!);
    expect(movers((await stored(matchID)).log)).toEqual(['0', '1']);
  });

  it('puts a computer player in a seat its player asks for, hands it back, and refuses what it cannot', async () => {
    const { matchID, credentials } = await createTableMatch(url(), SECRET, 'tabletest');
    const zero = await connect(matchID, '0', credentials[0]);
    expect((await tableRoute(url(), SECRET, matchID, 'stand-in', { playerID: '0', on: true })).body).toEqual({ ok: true });
    expect((await seatData(matchID, 0)).standIn).toMatchObject({ reason: 'asked' });
    // The computer plays seat 0; seat 1 is nobody's, so the match then waits on it.
    await zero.waitForStateID(1, 30_000);
    expect((await tableRoute(url(), SECRET, matchID, 'stand-in', { playerID: '0', on: false })).status).toBe(200);
    expect(await seatData(matchID, 0)).toEqual({});
    const one = await connect(matchID, '1', credentials[1]);
    await act(one, matchID, '1', credentials[1]!);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(movers((await stored(matchID)).log)).toEqual(['0', '1']);

    expect(await tableRoute(url(), SECRET, 'no-such-match', 'stand-in', { playerID: '0', on: true })).toEqual({
      status: 404,
      body: { error: 'match not found' },
    });
    const noAi = await createTableMatch(url(), SECRET, 'tabletestnoai');
    expect((await tableRoute(url(), SECRET, noAi.matchID, 'stand-in', { playerID: '0', on: true })).body).toEqual({
      error: 'no computer player',
    });
    const withComputer = await createTableMatch(url(), SECRET, 'tabletest', { computers: { '1': 'easy' } });
    const computerSeat = await tableRoute(url(), SECRET, withComputer.matchID, 'stand-in', { playerID: '1', on: false });
    expect(computerSeat).toEqual({ status: 409, body: { error: 'computer seat' } });
    // Seat 0 resigns: the match is over.
    const resigning = await connect(withComputer.matchID, '0', withComputer.credentials[0]);
    resigning.sendUpdate(
      { type: 'MAKE_MOVE', payload: { type: 'resign', args: [], playerID: '0', credentials: withComputer.credentials[0] } },
      0,
      withComputer.matchID,
      '0',
    );
    await resigning.waitFor('the end', () => resigning.latestState()!.ctx.gameover !== undefined);
    expect((await tableRoute(url(), SECRET, withComputer.matchID, 'stand-in', { playerID: '0', on: true })).body).toEqual({
      error: 'match is over',
    });
    // Without the secret, nothing.
    const response = await fetch(`${url()}/tabula/matches/${matchID}/stand-in`, {
      method: 'POST',
      body: '{"playerID":"0","on":true}',
    });
    expect(response.status).toBe(403);
  });

  it("lets the others end an away seat's match in a game without a computer player", async () => {
    const { matchID, credentials } = await createTableMatch(url(), SECRET, 'tabletestnoai', { rules: awayAfter30 });
    const resignAway = () => tableRoute(url(), SECRET, matchID, 'resign-away', { playerID: '1' });
    const zero = await recordingSocket(url(), 'tabletestnoai', { matchID, playerID: '0', credentials: credentials[0] });
    sockets.push(zero);
    // Seat 1 never connects: it counts as away once the away time has passed since the first sync.
    expect((await resignAway()).body).toEqual({ error: 'not away' });
    const data = await eventually('seat 1 away', async () => {
      const current = await seatData(matchID, 1);
      return current.away ? current : undefined;
    });
    expect(data.standIn).toBeUndefined();
    // Seat 0's turn: the match does not wait on seat 1.
    expect((await resignAway()).body).toEqual({ error: 'not waiting' });
    zero.sendUpdate(
      { type: 'MAKE_MOVE', payload: { type: 'act', args: [], playerID: '0', credentials: credentials[0] } },
      0,
      matchID,
      '0',
    );
    await zero.waitForStateID(1);
    expect(await resignAway()).toEqual({ status: 200, body: { ok: true } });
    await zero.waitFor('the end', () => zero.latestState()!.ctx.gameover !== undefined);
    expect(zero.latestState()!.ctx.gameover).toEqual({ winner: '0', reason: 'resigned' });
    expect((await resignAway()).body).toEqual({ error: 'match is over' });
  });

  it('plays on with a stand-in after a game-server restart', async () => {
    const { matchID, credentials } = await createTableMatch(url(), SECRET, 'tabletest');
    expect((await tableRoute(url(), SECRET, matchID, 'stand-in', { playerID: '1', on: true })).status).toBe(200);
    const zero = await connect(matchID, '0', credentials[0]);
    await act(zero, matchID, '0', credentials[0]!);
    await zero.waitForStateID(2, 30_000);
    zero.close();
    await server.close();
    await start();
    const again = await connect(matchID, '0', credentials[0]);
    await act(again, matchID, '0', credentials[0]!);
    await again.waitForStateID(4, 30_000);
    expect(movers((await stored(matchID)).log)).toEqual(['0', '1', '0', '1']);
  });
});
