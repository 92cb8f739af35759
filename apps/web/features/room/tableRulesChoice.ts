// How the creator's picks change a room's table rules.
import {
  DEFAULT_AWAY_SECONDS_WITH_CLOCK,
  PER_MATCH_MINUTES,
  PER_MOVE_SECONDS,
  type TableClock,
  type TableRules,
} from '@tabula/game-kit';

export type ClockKindChoice = TableClock['kind'];

/** The clock a kind starts with when the creator picks it: 30 s a move, or 5 minutes a player and no increment. */
export function clockOfKind(kind: ClockKindChoice): TableClock {
  if (kind === 'perMove') return { kind, seconds: PER_MOVE_SECONDS[1] };
  if (kind === 'perMatch') return { kind, minutes: PER_MATCH_MINUTES[1], incrementSeconds: 0 };
  return { kind: 'none' };
}

/**
 * The rules with another clock. Adding a clock to a table that never counts anyone away sets the
 * away time to the default with a clock (a timed table should not wait forever on a gone player);
 * the creator may set it back to never, and a change between clocks keeps it.
 */
export function withClock(rules: TableRules, clock: TableClock): TableRules {
  const addsClock = rules.clock.kind === 'none' && clock.kind !== 'none';
  const awaySeconds = addsClock && rules.awaySeconds === null ? DEFAULT_AWAY_SECONDS_WITH_CLOCK : rules.awaySeconds;
  return { ...rules, clock, awaySeconds };
}
