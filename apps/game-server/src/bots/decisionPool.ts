import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AiMove } from '@tabula/game-kit';
import type { DecisionRequest, WorkerReply, WorkerTask } from './protocol';

const WORKER_FILE = join(__dirname, 'botWorker.mjs');

/** A decision that did not come within its budget: its worker was stopped. */
export class DecisionTimeout extends Error {}

export interface DecisionPoolOptions {
  /** Worker threads at most; they start when first needed. */
  size: number;
  /** Time one decision may think, from the moment its game's AI is loaded. */
  budgetMs: number;
  /** Time a worker may take to start and load a game's AI before it is given up on. */
  loadTimeoutMs?: number;
  workerFile?: string;
}

interface Task {
  request: WorkerTask;
  resolve(move: AiMove): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task?: Task;
  timer?: NodeJS.Timeout;
}

/**
 * Computer players' decisions in worker threads, off the event loop that serves the sockets: a
 * long search delays no other match's moves. Decisions wait in one queue, first come first served,
 * for a free worker. A decision that thinks longer than its budget is abandoned and its worker
 * terminated (so its CPU is freed at once); a new worker takes its place on the next decision.
 */
export class DecisionPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: DecisionPoolOptions) {}

  decide(request: DecisionRequest): Promise<AiMove> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise<AiMove>((resolve, reject) => {
      this.queue.push({ request: { ...request, id: (this.nextId += 1) }, resolve, reject });
      this.pump();
    });
  }

  /** Decisions thinking or waiting now. */
  pending(): number {
    return this.queue.length + [...this.slots].filter((slot) => slot.task).length;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = [...this.slots].find((candidate) => !candidate.task) ?? this.spawn();
      if (!slot) return;
      this.assign(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot | undefined {
    if (this.slots.size >= this.options.size) return undefined;
    const slot: Slot = { worker: new Worker(this.options.workerFile ?? WORKER_FILE, { execArgv: [] }) };
    slot.worker.on('message', (reply: WorkerReply) => this.answered(slot, reply));
    slot.worker.on('error', (error) => this.lose(slot, error));
    slot.worker.on('exit', (code) => this.lose(slot, new Error(`bot worker exited with code ${code}`)));
    this.slots.add(slot);
    return slot;
  }

  private assign(slot: Slot, task: Task): void {
    slot.task = task;
    this.arm(slot, this.options.loadTimeoutMs ?? 60_000, 'to load');
    slot.worker.postMessage(task.request);
  }

  private arm(slot: Slot, ms: number, what: string): void {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      const { request } = slot.task!;
      this.lose(slot, new DecisionTimeout(`${request.code} seat ${request.playerID}: no decision ${what} within ${ms} ms`));
    }, ms);
  }

  private answered(slot: Slot, reply: WorkerReply): void {
    const task = slot.task;
    if (!task || task.request.id !== reply.id) return;
    if ('thinking' in reply) {
      this.arm(slot, this.options.budgetMs, 'in time');
      return;
    }
    clearTimeout(slot.timer);
    slot.task = undefined;
    if ('move' in reply) task.resolve(reply.move);
    else task.reject(new Error(reply.error));
    this.pump();
  }

  /** A worker that failed, exited or ran out of time: its decision fails and it is replaced when needed. */
  private lose(slot: Slot, error: Error): void {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    slot.task?.reject(error);
    if (!this.closed) this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the bot pool is closed'));
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) {
      clearTimeout(slot.timer);
      slot.task?.reject(new Error('the bot pool is closed'));
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }
}
