// A token bucket per key (a client address, a user): `capacity` calls at once, refilled evenly
// over `windowMs`, so after a burst of `capacity` a key gets one call every windowMs / capacity.
// In memory, so each API process counts on its own.

interface Bucket {
  tokens: number;
  /** When `tokens` was computed, in milliseconds. */
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep: number;

  constructor(
    readonly capacity: number,
    private readonly windowMs: number,
    private readonly now: () => number,
    /** Beyond this many keys the least recently used one is forgotten (it starts afresh). */
    private readonly maxKeys = 100_000,
  ) {
    this.lastSweep = now();
  }

  private tokensOf(key: string, now: number): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.capacity;
    const refilled = (Math.max(0, now - bucket.at) * this.capacity) / this.windowMs;
    return Math.min(this.capacity, bucket.tokens + refilled);
  }

  /** 0 when `key` may make a call now, else how many milliseconds until it may. */
  waitMs(key: string): number {
    const tokens = this.tokensOf(key, this.now());
    return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) * this.windowMs) / this.capacity);
  }

  /** Counts one call for `key` (after waitMs said it may). */
  take(key: string): void {
    const now = this.now();
    const tokens = this.tokensOf(key, now);
    // Deleted and set again so that the map's order is least recently used first.
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: Math.max(0, tokens - 1), at: now });
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    if (now - this.lastSweep > this.windowMs) this.sweep(now);
  }

  /** Forgets the keys whose bucket is full again: they would start afresh anyway. */
  private sweep(now: number): void {
    this.lastSweep = now;
    for (const key of [...this.buckets.keys()]) if (this.tokensOf(key, now) >= this.capacity) this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }
}
