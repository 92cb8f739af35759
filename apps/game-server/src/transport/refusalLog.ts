/**
 * Logs refused client packets, at most `perWindow` lines per window; the rest are counted and
 * summed up in one line when the next window starts, so a flood of refusals cannot flood the log.
 */
export class RefusalLog {
  private windowStart = 0;
  private written = 0;
  private suppressed = 0;

  constructor(
    private readonly write: (line: string) => void = (line) => console.warn(line),
    private readonly perWindow = 20,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  refused(reason: string, detail: { address?: string; matchID?: unknown; playerID?: unknown }): void {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      if (this.suppressed > 0) this.write(`game-server: ${this.suppressed} more client packets refused in the last window`);
      this.windowStart = now;
      this.written = 0;
      this.suppressed = 0;
    }
    if (this.written >= this.perWindow) {
      this.suppressed += 1;
      return;
    }
    this.written += 1;
    const where = [
      detail.address && `from ${detail.address}`,
      typeof detail.matchID === 'string' && `match ${detail.matchID.slice(0, 64)}`,
      typeof detail.playerID === 'string' && `seat ${detail.playerID.slice(0, 16)}`,
    ].filter(Boolean);
    this.write(`game-server: refused ${reason}${where.length ? ` (${where.join(', ')})` : ''}`);
  }
}
