// A socket that syncs twice in a row, first as what it may be (a spectator, or its own seat), then
// as another seat with wrong credentials, while a move is committed between the first sync and its
// answer: the catch-up that follows the answer must show the match as the socket was let in, never
// through the view of the seat it only claimed. Before, it used the seat of the socket's latest
// sync, refused or not, and anyone who knew a match id could read any hand.
import type { Game, PlayerID, State } from 'boardgame.io';
import { games as catalogue } from '@tabula/catalogue';
import { declaredSecrets, secretsSeenIn, seededRandom } from '@tabula/game-kit/testing';
import { loadOnlineGames } from './games';
import { startGameServer, type RunningGameServer } from './server';
import { testDatabaseKinds, type TestDatabase } from './testing/databases';
import { holdingSyncReads } from './testing/heldSyncReads';
import { lobbyClient } from './testing/lobby';
import { legalMove, openMatch } from './testing/matchFixture';
import { recordingSocket, type Received, type RecordingSocket } from './testing/recordingSocket';

const SECRET = 'sync-race-secret-0123456789';
const ROUNDS = 12;
/** Card games whose hands the claimed seat holds. */
const CODES = ['sixtysix', 'skat'];
const WAIT_MS = 20_000;
const [kind] = testDatabaseKinds();

/** The stateID of the state a sync or an update carries. */
function carriedStateID({ event, args }: Received): number | undefined {
  if (event === 'sync') return (args[1] as { state?: State } | undefined)?.state?._stateID;
  if (event === 'update') return (args[1] as State | undefined)?._stateID;
  return undefined;
}

/**
 * A sync without its log: the log goes back to the match's first deal, whose cards, shown then,
 * are dealt again face down. (What the log tells each viewer is boardgame.io's redaction, not the
 * catch-up's.)
 */
function withoutSyncLog(message: Received): Received {
  if (message.event !== 'sync') return message;
  const [matchID, info, ...rest] = message.args as [unknown, Record<string, unknown>, ...unknown[]];
  return { event: 'sync', args: [matchID, { ...info, log: [] }, ...rest] };
}

interface RaceReport {
  /** Rounds whose first sync was answered with a state older than the one the move committed. */
  racedRounds: number;
  /** Rounds after which the socket held the committed move (the catch-up). */
  caughtUpRounds: number;
  secretsChecked: number;
  leaks: string[];
}

describe(`a socket that claims another seat while its sync is answered (${kind!.name})`, () => {
  let database: TestDatabase | undefined;
  let server: RunningGameServer | undefined;
  let reads: ReturnType<typeof holdingSyncReads> | undefined;
  const games = new Map<string, Game>();
  const opened: Array<{ close(): void }> = [];

  beforeAll(async () => {
    for (const game of await loadOnlineGames(catalogue.filter((entry) => CODES.includes(entry.code)))) {
      // Sent its log, so that a sync reads the match in full from the database: the read held below.
      games.set(game.name!, { ...game, boardReadsLog: true } as Game);
    }
    database = await kind!.create();
    reads = holdingSyncReads(await database.open());
    server = await startGameServer({ games: [...games.values()], sql: reads.sql, secret: SECRET }, 0);
  }, 60_000);

  afterAll(async () => {
    reads?.release();
    for (const socket of opened) socket.close();
    await server?.close();
    await database?.dispose();
  }, 60_000);

  const state = async (matchID: string) => (await server!.storage.fetch(matchID, { state: true })).state as State;

  /**
   * ROUNDS times: the attacker syncs as `honest`, then (once that sync's read is held) claims seat
   * 1 with wrong credentials; a seat moves; the reads are answered. Every message the attacker
   * receives is checked against what `viewer` may not see in the state it carries.
   */
  async function race(
    game: Game,
    viewer: PlayerID | null,
    honest: (credentials: string[]) => [string | null, string | undefined],
  ): Promise<RaceReport> {
    const url = `http://127.0.0.1:${server!.port}`;
    const match = await openMatch(url, lobbyClient(url, SECRET), game);
    opened.push(match);
    const attacker: RecordingSocket = await recordingSocket(url, game.name!);
    opened.push(attacker);
    const secretsFor = declaredSecrets(game)!;
    const random = seededRandom(66);
    const numPlayers = match.seats.length;
    const report: RaceReport = { racedRounds: 0, caughtUpRounds: 0, secretsChecked: 0, leaks: [] };
    const [playerID, credentials] = honest(match.credentials);
    // Until the first move a sync is answered from the server's copy of the match, without a read.
    const opening = legalMove(game, await state(match.matchID), Math.floor(random() * 1_000_000));
    await match.play(opening.playerID, opening.move, WAIT_MS);

    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await state(match.matchID);
      if (before.ctx.gameover !== undefined) break;
      const checkedFrom = attacker.received.length;

      reads!.hold();
      attacker.socket.emit('sync', match.matchID, playerID, credentials, numPlayers);
      await reads!.heldReads(1);
      // Read after the first sync's read was sent, so never with it: held on its own.
      attacker.socket.emit('sync', match.matchID, '1', 'wrong-credentials', numPlayers);
      await reads!.heldReads(2);
      const { playerID: mover, move } = legalMove(game, before, Math.floor(random() * 1_000_000));
      await match.play(mover, move, WAIT_MS);
      reads!.release();

      const committed = before._stateID + 1;
      const fresh = () => attacker.received.slice(checkedFrom);
      await attacker.waitFor(
        `round ${round}: the first sync's answer`,
        () => fresh().some(({ event }) => event === 'sync'),
        WAIT_MS,
      );
      const answer = fresh().find(({ event }) => event === 'sync')!;
      if (carriedStateID(answer)! < committed) report.racedRounds += 1;
      await attacker.waitForStateID(committed, WAIT_MS);
      report.caughtUpRounds += 1;

      // Each message is checked against the match as it was at the state it carries (a card
      // shown at the end of one deal may be dealt face down in the next).
      const after = await state(match.matchID);
      const states = new Map([before, after].map((s) => [s._stateID, s]));
      for (const message of fresh().map(withoutSyncLog)) {
        const carried = carriedStateID(message);
        const full = carried === undefined ? after : states.get(carried);
        if (!full) throw new Error(`round ${round}: a message carried state ${carried}, neither before nor after the move`);
        const secrets = secretsFor(full.G, full.ctx, viewer);
        report.secretsChecked += secrets.length;
        for (const secret of secretsSeenIn(message, secrets)) report.leaks.push(`round ${round}, ${message.event}: ${secret}`);
      }
    }
    return report;
  }

  const expectNoLeakInEveryRace = (report: RaceReport) => {
    expect(report.leaks).toEqual([]);
    // Not vacuous: every round raced (the answer was a move behind), was caught up, and was checked.
    expect(report.racedRounds).toBe(ROUNDS);
    expect(report.caughtUpRounds).toBe(ROUNDS);
    expect(report.secretsChecked).toBeGreaterThan(ROUNDS * 5);
  };

  describe.each(CODES.map((code) => [code]))('%s', (code) => {
    it("never shows a spectator's socket the hand of the seat it claimed", async () => {
      expectNoLeakInEveryRace(await race(games.get(code)!, null, () => [null, undefined]));
    }, 120_000);

    it("never shows a seated player's socket the other seat's hand", async () => {
      expectNoLeakInEveryRace(await race(games.get(code)!, '0', (credentials) => ['0', credentials[0]]));
    }, 120_000);
  });
});
