import type { Game, State } from 'boardgame.io';
import { clockOf, seatsThatMayAct, turnClockOf } from '@tabula/game-kit';

/** What the keeper needs from the server around it. */
export interface ClockKeeperDeps {
  games: Game[];
  /** The stored state of a match and the game it plays. */
  read(matchID: string): Promise<{ state: State; gameName: string } | undefined>;
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
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * Enforces turn clocks: for every match this server serves whose game has a clock, a timer fires
 * at the deadline of the latest committed state, and if the match is still at that state, the
 * server makes each waiting seat's timeout move. The deadline is part of the stored state, so a
 * restarted server picks it up when the match's players reconnect (an overdue timeout fires at
 * once), and a timeout cannot be applied twice: the move is made as of one state, and the master
 * refuses it once the match has moved on.
 */
export class ClockKeeper {
  private readonly timers = new Map<string, { stateID: number; timer: NodeJS.Timeout }>();
  private readonly gamesByName: Map<string, Game>;
  private closed = false;

  constructor(private readonly deps: ClockKeeperDeps) {
    this.gamesByName = new Map(deps.games.map((game) => [game.name!, game]));
  }

  /** After a state of a match has been committed. */
  committed(matchID: string, gameName: string, state: State): void {
    const game = this.gamesByName.get(gameName);
    if (!game || !turnClockOf(game) || this.closed) return;
    const current = this.timers.get(matchID);
    if (current && current.stateID >= state._stateID) return;
    if (current) clearTimeout(current.timer);
    this.timers.delete(matchID);
    const deadline = clockOf(state)?.deadline;
    if (deadline === null || deadline === undefined || state.ctx.gameover !== undefined) return;
    const delay = Math.max(0, deadline - (this.deps.now ?? Date.now)());
    const timer = setTimeout(() => void this.expire(game, matchID, state._stateID), delay);
    timer.unref();
    this.timers.set(matchID, { stateID: state._stateID, timer });
  }

  /** When a client syncs to a match: start watching it if this server does not yet (after a restart). */
  async syncing(matchID: string, gameName: string): Promise<void> {
    const game = this.gamesByName.get(gameName);
    if (!game || !turnClockOf(game) || this.timers.has(matchID)) return;
    const stored = await this.deps.read(matchID);
    if (stored) this.committed(matchID, stored.gameName, stored.state);
  }

  private async expire(game: Game, matchID: string, stateID: number): Promise<void> {
    this.timers.delete(matchID);
    try {
      const stored = await this.deps.read(matchID);
      if (!stored || stored.state._stateID !== stateID || stored.state.ctx.gameover !== undefined) return;
      // One waiting seat at a time: the state that move commits has the same deadline (the turn
      // and stage did not change), so the next waiting seat's timeout follows at once.
      const [playerID] = seatsThatMayAct(stored.state.ctx);
      if (playerID === undefined) return;
      const { G, ctx } = stored.state;
      await this.deps.makeMove(game, matchID, stateID, playerID, turnClockOf(game)!.onTimeout(G, ctx, playerID));
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
