/**
 * A map whose entries are forgotten between `ttlMs / 2` and `ttlMs` after they were set: two
 * generations swapped by one timer, so that remembering the outcome of every write costs no timer
 * per write and memory stays bounded by the write rate.
 */
export class RecentOutcomes<Value> {
  private current = new Map<string, Promise<Value>>();
  private previous = new Map<string, Promise<Value>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly ttlMs: number) {}

  set(key: string, value: Promise<Value>): void {
    this.current.set(key, value);
    this.timer ??= setInterval(() => this.rotate(), this.ttlMs / 2).unref();
  }

  get(key: string): Promise<Value> | undefined {
    return this.current.get(key) ?? this.previous.get(key);
  }

  clear(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.current.clear();
    this.previous.clear();
  }

  private rotate(): void {
    this.previous = this.current;
    this.current = new Map();
    if (this.previous.size === 0) this.clear();
  }
}
