import type { Game, PlayerID, Server, State } from 'boardgame.io';
import { playerViewFor, seatsThatMayAct, type AiMove } from '@tabula/game-kit';
import { matchSeatsOf, type MatchSeats } from './computerSeats';
import type { DecisionRequest } from './protocol';

/** What the runner needs from the server around it. */
export interface BotRunnerDeps {
  games: Game[];
  /** The stored state and metadata of a match. */
  read(matchID: string): Promise<{ state: State; metadata: Server.MatchData } | undefined>;
  /**
   * The same as the clocks': `move` for `playerID` through the master, in the match's queue, as of
   * `stateID`; not made when `stillWanted`, asked in the queue right before, says no.
   */
  makeMove(
    game: Game,
    matchID: string,
    stateID: number,
    playerID: PlayerID,
    move: AiMove,
    stillWanted?: () => boolean,
  ): Promise<void>;
  /** Asks the game's AI, off the event loop; fails when it ran out of time or has no AI. */
  decide(request: DecisionRequest): Promise<AiMove>;
  /** Whether computer seats of this game can be played (it has an AI). */
  playable(gameName: string): boolean;
  /** A computer seat's move waits until at least this long (ms, drawn in the range) after the state it answers. */
  delayMs: readonly [number, number];
  /** Told once of each match with computer seats (ownership, for resuming after a restart). */
  claim?(matchID: string): Promise<void>;
  log?(line: string): void;
}

/**
 * Plays the computer seats of the matches this server serves. After each committed state of a
 * match with computer seats, the first computer seat that may act is given its seat's view (the
 * game's playerView, never the state) and its AI's move is made through the master, as of that
 * state, exactly as a person's move: the master refuses it if the match has moved on. One decision
 * per match at a time; a newer state abandons the decision under way. A refused move is logged,
 * then replaced once by the first legal move; nothing is retried until the match's next state.
 */
