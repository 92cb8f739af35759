import type { Game, LogEntry, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { getFilterPlayerView, ProcessGameConfig, Sync } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import { game as tictactoe } from '@games/tictactoe/game';
import { loadOnlineGames } from '../games';
import { legalMove } from '../testing/matchFixture';
import { replayMatch, rulesFromStart, type GameServerOptions } from '@tabula/game-kit';
import { trimUpdatePayload } from './updatePayload';

type Payload = { type: string; args: unknown[] };

/** boardgame.io's own in-memory storage, which its server package does not export. */
class MemoryStorage extends Sync {
  private readonly matches = new Map<string, Record<string, unknown>>();
  override fetch(matchID: string) {
    return { ...this.matches.get(matchID) } as never;
  }
  override createMatch(matchID: string, { initialState, metadata }: { initialState: State; metadata: unknown }) {
    this.matches.set(matchID, { state: initialState, initialState, metadata, log: [] });
  }
  override setState(matchID: string, state: State, deltalog?: LogEntry[]) {
    const match = this.matches.get(matchID)!;
    this.matches.set(matchID, { ...match, state, log: [...(match.log as LogEntry[]), ...(deltalog ?? [])] });
  }
  override setMetadata(matchID: string, metadata: unknown) {
    this.matches.set(matchID, { ...this.matches.get(matchID), metadata });
  }
  override wipe(matchID: string) {
    this.matches.delete(matchID);
  }
  override listMatches() {
    return [...this.matches.keys()];
  }
}

/**
 * A match run by boardgame.io's own master (as the stock server runs it), recording what seat 0's
 * socket is sent: its sync, then an update per move, each through the game's player view.
 */
async function recordedMatch(game: Game, moves: number, numPlayers = 2) {
  const filter = getFilterPlayerView(ProcessGameConfig(game));
  const sentToSeat0: Payload[] = [];
  const transport = {
    send: ({ playerID, ...data }: { playerID: string } & Payload) => {
      if (playerID === '0') sentToSeat0.push(filter(playerID, data as never) as Payload);
    },
    sendAll: (data: Payload) => sentToSeat0.push(filter('0', data as never) as Payload),
  };
  const storage = new MemoryStorage();
  const master = new Master(game, storage, transport as never, false as never);
  await master.onSync('m', '0', undefined, numPlayers);
  const full = () => (storage.fetch('m') as unknown as { state: State }).state;
  for (let i = 0; i < moves && full().ctx.gameover === undefined; i += 1) {
    const { playerID, move } = legalMove(game, full(), i * 7);
    const action = { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID } };
    await master.onUpdate(action as never, full()._stateID, 'm', playerID);
  }
  return sentToSeat0;
}

/** A stock boardgame.io client for seat 0 whose transport is fed by hand. */
function fedClient(game: Game) {
  let feed: (data: Payload) => void = () => undefined;
  const client = Client({
    game,
    matchID: 'm',
    playerID: '0',
    debug: false,
    multiplayer: ((opts: { transportDataCallback: (data: Payload) => void }) => {
      feed = opts.transportDataCallback;
      return {
        isConnected: true,
        connect: () => undefined,
        disconnect: () => undefined,
        sendAction: () => undefined,
        sendChatMessage: () => undefined,
        requestSync: () => undefined,
        updateMatchID: () => undefined,
        updatePlayerID: () => undefined,
        updateCredentials: () => undefined,
        subscribeToConnectionStatus: () => undefined,
      };
    }) as never,
  });
  client.start();
  return { client, feed: (data: Payload) => feed(data) };
}

/** Everything of a client's state a board reads (its props), but the log. */
function whatTheBoardSees(client: ReturnType<typeof fedClient>['client']) {
  const state = client.getState()!;
  return {
    G: state.G,
    ctx: state.ctx,
    plugins: state.plugins,
    _stateID: state._stateID,
    isActive: state.isActive,
    matchData: client.matchData,
  };
}

type FedClient = ReturnType<typeof fedClient>['client'];

const logOf = (client: FedClient) => client.getState()!.log;

const trimmed = (game: Game & GameServerOptions, { type, args }: Payload): Payload => ({
  type,
  args: trimUpdatePayload(game, type, args),
});

