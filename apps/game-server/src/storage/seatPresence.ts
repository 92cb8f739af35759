import type { Server } from 'boardgame.io';

const DEFAULT_MAX_MATCHES = 50_000;

/**
 * Whether each seat's player is connected, as this server's sockets last said, for the matches it
 * serves. boardgame.io would write a seat's `isConnected` into the stored match metadata at every
 * connection and disconnection: a write per seat at the start of every match, nearly half of a
 * short match's set-up. But presence is a fact of this process's sockets, not of the match: every
 * client of a match is sent to the game server that created it, and after a restart nobody is
 * connected, whatever had been stored. So it is kept here and laid over the metadata the sockets
 * read (syncs, moves, connection changes); the stored metadata keeps what joins wrote.
 * Bounded: beyond `maxMatches`, the match whose presence changed longest ago is forgotten first
 * (its seats then read as stored).
 */
export class SeatPresence {
  private readonly matches = new Map<string, Map<string, boolean>>();

  constructor(private readonly maxMatches = DEFAULT_MAX_MATCHES) {}

  /** A connection change: the seat's player is now connected, or no longer. */
  set(matchID: string, seat: string, connected: boolean): void {
    const seats = this.matches.get(matchID) ?? new Map<string, boolean>();
    this.matches.delete(matchID);
    this.matches.set(matchID, seats.set(seat, connected));
    if (this.matches.size > this.maxMatches) this.matches.delete(this.matches.keys().next().value!);
  }

  /** Whether the seat's player is connected, as this server's sockets last said (undefined: not recorded). */
  connected(matchID: string, seat: string): boolean | undefined {
    return this.matches.get(matchID)?.get(seat);
  }

  /** Nobody reads who is connected to a match that is over (the match page stops showing it). */
  forget(matchID: string): void {
    this.matches.delete(matchID);
  }

  /** Sets the recorded seats' `isConnected` in metadata just read (a fresh object, changed in place). */
  apply(matchID: string, metadata: Server.MatchData): void {
    for (const [seat, connected] of this.matches.get(matchID) ?? []) {
      const player = metadata.players[seat as unknown as number];
      if (player) player.isConnected = connected;
    }
  }

  /** Matches with presence recorded now (for tests). */
  size(): number {
    return this.matches.size;
  }
}
