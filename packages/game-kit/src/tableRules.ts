/**
 * A room's table rules: how long each seat may think, what happens when its time runs out, and how
 * long a seated player may be gone before a computer player stands in. Chosen by the room's creator
 * before the start, the same for every game; the game server enforces them.
 */

/** Time per move (restarted at each of the seat's turns) or per match (chess-style, with an increment). */
export type TableClock =
  | { kind: 'none' }
  | { kind: 'perMove'; seconds: number }
  | { kind: 'perMatch'; minutes: number; incrementSeconds: number };

/**
 * When a seat's time runs out: a computer player makes this one move for it (`moveOnce`), or plays
 * the seat from then on until its player takes it back (`takeOver`).
 */
export type TimeoutRule = 'moveOnce' | 'takeOver';

export interface TableRules {
  clock: TableClock;
  onTimeout: TimeoutRule;
  /** Seconds a seated player's connection may be gone before they count as away; null: never. */
  awaySeconds: number | null;
}

/** The choices a room offers (the API refuses anything else). */
export const PER_MOVE_SECONDS = [15, 30, 60, 180] as const;
export const PER_MATCH_MINUTES = [3, 5, 10, 20] as const;
export const INCREMENT_SECONDS = [0, 2, 5, 10] as const;
export const AWAY_SECONDS = [30, 60, 180, 300] as const;
export const TIMEOUT_RULES: readonly TimeoutRule[] = ['moveOnce', 'takeOver'];

/** The away time a room gets with a clock, unless its creator chooses another. */
export const DEFAULT_AWAY_SECONDS_WITH_CLOCK = 60;

/** No clock, and nobody is ever counted away: a table of friends waits for each other. */
export const DEFAULT_TABLE_RULES: TableRules = { clock: { kind: 'none' }, onTimeout: 'moveOnce', awaySeconds: null };

export class TableRulesError extends Error {
  override name = 'TableRulesError';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function oneOf<T>(allowed: readonly T[], value: unknown, what: string): T {
  if (!allowed.includes(value as T)) throw new TableRulesError(`${what} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function parseClock(value: unknown): TableClock {
  if (!isObject(value)) throw new TableRulesError('clock must be an object');
  switch (value.kind) {
    case 'none':
      return { kind: 'none' };
    case 'perMove':
      return { kind: 'perMove', seconds: oneOf(PER_MOVE_SECONDS, value.seconds, 'clock.seconds') };
    case 'perMatch':
      return {
        kind: 'perMatch',
        minutes: oneOf(PER_MATCH_MINUTES, value.minutes, 'clock.minutes'),
        incrementSeconds: oneOf(INCREMENT_SECONDS, value.incrementSeconds, 'clock.incrementSeconds'),
      };
    default:
      throw new TableRulesError('clock.kind must be one of none, perMove, perMatch');
  }
}

/** Table rules from untrusted input (JSON from a request), with only the offered choices; throws TableRulesError. */
export function parseTableRules(value: unknown): TableRules {
  if (!isObject(value)) throw new TableRulesError('table rules must be an object');
  const awaySeconds = value.awaySeconds === null ? null : oneOf(AWAY_SECONDS, value.awaySeconds, 'awaySeconds');
  return { clock: parseClock(value.clock), onTimeout: oneOf(TIMEOUT_RULES, value.onTimeout, 'onTimeout'), awaySeconds };
}

/** Whether the rules need a computer player (a clock's timeout is played by one). */
export const rulesNeedComputer = (rules: TableRules) => rules.clock.kind !== 'none';
