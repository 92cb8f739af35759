import type { Game, PlayerID, Server, State } from 'boardgame.io';
import { clockOf, seatsThatMayAct, tableClockOf, turnClockOf } from '@tabula/game-kit';

/** What the keeper needs from the server around it. */
export interface ClockKeeperDeps {
  games: Game[];
  /** The stored state and metadata of a match. */
  read(matchID: string): Promise<{ state: State; metadata: Server.MatchData } | undefined>;
  /**
   * Makes `move` for `playerID` through boardgame.io's master, in the match's queue (after any
   * move already waiting), as of `stateID`: refused if the match has moved on since.
   */
  makeMove(
    game: Game,
    matchID: string,
    stateID: number,
    playerID: string,
    move: { move: string; args: unknown[] },
  ): Promise<void>;
  /**
   * The table clock of these seats ran out at `state` (the table rules' `onTimeout` is the server's
   * to apply: see tables/tableTimeouts.ts).
   */
  tableTimeout?(
    game: Game,
    matchID: string,
    stored: { state: State; metadata: Server.MatchData },
    seats: PlayerID[],
  ): Promise<void>;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/** Matches remembered as watched (synced or moved here) before the oldest is forgotten. */
const MAX_KNOWN_MATCHES = 50_000;

/**
 * Enforces the clocks of the matches this server serves: a game's own turn clock (`withTurnClock`)
 * and the room's table clock (`withTableClock`, in every game). A timer fires at the earliest
 * deadline of the latest committed state, and if the match is still at that state, the game's
 * timeout move is made for a waiting seat, or the table rules' timeout applied. The deadlines are
 * part of the stored state, so a restarted server picks them up when the match's players reconnect
 * (an overdue timeout fires at once), and a timeout cannot be applied twice: the move is made as of
 * one state, and the master refuses it once the match has moved on.
 */
export class ClockKeeper {
  private readonly timers = new Map<string, { stateID: number; timer: NodeJS.Timeout }>();
  /** Matches whose states this keeper has seen: a sync to them needs no read. */
  private readonly known = new Set<string>();
  private readonly gamesByName: Map<string, Game>;
  private closed = false;

  constructor(private readonly deps: ClockKeeperDeps) {
    this.gamesByName = new Map(deps.games.map((game) => [game.name!, game]));
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** After a state of a match has been committed. */
  committed(matchID: string, gameName: string, state: State): void {
    const game = this.gamesByName.get(gameName);
    if (!game || this.closed) return;
    this.remember(matchID, state);
    const current = this.timers.get(matchID);
    if (current && current.stateID >= state._stateID) return;
    if (current) clearTimeout(current.timer);
    this.timers.delete(matchID);
    const deadline = state.ctx.gameover === undefined ? earliestDeadline(game, state) : undefined;
    if (deadline === undefined) return;
    const delay = Math.max(0, deadline - this.now());
    const timer = setTimeout(() => void this.expire(game, matchID, state._stateID), delay);
    timer.unref();
    this.timers.set(matchID, { stateID: state._stateID, timer });
  }

  private remember(matchID: string, state: State): void {
    if (state.ctx.gameover !== undefined) {
      this.known.delete(matchID);
      return;
    }
    if (this.known.has(matchID)) return;
    if (this.known.size >= MAX_KNOWN_MATCHES) this.known.delete(this.known.values().next().value!);
    this.known.add(matchID);
  }

  /** When a client syncs to a match: start watching it if this server does not yet (after a restart). */
  async syncing(matchID: string, gameName: string): Promise<void> {
    if (!this.gamesByName.has(gameName) || this.known.has(matchID) || this.timers.has(matchID)) return;
    const stored = await this.deps.read(matchID);
    if (stored) this.committed(matchID, stored.metadata.gameName, stored.state);
  }

  private async expire(game: Game, matchID: string, stateID: number): Promise<void> {
    this.timers.delete(matchID);
    try {
      const stored = await this.deps.read(matchID);
      if (!stored || stored.state.ctx.gameover !== undefined || this.closed) return;
      const { state } = stored;
      if (state._stateID !== stateID) return;
      const now = this.now();
      const gameDeadline = turnClockOf(game) ? clockOf(state)?.deadline : undefined;
      if (gameDeadline !== undefined && gameDeadline !== null && gameDeadline <= now) {
        // One waiting seat at a time: the state that move commits has the same deadline (the turn
        // and stage did not change), so the next waiting seat's timeout follows at once.
        const [playerID] = seatsThatMayAct(state.ctx);
        if (playerID === undefined) return;
        const { G, ctx } = state;
        await this.deps.makeMove(game, matchID, stateID, playerID, turnClockOf(game)!.onTimeout(G, ctx, playerID));
        return;
      }
      const expired = Object.entries(tableClockOf(state)?.deadlines ?? {})
        .filter(([, deadline]) => deadline <= now)
        .map(([seat]) => seat);
      if (expired.length > 0) await this.deps.tableTimeout?.(game, matchID, stored, expired);
      // Early (a timer fires a little before its time): waits for the rest.
      else this.committed(matchID, stored.metadata.gameName, state);
    } catch (error) {
      (this.deps.onError ?? ((e) => console.error('game-server: applying a timeout failed', e)))(error);
    }
  }

  close(): void {
    this.closed = true;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

/** The first deadline of the game's own clock or the table clock, if any runs. */
function earliestDeadline(game: Game, state: State): number | undefined {
  const deadlines = Object.values(tableClockOf(state)?.deadlines ?? {});
  const gameDeadline = turnClockOf(game) ? clockOf(state)?.deadline : undefined;
  if (gameDeadline !== undefined && gameDeadline !== null) deadlines.push(gameDeadline);
  return deadlines.length > 0 ? Math.min(...deadlines) : undefined;
}
