export interface GroupCommitOptions<Write, Outcome> {
  /** Writes with the same key never share a batch; a later one waits for the next batch. */
  keyOf(write: Write): string;
  /** Writes a batch in one transaction and returns one outcome per write, in the same order. */
  writeBatch(writes: Write[]): Promise<Outcome[]>;
  /** The outcome of every write of a batch whose transaction failed. */
  failed(error: unknown): Outcome;
  /** At most this many writes per batch. */
  maxBatch?: number;
}

interface Pending<Write, Outcome> {
  write: Write;
  resolve(outcome: Outcome): void;
}

/**
 * Group commit: writes submitted together, or while a batch is being written, are written
 * together, so the moves of many matches share one database round trip and one flush. One batch
 * is in flight at a time; each write's promise resolves when its batch has committed (or failed
 * as a whole). Writes with the same key keep their order.
 */
export class GroupCommit<Write, Outcome> {
  private queue: Pending<Write, Outcome>[] = [];
  private writing = false;
  private scheduled = false;
  private readonly maxBatch: number;

  constructor(private readonly options: GroupCommitOptions<Write, Outcome>) {
    this.maxBatch = options.maxBatch ?? 500;
  }

  submit(write: Write): Promise<Outcome> {
    return new Promise<Outcome>((resolve) => {
      this.queue.push({ write, resolve });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing || this.scheduled) return;
    this.scheduled = true;
    // Nothing is being written, so nothing is queued but this write: it goes once the code that
    // submitted it has run (writes submitted together still share the batch), not an event-loop
    // turn later. Under load a batch is nearly always under way, and writes gather behind it.
    queueMicrotask(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.writing || this.queue.length === 0) return;
    const batch = this.takeBatch();
    this.writing = true;
    let outcomes: Outcome[];
    try {
      outcomes = await this.options.writeBatch(batch.map((pending) => pending.write));
      if (outcomes.length !== batch.length) throw new Error(`batch of ${batch.length} writes gave ${outcomes.length} outcomes`);
    } catch (error) {
      const outcome = this.options.failed(error);
      outcomes = batch.map(() => outcome);
    }
    this.writing = false;
    batch.forEach((pending, i) => pending.resolve(outcomes[i]!));
    // What arrived meanwhile goes at once: its writers have already waited for a whole batch.
    void this.flush();
  }

  /** The oldest writes, one per key, up to maxBatch; the rest stay queued in their order. */
  private takeBatch(): Pending<Write, Outcome>[] {
    const batch: Pending<Write, Outcome>[] = [];
    const rest: Pending<Write, Outcome>[] = [];
    const keys = new Set<string>();
    for (const pending of this.queue) {
      const key = this.options.keyOf(pending.write);
      if (batch.length < this.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(pending);
      } else {
        // A key that waits keeps every later write of that key waiting behind it.
        keys.add(key);
        rest.push(pending);
      }
    }
    this.queue = rest;
    return batch;
  }
}
