// A worker thread of the bot pool (see decisionPool.ts): loads a game's AI by catalogue code and
// answers one decision at a time. It is given the seat's view only.
import { randomInt } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { aiConfigOf } from '@tabula/catalogue';
import type { AiConfig } from '@tabula/game-kit';
import type { WorkerReply, WorkerTask } from './protocol';

const port = parentPort!;
// randomInt takes a bound below 2^48.
const RANGE = 2 ** 48 - 1;
/** A number in [0, 1) from the operating system's source: a bot's choices are not predictable either. */
const random = () => randomInt(RANGE) / RANGE;

function levelOf(ai: AiConfig, task: WorkerTask): string {
  if (task.lowest) return ai.levels[0]?.key ?? ai.defaultLevel;
  return ai.levels.some((level) => level.key === task.level) ? task.level : ai.defaultLevel;
}

const reply = (message: WorkerReply) => port.postMessage(message);

port.on('message', async (task: WorkerTask) => {
  try {
    const ai = await aiConfigOf(task.code);
    reply({ id: task.id, thinking: true });
    const { view, ctx, playerID } = task;
    const move = await ai.chooseMove({ view, ctx, playerID, level: levelOf(ai, task), random });
    reply({ id: task.id, move: { move: move.move, args: move.args } });
  } catch (error) {
    reply({ id: task.id, error: String(error) });
  }
});
