import type { Game, Server, State } from 'boardgame.io';
import type { Context, Next } from 'koa';
import { RESIGN_MOVE, seatsThatMayAct, tableClockOf, type SeatData } from '@tabula/game-kit';
import { type SeatStatuses, withoutStandIn } from './seatStatuses';

export interface TableRoutesDeps {
  games: Game[];
  read(matchID: string): Promise<{ state: State; metadata: Server.MatchData } | undefined>;
  statuses: SeatStatuses;
  playable(gameName: string): boolean;
  defaultLevel(gameName: string): Promise<string>;
  /** The server's own move for a seat, through the master (the same queue and checks as a person's). */
  makeMove(
    game: Game,
    matchID: string,
    stateID: number,
    playerID: string,
    move: { move: string; args: unknown[] },
  ): Promise<void>;
  /** Milliseconds in one of the rules' seconds. */
  secondMs: number;
  now?: () => number;
}

const ROUTE = /^\/tabula\/matches\/([^/]+)\/(stand-in|resign-away)$/;
const MAX_BODY_BYTES = 4096;

class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function jsonBody(ctx: Context): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RouteError(413, 'body too large');
    chunks.push(chunk);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new RouteError(400, 'a JSON object is expected');
}

/**
 * The game server's internal table routes (behind the lobby guard's secret), called by the API for a
 * signed-in member: `POST /tabula/matches/:matchID/stand-in` `{playerID, on}` puts a computer player
 * in a person's seat or hands it back; `POST /tabula/matches/:matchID/resign-away` `{playerID}` makes
 * the resign move of an away seat the match waits on.
 */
export function tableRoutes(deps: TableRoutesDeps) {
  const gamesByName = new Map(deps.games.map((game) => [game.name!, game]));
  const now = () => (deps.now ?? Date.now)();

  async function seatOf(matchID: string, body: Record<string, unknown>) {
    const stored = await deps.read(matchID);
    if (!stored) throw new RouteError(404, 'match not found');
    const { playerID } = body;
    const player = typeof playerID === 'string' ? stored.metadata.players[playerID as unknown as number] : undefined;
    if (!player || typeof playerID !== 'string') throw new RouteError(404, 'seat not found');
    if (stored.state.ctx.gameover !== undefined || stored.metadata.gameover !== undefined) {
      throw new RouteError(409, 'match is over');
    }
    return { ...stored, playerID, data: (player.data ?? {}) as SeatData };
  }

  async function standIn(matchID: string, body: Record<string, unknown>): Promise<void> {
    if (typeof body.on !== 'boolean') throw new RouteError(400, 'on must be a boolean');
    const { metadata, playerID, data } = await seatOf(matchID, body);
    if (!deps.playable(metadata.gameName)) throw new RouteError(409, 'no computer player');
    if (data.computer !== undefined) throw new RouteError(409, 'computer seat');
    if (!body.on) {
      await deps.statuses.change(matchID, playerID, (current) => (current.standIn ? withoutStandIn(current) : undefined));
      return;
    }
    const level = await deps.defaultLevel(metadata.gameName);
    const since = now();
    await deps.statuses.change(matchID, playerID, (current) =>
      current.computer || current.standIn?.reason === 'asked'
        ? undefined
        : { ...current, standIn: { level, reason: 'asked', since } },
    );
  }

  async function resignAway(matchID: string, body: Record<string, unknown>): Promise<void> {
    const { state, metadata, playerID, data } = await seatOf(matchID, body);
    const awaySeconds = tableClockOf(state)?.rules.awaySeconds;
    const since = Number(data.away?.since);
    if (
      awaySeconds === null ||
      awaySeconds === undefined ||
      !Number.isFinite(since) ||
      since + awaySeconds * deps.secondMs > now()
    ) {
      throw new RouteError(409, 'not away');
    }
    if (!seatsThatMayAct(state.ctx).includes(playerID)) throw new RouteError(409, 'not waiting');
    const game = gamesByName.get(metadata.gameName);
    if (!game) throw new RouteError(404, 'match not found');
    await deps.makeMove(game, matchID, state._stateID, playerID, { move: RESIGN_MOVE, args: [] });
  }

  return async (ctx: Context, next: Next): Promise<void> => {
    const route = ctx.method === 'POST' ? ROUTE.exec(ctx.path) : null;
    if (!route) return next();
    const matchID = decodeURIComponent(route[1]!);
    try {
      const body = await jsonBody(ctx);
      await (route[2] === 'stand-in' ? standIn(matchID, body) : resignAway(matchID, body));
      ctx.status = 200;
      ctx.body = { ok: true };
    } catch (error) {
      if (!(error instanceof RouteError)) throw error;
      ctx.status = error.status;
      ctx.body = { error: error.message };
    }
  };
}
