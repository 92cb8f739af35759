// startMatch and the game servers: no database transaction waits on a game server, so a frozen
// one (SIGSTOP) slows down nothing else and the start is refused within seconds; a match the API
// could not record (another start won, the room changed) is discarded on its game server; and
// setupData too deep or too large is refused before any game server is called.
import { DEFAULT_GAME_SERVER_TIMEOUT_MS } from '../env';
import { GameServerClient, type CreatedMatch, type GameServers } from '../game-servers/client';
import type { SeatActionAnswer } from '../game-servers/seat-actions';
import type { ApiClient } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { expectRefusal } from '../testing/refusals';
import { startStack, type TestStack } from '../testing/stack';
import { MatchEntity } from './entity';

jest.setTimeout(120_000);

const NEW_ROOM = 'mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }';
const JOIN = 'mutation ($id: String!) { joinRoom(roomId: $id) { id } }';
const LEAVE = 'mutation ($id: String!) { leaveRoom(roomId: $id) }';
const START = 'mutation ($id: String!, $s: String) { startMatch(roomId: $id, shuffleUsers: false, setupData: $s) }';
const LOBBY = '{ lobby { rooms { id } } }';

async function fullRoom(creator: ApiClient, guest: ApiClient): Promise<string> {
  const roomId: string = (await creator.ok(NEW_ROOM)).newRoom.roomId;
  await guest.ok(JOIN, { id: roomId });
  return roomId;
}

describe.each(databaseKinds())('startMatch with a real game server on %s', (kind) => {
  let stack: TestStack;
  let ann: ApiClient;
  let bob: ApiClient;

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind);
      [ann, bob] = await Promise.all([stack.client(), stack.client()]);
      await ann.signUp('Ann');
      await bob.signUp('Bob');
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    stack?.gameServer?.signal('SIGCONT');
    await stack?.close();
  }, 60_000);

  it('keeps answering other calls while the game server is frozen, and refuses the start within seconds', async () => {
    const roomId = await fullRoom(ann, bob);
    const before = await stack.snapshot();
    stack.gameServer!.signal('SIGSTOP');
    try {
      const started = Date.now();
      let answered = false;
      const start = ann.request(START, { id: roomId }).finally(() => {
        answered = true;
      });
      const lobbyTimes: number[] = [];
      while (!answered) {
        const sent = Date.now();
        await bob.ok(LOBBY);
        lobbyTimes.push(Date.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const result = await start;
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['GAME_SERVER_UNAVAILABLE']);
      expect(Date.now() - started).toBeLessThan(DEFAULT_GAME_SERVER_TIMEOUT_MS + 5000);
      // The lobby was asked again and again while the start waited, each time answered at once.
      expect(lobbyTimes.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...lobbyTimes)).toBeLessThan(2000);
      expect(await stack.snapshot()).toBe(before);
    } finally {
      stack.gameServer!.signal('SIGCONT');
    }
    const { startMatch } = await ann.ok(START, { id: roomId });
    expect(startMatch).toEqual(expect.any(String));
  });

  it('discards a match on the game server: every seat leaves and the match is gone', async () => {
    const secret = stack.config.gameServerSecret!;
    const client = new GameServerClient(stack.config.gameServers, secret);
    const created = await client.createMatch('tictactoe', undefined, ['Ann', 'Bob']);
    const url = `${stack.gameServer!.url}/games/tictactoe/${created.matchID}`;
    expect((await fetch(url, { headers: { 'x-tabula-secret': secret } })).status).toBe(200);
    await client.discardMatch(created);
    expect((await fetch(url, { headers: { 'x-tabula-secret': secret } })).status).toBe(404);
  });
});

/** Game servers that hold every createMatch while `held`, and record what they create and discard. */
class HeldGameServers implements GameServers {
  held = false;
  calls = 0;
  waiting = 0;
  readonly created: CreatedMatch[] = [];
  readonly discarded: string[] = [];
  private releases: (() => void)[] = [];

  async createMatch(gameCode: string, _setupData: unknown, playerNames: string[]): Promise<CreatedMatch> {
    this.calls += 1;
    if (this.held) {
      this.waiting += 1;
      await new Promise<void>((resolve) => this.releases.push(resolve));
      this.waiting -= 1;
    }
    const match: CreatedMatch = {
      server: { internalUrl: 'http://held.invalid', publicUrl: 'http://held.invalid' },
      gameCode,
      matchID: `held-${this.created.length}`,
      seats: playerNames.map((_, index) => ({ playerID: String(index), credentials: `credentials-${index}` })),
    };
    this.created.push(match);
    return match;
  }

