export interface GroupCommitOptions<Write, Outcome> {
  /** Writes with the same key never share a batch; a later one waits for the next batch. */
  keyOf(write: Write): string;
  /** Writes a batch in one transaction and returns one outcome per write, in the same order. */
  writeBatch(writes: Write[]): Promise<Outcome[]>;
  /** The outcome of every write of a batch whose transaction failed. */
  failed(error: unknown): Outcome;
  /** At most this many writes per batch. */
  maxBatch?: number;
  /**
   * At most this many batches under way at once (default 1). A further batch starts only while
   * each batch under way holds a single write: at light load a write that arrives meanwhile goes at
   * once on another connection instead of waiting; under load, when writes gather into larger
   * batches, one batch at a time keeps them large (smaller batches cost the database more per write).
   */
  maxInFlight?: number;
}

interface Pending<Write, Outcome> {
  write: Write;
  resolve(outcome: Outcome): void;
}

/**
 * Group commit: writes submitted together, or while the batches allowed in flight are being
 * written, are written together, so the moves of many matches share one database round trip and
 * one flush. Each write's promise resolves when its batch has committed (or failed as a whole).
 * Writes with the same key keep their order: a key is never in two batches under way.
 */
export class GroupCommit<Write, Outcome> {
  private queue: Pending<Write, Outcome>[] = [];
  /** The size of each batch under way. */
  private readonly batchesInFlight = new Set<{ size: number }>();
  private readonly keysInFlight = new Set<string>();
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(private readonly options: GroupCommitOptions<Write, Outcome>) {
    this.maxBatch = options.maxBatch ?? 500;
    this.maxInFlight = options.maxInFlight ?? 1;
  }

  submit(write: Write): Promise<Outcome> {
    return new Promise<Outcome>((resolve) => {
      this.queue.push({ write, resolve });
      this.schedule();
    });
  }

  private schedule(): void {
    if (!this.mayStartBatch() || this.scheduled) return;
    this.scheduled = true;
    // A batch may start, so nothing is queued but this write (and writes of keys under way): it
    // goes once the code that submitted it has run (writes submitted together still share the
    // batch), not an event-loop turn later. Under load the batches allowed are nearly always under
    // way, and writes gather behind them.
    queueMicrotask(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private mayStartBatch(): boolean {
    if (this.batchesInFlight.size === 0) return true;
    if (this.batchesInFlight.size >= this.maxInFlight) return false;
    for (const batch of this.batchesInFlight) if (batch.size > 1) return false;
    return true;
  }

  private async flush(): Promise<void> {
    if (!this.mayStartBatch()) return;
    const batch = this.takeBatch();
    if (batch.length === 0) return;
    const keys = batch.map((pending) => this.options.keyOf(pending.write));
    for (const key of keys) this.keysInFlight.add(key);
    const underWay = { size: batch.length };
    this.batchesInFlight.add(underWay);
    let outcomes: Outcome[];
    try {
      outcomes = await this.options.writeBatch(batch.map((pending) => pending.write));
      if (outcomes.length !== batch.length) throw new Error(`batch of ${batch.length} writes gave ${outcomes.length} outcomes`);
    } catch (error) {
      const outcome = this.options.failed(error);
      outcomes = batch.map(() => outcome);
    }
    this.batchesInFlight.delete(underWay);
    for (const key of keys) this.keysInFlight.delete(key);
    batch.forEach((pending, i) => pending.resolve(outcomes[i]!));
    // What arrived meanwhile goes at once: its writers have already waited for a whole batch.
    void this.flush();
  }

  /**
   * The oldest writes, one per key and none of a key under way, up to maxBatch; the rest stay
   * queued in their order.
   */
  private takeBatch(): Pending<Write, Outcome>[] {
    const batch: Pending<Write, Outcome>[] = [];
    const rest: Pending<Write, Outcome>[] = [];
    const keys = new Set<string>(this.keysInFlight);
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
