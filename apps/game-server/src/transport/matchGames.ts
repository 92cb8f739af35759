/**
 * Which game each match plays, read from storage once and then remembered (a match never changes
 * game). Bounded: the oldest entries are forgotten first.
 */
export class MatchGames {
  private readonly known = new Map<string, string>();

  constructor(
    private readonly read: (matchID: string) => Promise<string | undefined>,
    private readonly capacity = 50_000,
  ) {}

  /** The game's name when already known, without waiting. */
  cached(matchID: string): string | undefined {
    return this.known.get(matchID);
  }

  async gameOf(matchID: string): Promise<string | undefined> {
    const cached = this.known.get(matchID);
    if (cached !== undefined) return cached;
    const gameName = await this.read(matchID);
    if (gameName !== undefined) this.remember(matchID, gameName);
    return gameName;
  }

  /** Records the game of a match created here, so its first socket event need not read it. */
  remember(matchID: string, gameName: string): void {
    if (this.known.has(matchID)) return;
    if (this.known.size >= this.capacity) this.known.delete(this.known.keys().next().value!);
    this.known.set(matchID, gameName);
  }
}
