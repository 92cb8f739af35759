import type { Ctx, Game, PlayerID } from 'boardgame.io';
import { findGame } from '@tabula/catalogue';
import { playerViewFor, type AiConfig, type AiMove } from '@tabula/game-kit';
import type { AiWorkerReply, AiWorkerRequest } from './protocol';

export type ChooseRequest = {
  ctx: Ctx;
  playerID: PlayerID;
  level: string;
} & (
  | {
      /** The state as this page holds it; the computer is given only `playerID`'s view of it. */
      G: unknown;
    }
  | {
      /** What the seat's own client received (a game with secrets against the computer): already its view. */
      view: unknown;
    }
);

export type ChooseMove = (request: ChooseRequest) => Promise<AiMove>;

interface Pending {
  resolve: (move: AiMove) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(message: string) {
  for (const waiting of pending.values()) waiting.reject(new Error(message));
  pending.clear();
}

function aiWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<AiWorkerReply>) => {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (!waiting) return;
      if ('move' in data) waiting.resolve(data.move);
      else waiting.reject(new Error(data.error));
    };
    // A worker that cannot load or crashes answers nothing: give up on it, think on the page.
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = null;
      failAll(event.message || 'AI worker failed');
    };
  } catch {
    worker = null;
  }
  return worker;
}

const rulesByCode = new Map<string, Promise<Game>>();

function catalogueRules(code: string): Promise<Game> {
  let rules = rulesByCode.get(code);
  if (!rules) {
    const entry = findGame(code);
    rules = entry ? entry.rules().then((module) => module.game as Game) : Promise.reject(new Error(`unknown game ${code}`));
    rulesByCode.set(code, rules);
  }
  return rules;
}

/**
 * How the page asks the computer for a move: the seat's view is taken from the state here, then the
 * game's AI thinks in a Web Worker where the browser has them (a long search never freezes the
 * page), otherwise, or if the worker fails, on the main thread.
 */
export function aiChooser(code: string, ai: AiConfig, rulesOf: (code: string) => Promise<Game> = catalogueRules): ChooseMove {
  const onMainThread = async (request: Omit<AiWorkerRequest, 'id' | 'code'>) =>
    ai.chooseMove({ ...request, random: Math.random });
  return async (choice) => {
    const { ctx, playerID, level } = choice;
    const view = 'view' in choice ? choice.view : playerViewFor(await rulesOf(code), choice.G, ctx, playerID);
    const request = { view, ctx, playerID, level };
    const target = typeof Worker === 'undefined' ? null : aiWorker();
    if (!target) return onMainThread(request);
    const id = (nextId += 1);
    return new Promise<AiMove>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.postMessage({ id, code, ...request } satisfies AiWorkerRequest);
    }).catch((error: unknown) => {
      console.error('AI worker failed; thinking on the page instead', error);
      return onMainThread(request);
    });
  };
}
