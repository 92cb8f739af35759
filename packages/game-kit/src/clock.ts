import type { Ctx, Game, PlayerID, State } from 'boardgame.io';
import { seatsThatMayAct } from './seatsThatMayAct';

/** A move the server makes for a seat whose time ran out. */
export interface TimeoutMove {
  move: string;
  args: unknown[];
}

/**
 * A time limit for each turn (or stage): when the seats that may act have not acted in time, the
 * game server makes `onTimeout`'s move for each of them, as if they had.
 */
export interface TurnClock<G = unknown> {
  /** Time for the seats that may act, restarted whenever they (or the turn or stage) change. */
  limitMs: number;
  /** Extra time for the very first turn, while the players' pages load. Default 10 s. */
  firstTurnGraceMs?: number;
  onTimeout: (G: G, ctx: Ctx, playerID: PlayerID) => TimeoutMove;
}

/** What every client receives about the clock: when the current seats' time runs out. */
export interface ClockData {
  /** Server time (ms since 1970) when the time runs out, or null when nobody may act. */
  deadline: number | null;
  limitMs: number;
  /** Which turn, stage and seats the deadline belongs to. */
  key: string;
}

export const CLOCK_PLUGIN = 'clock';

/**
 * The clock restarts when this changes: a new turn, phase, player to move or set of stages. Seats
 * leaving a stage shared with others (having chosen) keep the others' deadline.
 */
export const clockKey = (ctx: Ctx) => {
  const stages = [...new Set(Object.values(ctx.activePlayers ?? {}))].sort().join(',');
  return `${ctx.turn}|${ctx.phase ?? ''}|${ctx.currentPlayer}|${stages}`;
};

/**
 * Gives a game a turn clock. The deadline lives in the state (in a plugin every client sees), set
 * by the server when the turn, stage or acting seats change; the game server enforces it.
 */
export function withTurnClock<G, Rules extends Game<G> = Game<G>>(game: Rules, clock: TurnClock<G>): Rules {
  const plugin = {
    name: CLOCK_PLUGIN,
    // The first flush comes right after the first turn begins, when the match is created.
    setup: (): ClockData => ({ deadline: null, limitMs: clock.limitMs, key: '' }),
    flush: ({ ctx, data }: { ctx: Ctx; data: ClockData }): ClockData => {
      if (ctx.gameover !== undefined) return { ...data, deadline: null };
      const key = clockKey(ctx);
      if (key === data.key) return data;
      const grace = data.key === '' ? (clock.firstTurnGraceMs ?? 10_000) : 0;
      const deadline = seatsThatMayAct(ctx).length > 0 ? Date.now() + clock.limitMs + grace : null;
      return { deadline, limitMs: clock.limitMs, key };
    },
    // The deadline is the server's: a client's own guess would differ, so it waits for the server.
    noClient: () => true,
    playerView: ({ data }: { data: ClockData }) => data,
  };
  return Object.assign({ ...game, plugins: [...(game.plugins ?? []), plugin as never] }, { turnClock: clock }) as Rules;
}

/** The clock a game declares, if any. */
export function turnClockOf<G>(game: Game<G>): TurnClock<G> | undefined {
  return (game as Game<G> & { turnClock?: TurnClock<G> }).turnClock;
}

/** The clock data in a state (full or a client's view), if the game has a clock. */
export function clockOf(state: Pick<State, 'plugins'>): ClockData | undefined {
  const data = state.plugins?.[CLOCK_PLUGIN]?.data as ClockData | undefined;
  return data && typeof data.limitMs === 'number' ? data : undefined;
}
