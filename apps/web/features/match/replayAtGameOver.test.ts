import type { SocketIO } from 'boardgame.io/multiplayer';
import { replayAtGameOver } from './replayAtGameOver';

type Factory = ReturnType<typeof SocketIO>;

const running = { G: {}, ctx: { turn: 3 }, _stateID: 4 };
const over = { G: {}, ctx: { turn: 5, gameover: { winner: '0' } }, _stateID: 6 };
const start = { G: { cells: [] }, ctx: { turn: 1 }, _stateID: 0 };

/** A transport whose server messages are played by `receive`; counts the syncs the client asks for. */
function watchedTransport() {
  let deliver: (data: { type: string; args: unknown[] }) => void = () => undefined;
  const handed: string[] = [];
  const starts: unknown[] = [];
  let syncs = 0;
  const inner = ((opts: { transportDataCallback: typeof deliver }) => {
    deliver = opts.transportDataCallback;
    return { requestSync: () => (syncs += 1) };
  }) as unknown as Factory;
  replayAtGameOver(inner, (initialState) => starts.push(initialState))({
    transportDataCallback: (data: { type: string }) => handed.push(data.type),
  } as never);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    receive: (type: string, ...args: unknown[]) => deliver({ type, args: ['m', ...args] }),
    handed,
    starts,
    syncs: () => syncs,
    settle,
  };
}

describe('replayAtGameOver', () => {
  it('asks for one sync when an update ends the game, none during play, and hands on every message', async () => {
    const transport = watchedTransport();
    transport.receive('sync', { state: running });
    transport.receive('update', running);
    await transport.settle();
    expect(transport.syncs()).toBe(0);
    transport.receive('update', over);
    transport.receive('update', over);
    await transport.settle();
    expect(transport.syncs()).toBe(1);
    transport.receive('sync', { state: over, log: [], initialState: start });
    expect(transport.starts).toEqual([start]);
    expect(transport.handed).toEqual(['sync', 'update', 'update', 'update', 'sync']);
  });

  it('asks for nothing when the first sync already shows the match over (a spectator arriving late)', async () => {
    const transport = watchedTransport();
    transport.receive('sync', { state: over, log: [], initialState: start });
    transport.receive('update', over);
    await transport.settle();
    expect(transport.syncs()).toBe(0);
    expect(transport.starts).toEqual([start]);
  });

  it('asks again when the answer was a state from before the end', async () => {
    const transport = watchedTransport();
    transport.receive('update', over);
    await transport.settle();
    transport.receive('sync', { state: running });
    transport.receive('update', over);
    await transport.settle();
    expect(transport.syncs()).toBe(2);
    expect(transport.starts).toEqual([]);
  });
});