export class BotRunner {
  private readonly gamesByName: Map<string, Game>;
  /** Per match: its seats, or null for a match without computer seats. */
  private readonly seats = new Map<string, MatchSeats | null>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Per match: the state a decision is under way for, and the seats' version it was started with. */
  private readonly deciding = new Map<string, { stateID: number; version: number }>();
  /** Per match: a number that changes whenever its seats are read again (a stand-in came or went). */
  private readonly versions = new Map<string, number>();
  /** Per match: the newest state the runner has seen. */
  private readonly newest = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly deps: BotRunnerDeps) {
    this.gamesByName = new Map(deps.games.map((game) => [game.name!, game]));
  }

  /** After a state of a match has been committed (the clocks' hook). */
  committed(matchID: string, gameName: string, state: State): void {
    if (this.closed || !this.deps.playable(gameName)) return;
    if (state.ctx.gameover !== undefined) {
      this.forget(matchID);
      return;
    }
    // Only matches joined with a computer seat here, or resumed after a restart, are read: a match of
    // people costs the runner no statement.
    const seats = this.seats.get(matchID);
    if (!seats) return;
    this.newest.set(matchID, Math.max(state._stateID, this.newest.get(matchID) ?? -1));
    this.consider(matchID, gameName, state, seats);
  }

  /**
   * A match this server played computer seats of before a restart: reads it once and plays its
   * computer seats if one may act.
   */
  resume(matchID: string): Promise<void> {
    if (this.closed || this.seats.has(matchID)) return Promise.resolve();
    return this.load(matchID);
  }

  /** Whether the runner knows the match to have computer seats. */
  hasComputerSeats(matchID: string): boolean {
    return (this.seats.get(matchID) ?? null) !== null;
  }

  /**
   * After a match's seats changed (a join, a stand-in coming or going): reads them again. A decision
   * under way is dropped (its seat may be a person's again) and the match's next decision starts anew.
   */
  seatsChanged(matchID: string): Promise<void> {
    this.seats.delete(matchID);
    this.deciding.delete(matchID);
    this.versions.set(matchID, (this.versions.get(matchID) ?? 0) + 1);
    return this.load(matchID);
  }

  /**
   * One move for a person's seat whose time ran out (the table clock's `moveOnce`): the game's AI at
   * `level`, from the seat's view, with the same fallbacks as a computer seat's; made as of `state`.
   */
  playOnce(matchID: string, gameName: string, state: State, playerID: PlayerID, level: string): Promise<void> {
    const game = this.gamesByName.get(gameName);
    if (!game || this.closed || !this.deps.playable(gameName)) return Promise.resolve();
    // The seat stays a person's: the move is dropped if a computer player took the seat meanwhile.
    const wanted = () => !this.closed && !(this.seats.get(matchID)?.computers.has(playerID) ?? false);
    return this.play(game, matchID, state, playerID, level, wanted);
  }

  private load(matchID: string): Promise<void> {
    let loading = this.loading.get(matchID);
    if (!loading) {
      loading = this.read(matchID).finally(() => this.loading.delete(matchID));
      this.loading.set(matchID, loading);
    }
    return loading;
  }

  private async read(matchID: string): Promise<void> {
    try {
      const stored = await this.deps.read(matchID);
      if (!stored || this.closed) return;
      const { state, metadata } = stored;
      if (!this.deps.playable(metadata.gameName) || state.ctx.gameover !== undefined) return this.forget(matchID);
      const seats = matchSeatsOf(metadata);
      if (seats.computers.size === 0) return void this.seats.set(matchID, null);
      this.seats.set(matchID, seats);
      await this.deps.claim?.(matchID);
      this.newest.set(matchID, Math.max(state._stateID, this.newest.get(matchID) ?? -1));
      this.consider(matchID, metadata.gameName, state, seats);
    } catch (error) {
      if (!this.closed) this.log(`reading match ${matchID} failed: ${String(error)}`);
    }
  }

  private forget(matchID: string): void {
    this.seats.delete(matchID);
    this.versions.delete(matchID);
    this.newest.delete(matchID);
    this.deciding.delete(matchID);
  }

  private consider(matchID: string, gameName: string, state: State, seats: MatchSeats): void {
    const game = this.gamesByName.get(gameName);
    if (!game || this.closed) return;
    if (state.ctx.gameover !== undefined) {
      this.forget(matchID);
      return;
    }
    if (!seats.started || state._stateID < (this.newest.get(matchID) ?? -1)) return;
    if ((this.deciding.get(matchID)?.stateID ?? -1) >= state._stateID) return;
    const playerID = seatsThatMayAct(state.ctx).find((seat) => seats.computers.has(seat));
    if (playerID === undefined) return;
    const decision = { stateID: state._stateID, version: this.versions.get(matchID) ?? 0 };
    this.deciding.set(matchID, decision);
    const wanted = () => !this.stale(matchID, decision.stateID) && (this.versions.get(matchID) ?? 0) === decision.version;
    void this.play(game, matchID, state, playerID, seats.computers.get(playerID)!, wanted).finally(() => {
      if (this.deciding.get(matchID) === decision) this.deciding.delete(matchID);
    });
  }

  private stale(matchID: string, stateID: number): boolean {
    // A match forgotten meanwhile is over.
    return this.closed || !this.seats.has(matchID) || (this.newest.get(matchID) ?? -1) > stateID;
  }

  /** `wanted` says whether the move is still to be made (asked again in the match's queue, right before). */
  private async play(
    game: Game,
    matchID: string,
    state: State,
    playerID: PlayerID,
    level: string,
    wanted: () => boolean,
  ): Promise<void> {
    const started = Date.now();
    const stateID = state._stateID;
    const { ctx } = state;
    // The seat's view, computed as the transport does for that seat's socket.
    const request: DecisionRequest = {
      code: game.name!,
      view: playerViewFor(game, state.G, ctx, playerID),
      ctx,
      playerID,
      level,
    };
    let move = await this.choose(request, game, state);
    if (!move || !wanted()) return;
    const [min, max] = this.deps.delayMs;
    await this.sleep(min + Math.random() * (max - min) - (Date.now() - started));
    if (!wanted()) return;
    for (const attempt of ['ai', 'fallback'] as const) {
      await this.deps.makeMove(game, matchID, stateID, playerID, move, wanted);
      const after = this.closed || !wanted() ? undefined : await this.deps.read(matchID);
      if (!after || after.state._stateID !== stateID || after.state.ctx.gameover !== undefined) return;
      this.log(`match ${matchID}: the move ${move.move} of computer seat ${playerID} was refused at state ${stateID}`);
      const first = attempt === 'ai' ? firstLegalMove(game, after.state, playerID) : undefined;
      if (!first || sameMove(first, move)) return;
      move = first;
    }
  }

  /**
   * The AI's move at the seat's level; if that fails or runs out of time, its lowest level; if that
   * fails too, the first legal move of the game's own enumeration.
   */
  private async choose(request: DecisionRequest, game: Game, state: State): Promise<AiMove | undefined> {
    for (const lowest of [false, true]) {
      try {
        return await this.deps.decide({ ...request, lowest });
      } catch (error) {
        if (this.closed) return undefined;
        this.log(`${request.code} seat ${request.playerID}: ${lowest ? 'lowest level' : 'decision'} failed: ${String(error)}`);
      }
    }
    return firstLegalMove(game, state, request.playerID);
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }

  private log(line: string): void {
    (this.deps.log ?? ((text) => console.warn(`game-server bots: ${text}`)))(line);
  }

  /** Stops at once: decisions under way are dropped, no further move is made. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

type Enumerate = (G: unknown, ctx: State['ctx'], playerID: PlayerID) => AiMove[];

/**
 * The first of the seat's legal moves, from the game's rules (`ai.enumerate`): the last resort when
 * the AI gave no usable move. It decides nothing from hidden cards: it takes the first move listed.
 */
function firstLegalMove(game: Game, state: State, playerID: PlayerID): AiMove | undefined {
  const enumerate = (game.ai as { enumerate?: Enumerate } | undefined)?.enumerate;
  const first = enumerate?.(state.G, state.ctx, playerID)[0];
  return first && { move: first.move, args: first.args ?? [] };
}

const sameMove = (a: AiMove, b: AiMove) => a.move === b.move && JSON.stringify(a.args) === JSON.stringify(b.args);
