export interface GroupReadOptions<Row> {
  /**
   * Reads the rows of these keys (distinct) in one query; keys without a row are left out. The
   * keys in `full` (some of `keys`) were asked for with `full`: their rows must carry more.
   */
  readBatch(keys: string[], full: Set<string>): Promise<Map<string, Row>>;
  /** Batches under way at once (the rest wait and grow). */
  maxInFlight?: number;
  /** At most this many keys per batch. */
  maxBatch?: number;
}

interface Waiting<Row> {
  resolve(row: Row | undefined): void;
  reject(error: unknown): void;
}

/**
 * Reads by key, grouped: the reads asked for together, or while the batches under way are
 * running, go to the database as one query. A read never returns data older than the moment it
 * was asked for: it joins only a batch that has not been sent yet.
 */
export class GroupRead<Row> {
  private queue = new Map<string, Waiting<Row>[]>();
  /** Queued keys asked for in full by at least one of their readers. */
  private queuedFull = new Set<string>();
  private inFlight = 0;
  private scheduled = false;
  private readonly maxInFlight: number;
  private readonly maxBatch: number;

  constructor(private readonly options: GroupReadOptions<Row>) {
    this.maxInFlight = options.maxInFlight ?? 2;
    this.maxBatch = options.maxBatch ?? 500;
  }

  /** The row of `key`; `full` asks for the row with more in it (what that means is readBatch's). */
  read(key: string, full = false): Promise<Row | undefined> {
    return new Promise<Row | undefined>((resolve, reject) => {
      if (full) this.queuedFull.add(key);
      const waiting = this.queue.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.queue.set(key, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight) return;
    this.scheduled = true;
    // As in GroupCommit: the reads asked for together go at once; under load they gather while
    // the batches under way run.
    queueMicrotask(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.inFlight >= this.maxInFlight || this.queue.size === 0) return;
    const batch = new Map<string, Waiting<Row>[]>();
    const full = new Set<string>();
    for (const [key, waiting] of this.queue) {
      if (batch.size >= this.maxBatch) break;
      batch.set(key, waiting);
      this.queue.delete(key);
      if (this.queuedFull.delete(key)) full.add(key);
    }
    this.inFlight += 1;
    if (this.queue.size > 0) this.schedule();
    try {
      const rows = await this.options.readBatch([...batch.keys()], full);
      for (const [key, waiting] of batch) for (const w of waiting) w.resolve(rows.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
    } finally {
      this.inFlight -= 1;
    }
    void this.flush();
  }
}
