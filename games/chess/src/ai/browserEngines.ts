import type { EngineWorkerReply, EngineWorkerRequest } from '../engine/protocol';
import { levelSettings } from '../engine/levels';
import { stockfishMove } from './stockfish';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (uci: string) => void; reject: (error: Error) => void }>();

function ownEngine(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('../engine/worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<EngineWorkerReply>) => {
    const waiting = pending.get(event.data.id);
    if (!waiting) return;
    pending.delete(event.data.id);
    if ('uci' in event.data) waiting.resolve(event.data.uci);
    else waiting.reject(new Error(event.data.error));
  };
  worker.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'chess engine worker failed'));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

function askOwnEngine(request: Omit<EngineWorkerRequest, 'id'>): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    ownEngine().postMessage({ ...request, id } satisfies EngineWorkerRequest);
  });
}

/**
 * The move for a level, computed off the main thread. Level 8 asks Stockfish; if it cannot load
 * (old browser, blocked WebAssembly, network) the own engine plays at full strength instead.
 */
export async function chooseInWorker(request: Omit<EngineWorkerRequest, 'id'>): Promise<string> {
  const stockfish = levelSettings(request.level).stockfish;
  if (stockfish) {
    try {
      return await stockfishMove(request.fen, request.positions, stockfish.skill, stockfish.movetimeMs);
    } catch {
      // fall through to the own engine
    }
  }
  return askOwnEngine(request);
}
