import type { Ctx, Game, PlayerID, State } from 'boardgame.io';
import { clockKey } from './clock';
import { seatsThatMayAct } from './seatsThatMayAct';
import { DEFAULT_TABLE_RULES, type TableRules } from './tableRules';

/** The plugin holding a match's table rules and its clock; the game server adds it to every game. */
export const TABLE_CLOCK_PLUGIN = 'tableClock';

/** What every client receives about the table's clock (public: every seat and spectator sees it). */
export interface TableClockData {
  rules: TableRules;
  /** The seats whose time is running now, each with its deadline (server time, ms since 1970). */
  deadlines: Record<PlayerID, number>;
  /** perMatch clocks: each seat's time left (ms) as of the start of its current turn, or as of its last move. */
  banks: Record<PlayerID, number>;
  /** When the running seats' time started (server time), or null when nobody's time runs. */
  since: number | null;
  /** Which turn, stage and seats the deadlines belong to. */
  key: string;
}

/** The table clock data in a state (full or a client's view); undefined when the match has none. */
export function tableClockOf(state: Pick<State, 'plugins'>): TableClockData | undefined {
  const data = state.plugins?.[TABLE_CLOCK_PLUGIN]?.data as TableClockData | undefined;
  return data && typeof data.rules === 'object' && data.rules !== null ? data : undefined;
}

export interface TableClockOptions {
  /** Server time; Date.now by default. */
  now?: () => number;
  /** Milliseconds in one of the rules' seconds: 1000, except in tests that run a 15 s clock in 0.3 s. */
  secondMs?: number;
}

/** Time the first running seats get on top of theirs, while the players' pages load. */
export const FIRST_TURN_GRACE_SECONDS = 10;

/** The time a seat has from the start of its turn: the rules' per-move seconds, or its bank. */
function allowanceMs(data: TableClockData, seat: PlayerID, secondMs: number): number {
  const { clock } = data.rules;
  if (clock.kind === 'perMove') return clock.seconds * secondMs;
  return data.banks[seat] ?? 0;
}

/**
 * perMatch: each seat in `seats` is charged the time it ran since `data.since` (its bank never goes
 * below 0) and gets the increment. A seat whose bank is spent thus has only the increment on its
 * next turns.
 */
function charge(data: TableClockData, seats: PlayerID[], now: number, secondMs: number): Record<PlayerID, number> {
  const { clock } = data.rules;
  if (clock.kind !== 'perMatch' || seats.length === 0) return data.banks;
  const used = Math.max(0, now - (data.since ?? now));
  const banks = { ...data.banks };
  for (const seat of seats) banks[seat] = Math.max(0, (banks[seat] ?? 0) - used) + clock.incrementSeconds * secondMs;
  return banks;
}

/** Starts the time of every seat that may act now, from `start`. */
function run(data: TableClockData, ctx: Ctx, start: number, secondMs: number): TableClockData {
  const seats = ctx.gameover === undefined ? seatsThatMayAct(ctx) : [];
  const deadlines = Object.fromEntries(seats.map((seat) => [seat, start + allowanceMs(data, seat, secondMs)]));
  return { ...data, deadlines, since: seats.length > 0 ? start : null, key: clockKey(ctx) };
}

/**
 * The table clock of a match created with `rules`: every seat's bank full (perMatch), and the seats
 * that may act first running from `now` plus FIRST_TURN_GRACE_SECONDS.
 */
export function startTableClock(rules: TableRules, ctx: Ctx, now: number, secondMs = 1000): TableClockData {
  const banks =
    rules.clock.kind === 'perMatch'
      ? Object.fromEntries(ctx.playOrder.map((seat) => [seat, (rules.clock as { minutes: number }).minutes * 60 * secondMs]))
      : {};
  const idle: TableClockData = { rules, deadlines: {}, banks, since: null, key: '' };
  if (rules.clock.kind === 'none') return { ...idle, key: clockKey(ctx) };
  return run(idle, ctx, now + FIRST_TURN_GRACE_SECONDS * secondMs, secondMs);
}

/** The clock after a state change: restarted on a new key, or the seats that stopped acting charged. */
export function advanceTableClock(data: TableClockData, ctx: Ctx, now: number, secondMs = 1000): TableClockData {
  if (data.rules.clock.kind === 'none') return data;
  const running = Object.keys(data.deadlines);
  if (ctx.gameover !== undefined) {
    if (running.length === 0) return data;
    return { ...data, banks: charge(data, running, now, secondMs), deadlines: {}, since: null, key: clockKey(ctx) };
  }
  if (clockKey(ctx) !== data.key) {
    return run({ ...data, banks: charge(data, running, now, secondMs) }, ctx, now, secondMs);
  }
  // Same turn and stage: a seat that chose, in a stage shared with others, stops; the others keep their deadlines.
  const mayAct = new Set(seatsThatMayAct(ctx));
  const stopped = running.filter((seat) => !mayAct.has(seat));
  if (stopped.length === 0) return data;
  const deadlines = Object.fromEntries(Object.entries(data.deadlines).filter(([seat]) => mayAct.has(seat)));
  const since = Object.keys(deadlines).length > 0 ? data.since : null;
  return { ...data, banks: charge(data, stopped, now, secondMs), deadlines, since };
}

/**
 * Gives a game the table clock plugin (the game server does it for every game it serves). Its data
 * is set when a match is created (startTableClock, with the room's rules) and moved on by the server
 * after every state change; clients only read it.
 */
export function withTableClock<G>(game: Game<G>, options: TableClockOptions = {}): Game<G> {
  const now = options.now ?? Date.now;
  const secondMs = options.secondMs ?? 1000;
  const plugin = {
    name: TABLE_CLOCK_PLUGIN,
    // Replaced by the match's own rules when the game server stores a new match.
    setup: (): TableClockData => ({ rules: DEFAULT_TABLE_RULES, deadlines: {}, banks: {}, since: null, key: '' }),
    flush: ({ ctx, data }: { ctx: Ctx; data: TableClockData }): TableClockData => advanceTableClock(data, ctx, now(), secondMs),
    // The deadlines are the server's: a client's own guess would differ, so it waits for the server.
    noClient: () => true,
    playerView: ({ data }: { data: TableClockData }) => data,
  };
  return { ...game, plugins: [...(game.plugins ?? []), plugin as never] };
}