  async discardMatch(match: CreatedMatch): Promise<void> {
    this.discarded.push(match.matchID);
  }

  async seatAction(): Promise<SeatActionAnswer> {
    return { ok: true };
  }

  async untilWaiting(count: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (this.waiting < count) {
      if (Date.now() > deadline) throw new Error(`fewer than ${count} createMatch calls are waiting`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  release(): void {
    this.held = false;
    this.releases.splice(0).forEach((resolve) => resolve());
  }
}

describe.each(databaseKinds())('startMatch races on %s', (kind) => {
  let stack: TestStack;
  const gameServers = new HeldGameServers();
  let ann: ApiClient;
  let bob: ApiClient;

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind, { withGameServer: false, overrides: { gameServers } });
      [ann, bob] = await Promise.all([stack.client(), stack.client()]);
      await ann.signUp('Ann');
      await bob.signUp('Bob');
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    gameServers.release();
    await stack?.close();
  }, 60_000);

  const matchRows = (roomId: string) => stack.api.services.deps.db.read((manager) => manager.findBy(MatchEntity, { roomId }));

  it('gives two starts at once one match, and discards the other one on its game server', async () => {
    const roomId = await fullRoom(ann, bob);
    gameServers.held = true;
    const starts = Promise.all([ann.ok(START, { id: roomId }), ann.ok(START, { id: roomId })]);
    await gameServers.untilWaiting(2);
    gameServers.release();
    const [first, second] = await starts;
    expect(first.startMatch).toBe(second.startMatch);
    const rows = await matchRows(roomId);
    expect(rows.map((row) => row.id)).toEqual([first.startMatch]);
    const mine = gameServers.created.slice(-2).map((match) => match.matchID);
    expect(gameServers.discarded.slice(-1)).toEqual(mine.filter((id) => id !== rows[0]!.bgioMatchId));
  });

  it('refuses and discards the match when a player leaves while the game server works', async () => {
    const roomId = await fullRoom(ann, bob);
    gameServers.held = true;
    const start = ann.request(START, { id: roomId });
    await gameServers.untilWaiting(1);
    // The database is free meanwhile: Bob's leaving goes through at once.
    expect((await bob.ok(LEAVE, { id: roomId })).leaveRoom).toBe(true);
    gameServers.release();
    const result = await start;
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'The room changed while its match was being set up (a player joined or left, or the game changed); start again.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    expect(gameServers.discarded.at(-1)).toBe(gameServers.created.at(-1)!.matchID);
    expect(await matchRows(roomId)).toEqual([]);

    await bob.ok(JOIN, { id: roomId });
    const { startMatch } = await ann.ok(START, { id: roomId });
    expect((await matchRows(roomId)).map((row) => row.id)).toEqual([startMatch]);
  });

  it('refuses and discards the match when the creator is no longer in the room', async () => {
    const roomId = await fullRoom(ann, bob);
    gameServers.held = true;
    const start = ann.request(START, { id: roomId });
    await gameServers.untilWaiting(1);
    await ann.ok(LEAVE, { id: roomId });
    gameServers.release();
    expect((await start).errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(gameServers.discarded.at(-1)).toBe(gameServers.created.at(-1)!.matchID);
    expect(await matchRows(roomId)).toEqual([]);
  });

  it('refuses setupData nested 4,900 levels deep or too large before any game server is called', async () => {
    const roomId = await fullRoom(ann, bob);
    const calls = gameServers.calls;
    const refusals = [
      ['['.repeat(4900) + ']'.repeat(4900), 'setupData is nested more than 10 levels deep.'],
      [`${'{"a":'.repeat(1600)}1${'}'.repeat(1600)}`, 'setupData is nested more than 10 levels deep.'],
      [`[${Array(3000).fill(0).join(',')}]`, 'setupData holds more than 1000 values.'],
      [JSON.stringify({ padding: 'x'.repeat(10_000) }), 'setupData is longer than 10000 characters.'],
    ];
    for (const [setupData, message] of refusals) {
      expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', START, { id: roomId, s: setupData })).toBe(message);
    }
    expect(gameServers.calls).toBe(calls);
  });
});
