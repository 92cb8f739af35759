import { availableParallelism } from 'node:os';
import type { Game, PlayerID, Server, State } from 'boardgame.io';
import type { Context, Next } from 'koa';
import { aiConfigOf, findGame } from '@tabula/catalogue';
import type { AiMove } from '@tabula/game-kit';
import type { Sql } from '../storage/sql';
import { botOwnership } from './botOwnership';
import { isComputerSeatData } from './computerSeats';
import { BotRunner } from './botRunner';
import { DecisionPool } from './decisionPool';
import type { DecisionRequest } from './protocol';

export interface BotOptions {
  /** Worker threads for decisions (BOT_WORKERS); default: one less than the machine's cores, at least one. */
  workers: number;
  /** Time one decision may think (BOT_DECISION_MS) before its lowest level is asked instead. */
  decisionMs: number;
  /** A computer seat's move comes this long after the state it answers, at least (BOT_MOVE_DELAY_MS). */
  delayMs: readonly [number, number];
  /** This server's name in the bot ownership table (GAME_SERVER_ID); distinct per server on one PostgreSQL. */
  serverID: string;
  /** Tests: decides instead of the worker pool's AI, given the pool's own decide. */
  decide?: (request: DecisionRequest, pool: (request: DecisionRequest) => Promise<AiMove>) => Promise<AiMove>;
  /** Whether a game's computer seats can be played; by default, whether its catalogue entry has an AI. */
  playable?: (gameName: string) => boolean;
}

export const DEFAULT_BOT_OPTIONS: BotOptions = {
  workers: Math.max(1, availableParallelism() - 1),
  decisionMs: 5_000,
  delayMs: [300, 800],
  serverID: 'default',
};

export interface ServerBots {
  runner: BotRunner;
  /** Whether a game's computer players can play (it has an AI): the bots' `playable`. */
  playable(gameName: string): boolean;
  /** The level a computer player standing in for a person plays at: the game's default AI level. */
  defaultLevel(gameName: string): Promise<string>;
  /** Koa middleware: after a lobby route that changed seats answered, the runner reads the match's seats again. */
  afterSeatChanges(ctx: Context, next: Next): Promise<void>;
  /** Plays on the unfinished matches this server ran bots for (after a restart). */
  resume(): Promise<void>;
  close(): Promise<void>;
}

const UNKNOWN_LEVEL = 'default';

const SEAT_ROUTE = /^\/games\/[^/]+\/([^/]+)\/(join|leave|update)$/;

/** The bot runner of a game server, its worker pool and its record of the matches it plays. */
export async function startServerBots(
  options: BotOptions,
  deps: {
    games: Game[];
    sql: Sql;
    read(matchID: string): Promise<{ state: State; metadata: Server.MatchData } | undefined>;
    makeMove(
      game: Game,
      matchID: string,
      stateID: number,
      playerID: PlayerID,
      move: AiMove,
      stillWanted?: () => boolean,
    ): Promise<void>;
  },
): Promise<ServerBots> {
  const pool = new DecisionPool({ size: options.workers, budgetMs: options.decisionMs });
  const ownership = await botOwnership(deps.sql, options.serverID);
  let closed = false;
  const poolDecide = (request: DecisionRequest) => pool.decide(request);
  const playable = options.playable ?? ((gameName: string) => Boolean(findGame(gameName)?.aiConfig));
  const runner = new BotRunner({
    ...deps,
    decide: options.decide ? (request) => options.decide!(request, poolDecide) : poolDecide,
    playable,
    delayMs: options.delayMs,
    claim: (matchID) => ownership.claim(matchID),
  });
  return {
    runner,
    playable,
    // A game outside the catalogue (tests) has none: the worker plays an unknown level at the default.
    defaultLevel: (gameName) =>
      aiConfigOf(gameName).then(
        (ai) => ai.defaultLevel,
        () => UNKNOWN_LEVEL,
      ),
    async afterSeatChanges(ctx, next) {
      await next();
      const route = ctx.method === 'POST' && ctx.status === 200 ? SEAT_ROUTE.exec(ctx.path) : null;
      if (!route) return;
      const matchID = decodeURIComponent(route[1]!);
      // A match of people only costs no read: only a computer seat's join, or a change to a match
      // known to have computer seats, can start or change what the runner plays.
      const body = (ctx.request as { body?: { data?: unknown } }).body;
      if (isComputerSeatData(body?.data) || runner.hasComputerSeats(matchID)) void runner.seatsChanged(matchID);
    },
    async resume() {
      try {
        for (const matchID of await ownership.unfinished()) await runner.resume(matchID);
      } catch (error) {
        if (!closed) throw error;
      }
    },
    async close() {
      closed = true;
      runner.close();
      await pool.close();
    },
  };
}
