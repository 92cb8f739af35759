/// <reference lib="webworker" />
import { seededRandom } from '@tabula/game-kit/random';
import { chooseEngineMove } from './choose';
import type { EngineWorkerReply, EngineWorkerRequest } from './protocol';

// The own engine off the main thread: one request in, one long-algebraic move out.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<EngineWorkerRequest>) => {
  const { id, fen, positions, level, seed } = event.data;
  let reply: EngineWorkerReply;
  try {
    reply = { id, uci: chooseEngineMove({ fen, positions, level, random: seededRandom(seed) }) };
  } catch (error) {
    reply = { id, error: String(error) };
  }
  scope.postMessage(reply);
};
