import type { Server, State } from 'boardgame.io';
import { seatStatusOf, tableClockOf, type SeatData } from '@tabula/game-kit';
import type { SeatPresence } from '../storage/seatPresence';
import { type SeatStatuses, withoutStandIn } from './seatStatuses';

export interface AwayWatchDeps {
  read(matchID: string): Promise<{ state: State; metadata: Server.MatchData } | undefined>;
  presence: SeatPresence;
  statuses: SeatStatuses;
  /** Whether the game has a computer player to stand in. */
  playable(gameName: string): boolean;
  defaultLevel(gameName: string): Promise<string>;
  /** Milliseconds in one of the rules' seconds. */
  secondMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

const seatKey = (matchID: string, seat: string) => `${matchID}\u0000${seat}`;

/** A seat a person joined (not a computer seat, not an empty one). */
const isPersonSeat = (player: Server.PlayerMetadata | undefined) =>
  player !== undefined && typeof player.name === 'string' && seatStatusOf(player.data).kind !== 'computer';

/**
 * Marks away the people whose connection has been gone for the room's away time, and hands their
 * seat to a computer player (when the game has one) until they reconnect. Timers live in this
 * process: after a restart, nobody is connected, so the first sync of a match starts the timers of
 * its seats that are not connected. An away mark's `since` is when the connection was lost (or, after
 * a restart, when the match was first synced).
 */
export class AwayWatch {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly synced = new Set<string>();
  /** Seats this process knows to be marked away: reconnecting clears them. */
  private readonly marked = new Set<string>();
  private closed = false;

  constructor(private readonly deps: AwayWatchDeps) {}

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** A seat's connection came or went (SocketStorage's presence). */
  presenceChanged(matchID: string, seat: string, connected: boolean): void {
    if (this.closed) return;
    this.stopTimer(matchID, seat);
    if (!connected) {
      this.guard(this.watch(matchID, [seat]));
      return;
    }
    if (this.marked.delete(seatKey(matchID, seat))) this.guard(this.back(matchID, seat));
  }

  /** A client syncs to a match: the first time in this process, the seats not connected are watched. */
  syncing(matchID: string): void {
    if (this.closed || this.synced.has(matchID)) return;
    this.synced.add(matchID);
    this.guard(this.watchAll(matchID));
  }

  private async watchAll(matchID: string): Promise<void> {
    const stored = await this.deps.read(matchID);
    if (!stored || stored.state.ctx.gameover !== undefined) return;
    const seats: string[] = [];
    for (const [seat, player] of Object.entries(stored.metadata.players)) {
      const data = (player.data ?? {}) as SeatData;
      if (data.away !== undefined || data.standIn?.reason === 'away') this.marked.add(seatKey(matchID, seat));
      if (isPersonSeat(player) && this.deps.presence.connected(matchID, seat) !== true) seats.push(seat);
    }
    await this.watch(matchID, seats, stored);
  }

  private async watch(matchID: string, seats: string[], known?: { state: State; metadata: Server.MatchData }): Promise<void> {
    const stored = known ?? (await this.deps.read(matchID));
    const awaySeconds = stored && tableClockOf(stored.state)?.rules.awaySeconds;
    if (!stored || awaySeconds === null || awaySeconds === undefined || stored.state.ctx.gameover !== undefined) return;
    const since = this.now();
    for (const seat of seats) {
      const player = stored.metadata.players[seat as unknown as number];
      if (!isPersonSeat(player) || this.deps.presence.connected(matchID, seat) === true || this.closed) continue;
      this.stopTimer(matchID, seat);
      const timer = setTimeout(() => {
        this.timers.delete(seatKey(matchID, seat));
        this.guard(this.markAway(matchID, seat, since));
      }, awaySeconds * this.deps.secondMs);
      timer.unref();
      this.timers.set(seatKey(matchID, seat), timer);
    }
  }

  private async markAway(matchID: string, seat: string, since: number): Promise<void> {
    const stored = await this.deps.read(matchID);
    if (!stored || stored.state.ctx.gameover !== undefined || this.closed) return;
    const gameName = stored.metadata.gameName;
    const level = this.deps.playable(gameName) ? await this.deps.defaultLevel(gameName) : undefined;
    await this.deps.statuses.change(matchID, seat, (data, metadata) => {
      const player = metadata.players[seat as unknown as number];
      // Back meanwhile, or the match ended: nothing to mark.
      if (this.closed || !isPersonSeat(player) || metadata.gameover !== undefined) return undefined;
      if (this.deps.presence.connected(matchID, seat) === true) return undefined;
      this.marked.add(seatKey(matchID, seat));
      const standIn = data.standIn ?? (level === undefined ? undefined : { level, reason: 'away' as const, since: this.now() });
      return { ...data, away: { since }, ...(standIn && { standIn }) };
    });
  }

  /** The player is back: the away mark goes, and a stand-in that came because they were away. */
  private async back(matchID: string, seat: string): Promise<void> {
    await this.deps.statuses.change(matchID, seat, (data) => {
      if (data.away === undefined && data.standIn?.reason !== 'away') return undefined;
      const { away: _away, ...rest } = data;
      return rest.standIn?.reason === 'away' ? withoutStandIn(rest, true) : rest;
    });
  }

  private stopTimer(matchID: string, seat: string): void {
    const key = seatKey(matchID, seat);
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
  }

  private guard(work: Promise<void>): void {
    work.catch((error) => {
      if (!this.closed) (this.deps.onError ?? ((e) => console.error('game-server: away watch failed', e)))(error);
    });
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