describe('trimUpdatePayload', () => {
  let onlineGames: Game[];
  beforeAll(async () => {
    onlineGames = await loadOnlineGames();
  });

  /** Feeds a stock client the messages as sent and another one them trimmed; after each, `check` compares them. */
  function feedBoth(game: Game & GameServerOptions, payloads: Payload[], check: (stock: FedClient, trimmed: FedClient) => void) {
    const stock = fedClient(game);
    const trimmedClient = fedClient(game);
    for (const payload of payloads) {
      stock.feed(payload);
      trimmedClient.feed(trimmed(game, payload));
      check(stock.client, trimmedClient.client);
    }
    return { stock: stock.client, trimmed: trimmedClient.client };
  }

  it.each(['tictactoe', 'chess', 'sixtysix'])(
    'drives a stock client of %s to the same state as the untrimmed messages, sync and every update, without a log',
    async (name) => {
      const game = onlineGames.find((g) => g.name === name)!;
      const payloads = await recordedMatch(game, 40);
      expect(payloads.filter((p) => p.type === 'update').length).toBeGreaterThan(4);
      const clients = feedBoth(game, payloads, (stock, trimmedClient) =>
        expect(whatTheBoardSees(trimmedClient)).toEqual(whatTheBoardSees(stock)),
      );
      expect(logOf(clients.stock).length).toBeGreaterThan(4);
      expect(logOf(clients.trimmed)).toEqual([]);
      // The log was a large part of what was sent.
      expect(JSON.stringify(payloads.map((p) => trimmed(game, p))).length).toBeLessThan(0.9 * JSON.stringify(payloads).length);
    },
  );

  it('keeps the log, redacted as boardgame.io sends it, for a game whose board reads it', async () => {
    const game = { ...onlineGames.find((g) => g.name === 'sixtysix')!, boardReadsLog: true };
    const clients = feedBoth(game, await recordedMatch(game, 40), (stock, trimmedClient) => {
      expect(whatTheBoardSees(trimmedClient)).toEqual(whatTheBoardSees(stock));
      expect(logOf(trimmedClient)).toEqual(logOf(stock));
    });
    expect(logOf(clients.trimmed).length).toBeGreaterThan(4);
  });

  it('drops _undo and _redo from an update when the game disables undo; own moves and undo still behave', async () => {
    const payloads = await recordedMatch(tictactoe, 2);
    const update = payloads.findLast((p) => p.type === 'update')!;
    const state = trimmed(tictactoe, update).args[1] as Record<string, unknown>;
    expect(state).not.toHaveProperty('_undo');
    expect(state).not.toHaveProperty('_redo');
    expect(state).toMatchObject({ G: expect.anything(), ctx: expect.anything(), _stateID: 2 });

    // Seat 0 is to move again: its own (optimistic) move and a refused undo work on the trimmed state.
    const clients = feedBoth(tictactoe, payloads, () => undefined);
    const cell = (state.G as { cells: unknown[] }).cells.indexOf(null);
    // boardgame.io logs the refused undo.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const client of [clients.stock, clients.trimmed]) {
      client.moves.markCell!(cell);
      client.undo();
    }
    expect(whatTheBoardSees(clients.trimmed)).toEqual(whatTheBoardSees(clients.stock));
    expect(clients.trimmed.getState()!.G.cells[cell]).toBe('0');
  });

  it('keeps _undo and _redo for a game that allows undo', async () => {
    const withUndo: Game = { ...tictactoe, disableUndo: false };
    const [sync] = await recordedMatch(withUndo, 0);
    const info = trimmed(withUndo, sync!).args[1] as { state: Record<string, unknown> };
    expect(info.state).toHaveProperty('_undo');
    expect(info.state).toHaveProperty('_redo');
  });

  it("drops a sync's initialState and log and nothing else of it; the log stays for a game whose board reads it", async () => {
    const [sync] = await recordedMatch(tictactoe, 0);
    expect(sync!.type).toBe('sync');
    const original = sync!.args[1] as Record<string, unknown>;
    expect(original).toHaveProperty('initialState');
    const info = trimmed(tictactoe, sync!).args[1] as Record<string, unknown>;
    expect(Object.keys(info).sort()).toEqual(['filteredMetadata', 'state']);
    expect(info.filteredMetadata).toEqual(original.filteredMetadata);
    const withLog = trimmed({ ...tictactoe, boardReadsLog: true }, sync!).args[1] as Record<string, unknown>;
    expect(Object.keys(withLog).sort()).toEqual(['filteredMetadata', 'log', 'state']);
    expect(withLog.log).toEqual(original.log);
  });

  /** The sync a socket of the match gets after its last update (the site asks for one when the game ends). */
  async function syncAfterGameOver(game: Game, moves: number) {
    const payloads = await recordedMatch(game, moves);
    const last = payloads.findLast((p) => p.type === 'update')!;
    const [sync] = payloads;
    const log = (sync!.args[1] as { log?: LogEntry[] }).log ?? [];
    const deltalogs = payloads.filter((p) => p.type === 'update').flatMap((p) => (p.args[2] ?? []) as LogEntry[]);
    const info = { ...(sync!.args[1] as object), state: last.args[1], log: [...log, ...deltalogs] };
    return { payloads, sync: { type: 'sync', args: ['m', info] } };
  }

  it.each(['tictactoe', 'chess'])(
    'sends the log and the first state of a finished %s match in its sync only: a client replays every position from them',
    async (name) => {
      const game = onlineGames.find((g) => g.name === name)!;
      const { payloads, sync } = await syncAfterGameOver(game, 400);
      const final = (sync.args[1] as { state: State }).state;
      expect(final.ctx.gameover).toBeDefined();
      // During play nothing is added: no update carries a log entry.
      for (const update of payloads.filter((p) => p.type === 'update')) expect(trimmed(game, update).args).toHaveLength(2);

      const client = fedClient(game);
      client.feed(trimmed(game, sync));
      const info = trimmed(game, sync).args[1] as { initialState: State };
      const replay = replayMatch({
        game: rulesFromStart(game, info.initialState),
        numPlayers: 2,
        log: client.client.getState()!.log,
        current: { G: client.client.getState()!.G, ctx: client.client.getState()!.ctx },
      });
      expect(replay?.positions).toHaveLength(final._stateID + 1);
      expect(replay?.positions[0]?.G).toEqual(info.initialState.G);
    },
  );

  it('sends no log and no first state in the sync of a match still being played, even of a game that hides nothing', async () => {
    const payloads = await recordedMatch(tictactoe, 3);
    const running = { type: 'sync', args: ['m', { ...(payloads[0]!.args[1] as object), state: payloads.at(-1)!.args[1] }] };
    expect(Object.keys(trimmed(tictactoe, running).args[1] as object).sort()).toEqual(['filteredMetadata', 'state']);
  });

  it.each([
    ['hangman', 2],
    ['skat', 3],
  ])('sends no log entries of a %s match (it has secrets), not even once it is over', async (name, numPlayers) => {
    const game = onlineGames.find((g) => g.name === name)!;
    const payloads = await recordedMatch(game, 12, numPlayers);
    const [sync] = payloads;
    const last = payloads.findLast((p) => p.type === 'update')!;
    const finished = { ...(last.args[1] as State), ctx: { ...(last.args[1] as State).ctx, gameover: { winner: '0' } } };
    const finishedSync = { type: 'sync', args: ['m', { ...(sync!.args[1] as object), state: finished }] };
    expect(payloads.filter((p) => p.type === 'update' && (p.args[2] as unknown[]).length > 0).length).toBeGreaterThan(2);
    for (const payload of [...payloads, finishedSync]) {
      const args = trimmed(game, payload).args;
      if (payload.type === 'update') expect(args).toHaveLength(2);
      else expect(Object.keys(args[1] as object).sort()).toEqual(['filteredMetadata', 'state']);
    }
  });

  it('leaves other events and malformed payloads as they are', () => {
    const matchData = ['m', [{ id: 0, name: 'Ann', isConnected: true }]];
    expect(trimUpdatePayload(tictactoe, 'matchData', matchData)).toBe(matchData);
    const patch = ['m', 1, 2, [{ op: 'replace', path: '/_stateID', value: 2 }], []];
    expect(trimUpdatePayload(tictactoe, 'patch', patch)).toBe(patch);
    const junk = ['m', null, 'x'];
    expect(trimUpdatePayload(tictactoe, 'update', junk)).toBe(junk);
    expect(trimUpdatePayload(tictactoe, 'sync', junk)).toBe(junk);
  });
});
