// A seat whose move the server refuses is told so (`moveRefused`, with the move's name), and nobody
// else is; an accepted move tells nobody anything of the kind.
import { game as tictactoe } from '@games/tictactoe/game';
import { startGameServer, type RunningGameServer } from './server';
import type { Sql } from './storage/sql';
import { testDatabaseKinds, type TestDatabase } from './testing/databases';
import { lobbyClient } from './testing/lobby';
import { openMatch } from './testing/matchFixture';
import type { RecordingSocket } from './testing/recordingSocket';

const SECRET = 'test-secret-0123456789';

const refusalsOf = (socket: RecordingSocket) =>
  socket.received.filter(({ event }) => event === 'moveRefused').map(({ args }) => args);

describe('refused moves', () => {
  let database: TestDatabase | undefined;
  let sql: Sql | undefined;
  let server: RunningGameServer | undefined;
  let lobby: ReturnType<typeof lobbyClient>;
  let url: string;
  let starting: Promise<void> | undefined;
  const matches: { close(): void }[] = [];

  beforeAll(() => {
    // The refusal log and boardgame.io's own lines about refused moves.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    starting = (async () => {
      database = await testDatabaseKinds()[0]!.create();
      sql = await database.open();
      server = await startGameServer({ games: [tictactoe], sql, secret: SECRET }, 0);
      url = `http://127.0.0.1:${server.port}`;
      lobby = lobbyClient(url, SECRET);
    })();
    return starting;
  }, 120_000);

  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close whatever it opened.
    await starting?.catch(() => undefined);
    for (const match of matches.splice(0)) match.close();
    if (server) await server.close();
    else await sql?.close();
    await database?.dispose();
    jest.restoreAllMocks();
  }, 120_000);

  async function tictactoeMatch() {
    const match = await openMatch(url, lobby, tictactoe);
    matches.push(match);
    const [zero, one] = match.seats as [RecordingSocket, RecordingSocket];
    const send = (seat: RecordingSocket, playerID: string, cell: number, stateID: number, credentials?: string) =>
      seat.sendUpdate(
        {
          type: 'MAKE_MOVE',
          payload: { type: 'markCell', args: [cell], playerID, credentials: credentials ?? match.credentials[Number(playerID)] },
        },
        stateID,
        match.matchID,
        playerID,
      );
    const refusedTo = (seat: RecordingSocket, count: number) =>
      seat.waitFor(`${count} moveRefused`, () => refusalsOf(seat).length >= count);
    return { ...match, zero, one, send, refusedTo };
  }

  it('tells a seat that moves out of turn, and only that seat', async () => {
    const { matchID, zero, one, spectator, send, refusedTo, play } = await tictactoeMatch();
    send(one, '1', 4, 0);
    await refusedTo(one, 1);
    // Each socket's messages arrive in order: after two accepted moves, any second notice would be here.
    await play('0', { move: 'markCell', args: [0] });
    await play('1', { move: 'markCell', args: [4] });
    expect(refusalsOf(one)).toEqual([[matchID, 'markCell']]);
    expect(refusalsOf(zero)).toEqual([]);
    expect(refusalsOf(spectator)).toEqual([]);
    expect(one.latestState()?.G).toMatchObject({ cells: ['0', null, null, null, '1', null, null, null, null] });
  });

  it('tells a seat whose move names an older state, whose move is illegal, or whose credentials are wrong', async () => {
    const { matchID, zero, one, spectator, send, refusedTo, play } = await tictactoeMatch();
    await play('0', { move: 'markCell', args: [0] });
    await play('1', { move: 'markCell', args: [4] });
    send(zero, '0', 8, 0); // stale: the match is at state 2
    await refusedTo(zero, 1);
    send(zero, '0', 4, 2); // the cell is taken: the rules refuse it
    await refusedTo(zero, 2);
    send(zero, '0', 8, 2, 'not-the-credentials');
    await refusedTo(zero, 3);
    await play('0', { move: 'markCell', args: [8] });
    expect(refusalsOf(zero)).toEqual([
      [matchID, 'markCell'],
      [matchID, 'markCell'],
      [matchID, 'markCell'],
    ]);
    expect(refusalsOf(one)).toEqual([]);
    expect(refusalsOf(spectator)).toEqual([]);
    expect(zero.latestState()?._stateID).toBe(3);
  });

  it('sends nothing of the kind for accepted moves', async () => {
    const { zero, one, spectator, play } = await tictactoeMatch();
    for (const [seat, cell] of [
      ['0', 0],
      ['1', 3],
      ['0', 1],
      ['1', 4],
    ] as const)
      await play(seat, { move: 'markCell', args: [cell] });
    for (const socket of [zero, one, spectator]) expect(refusalsOf(socket)).toEqual([]);
    expect(zero.latestState()?._stateID).toBe(4);
  });
});
