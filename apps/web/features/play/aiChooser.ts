import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiConfig, AiMove } from '@tabula/game-kit';
import type { AiWorkerReply, AiWorkerRequest } from './aiWorkerProtocol';

export interface ChooseRequest {
  G: unknown;
  ctx: Ctx;
  playerID: PlayerID;
  level: string;
}

export type ChooseMove = (request: ChooseRequest) => Promise<AiMove>;

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (move: AiMove) => void; reject: (error: Error) => void }>();

function aiWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./aiWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<AiWorkerReply>) => {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (!waiting) return;
      if ('move' in data) waiting.resolve(data.move);
      else waiting.reject(new Error(data.error));
    };
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * How the page asks the computer for a move: in a Web Worker where the browser has them (a long
 * search never freezes the page), otherwise, or if the worker fails, on the main thread.
 */
export function aiChooser(code: string, ai: AiConfig): ChooseMove {
  const onMainThread: ChooseMove = async (request) => ai.chooseMove({ ...request, random: Math.random });
  if (typeof Worker === 'undefined') return onMainThread;
  return (request) => {
    const target = aiWorker();
    if (!target) return onMainThread(request);
    const id = (nextId += 1);
    const message: AiWorkerRequest = { id, code, ...request };
    return new Promise<AiMove>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.postMessage(message);
    }).catch((error: unknown) => {
      console.error('AI worker failed; thinking on the page instead', error);
      return onMainThread(request);
    });
  };
}
