// Hidden information, end to end: for every online game of the catalogue (and for test games that
// leak on purpose, to show the harness catches it), everything each seat and a spectator receive
// from a real game server is checked against what the game declares secret.
import type { Game } from 'boardgame.io';
import { games as catalogue } from '@tabula/catalogue';
import { keepsSecrets } from '@tabula/game-kit/testing';
import { loadOnlineGames } from './games';
import { startGameServer, type RunningGameServer } from './server';
import type { Sql } from './storage/sql';
import {
  cardTestGames,
  carefulCardGame,
  leakyViewCardGame,
  undeclaredCardGame,
  unredactedCardGame,
} from './testing/cardTestGames';
import { testDatabaseKinds, type TestDatabase } from './testing/databases';
import { findLeaksLive, requireSecretsDeclared, type LiveLeakOptions } from './testing/leakHarness';
import { lobbyClient } from './testing/lobby';

jest.setTimeout(120_000);

const SECRET = 'test-secret-0123456789';
const SEEDS = [1, 2, 3];
const onlineCodes = catalogue.filter((entry) => entry.modes.includes('OnlineFriend')).map((entry) => entry.code);
const games = new Map<string, Game>();
let database: TestDatabase;
let server: RunningGameServer;
let options: LiveLeakOptions;

let sql: Sql | undefined;
let starting: Promise<void> | undefined;

// A database and a server with every game: seconds on an idle machine, many more on a loaded CI runner.
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  starting = (async () => {
    for (const game of [...(await loadOnlineGames()), ...cardTestGames]) games.set(game.name!, game);
    const kinds = testDatabaseKinds();
    database = await kinds[kinds.length - 1]!.create();
    sql = await database.open();
    server = await startGameServer({ games: [...games.values()], sql, secret: SECRET }, 0);
    const url = `http://127.0.0.1:${server.port}`;
    options = { server: url, lobby: lobbyClient(url, SECRET), storage: server.storage, seeds: SEEDS };
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

describe.each(onlineCodes.map((code) => [code]))('hidden information: %s', (code) => {
  it('declares its secrets when it keeps any, and no seat or spectator ever receives one', async () => {
    const game = games.get(code)!;
    expect(() => requireSecretsDeclared(game)).not.toThrow();
    expect((await findLeaksLive(game, options)).leaks).toEqual([]);
  });
});

describe('the harness itself', () => {
  it('finds nothing in a card game that deals after the first phase, filters views and redacts secret choices', async () => {
    expect(keepsSecrets(carefulCardGame)).toBe(true);
    const report = await findLeaksLive(carefulCardGame, options);
    expect(report.leaks).toEqual([]);
    // Not vacuous: whole deals were played and every view was checked against the hands.
    expect(report.moves).toBeGreaterThanOrEqual(SEEDS.length * 7);
    expect(report.secretsChecked).toBeGreaterThan(100);
  });

  it('catches a player view that shows every hand, to seats and spectators', async () => {
    const { leaks } = await findLeaksLive(leakyViewCardGame, { ...options, seeds: [1] });
    expect(leaks.some((leak) => leak.viewer === null)).toBe(true);
    expect(leaks.some((leak) => leak.viewer === '0')).toBe(true);
  });

  it('catches a secret choice whose argument reaches the log of the other seats', async () => {
    const { leaks } = await findLeaksLive(unredactedCardGame, { ...options, seeds: [1, 2] });
    // Its views are the careful game's: what leaked is a hidden card, through the log.
    expect(leaks.length).toBeGreaterThan(0);
  });

  it('refuses a game that keeps secrets without declaring them', async () => {
    await expect(findLeaksLive(undeclaredCardGame, options)).rejects.toThrow(/declares no secrets/);
  });
});
