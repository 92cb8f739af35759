import type { EngineWorkerReply, EngineWorkerRequest } from './protocol';
import { START_FEN } from './position';
import { legalMovesOf } from '../rules/play';

// The worker script run in Node with a stand-in for the worker global scope.
describe('chess engine worker', () => {
  const posted: EngineWorkerReply[] = [];
  let onmessage: (event: { data: EngineWorkerRequest }) => void;

  beforeAll(async () => {
    const scope = { postMessage: (reply: EngineWorkerReply) => posted.push(reply), onmessage: null as unknown };
    Object.assign(globalThis, { self: scope });
    await import('./worker');
    onmessage = scope.onmessage as typeof onmessage;
  });

  afterAll(() => {
    delete (globalThis as { self?: unknown }).self;
  });

  it('answers a request with a legal move and the same id', () => {
    onmessage({ data: { id: 7, fen: START_FEN, positions: [], level: '3', seed: 11 } });
    const reply = posted.pop()!;
    expect(reply.id).toBe(7);
    const legal = legalMovesOf(START_FEN).map((m) => m.from + m.to);
    expect('uci' in reply && legal.includes(reply.uci)).toBe(true);
  });

  it('gives the same move for the same seed', () => {
    const request = { fen: START_FEN, positions: [], level: '1', seed: 99 };
    onmessage({ data: { ...request, id: 1 } });
    onmessage({ data: { ...request, id: 2 } });
    const [a, b] = posted.splice(0);
    expect(a && 'uci' in a ? a.uci : null).toBe(b && 'uci' in b ? b.uci : undefined);
  });

  it('reports an error for a finished position instead of throwing', () => {
    onmessage({
      data: { id: 3, fen: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', positions: [], level: '1', seed: 1 },
    });
    expect(posted.pop()).toEqual({ id: 3, error: expect.stringContaining('finished position') });
  });
});
