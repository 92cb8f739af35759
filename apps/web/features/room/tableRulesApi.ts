// A room's table rules as the API's GraphQL types spell them (enums in capitals), and back.
import { DEFAULT_TABLE_RULES, type TableClock, type TableRules, type TimeoutRule } from '@tabula/game-kit';
import type { TableRulesInput, TimeoutRule as ApiTimeoutRule } from '../../lib/apollo/generated-types';
import type { MemberRoom } from '../../lib/apollo/types';

/** The rules as a room's `tableRules` field reads them. */
export type ApiTableRules = MemberRoom['tableRules'];

const TIMEOUT_FROM_API: Record<ApiTimeoutRule, TimeoutRule> = { MOVE_ONCE: 'moveOnce', TAKE_OVER: 'takeOver' };
const TIMEOUT_TO_API: Record<TimeoutRule, ApiTimeoutRule> = { moveOnce: 'MOVE_ONCE', takeOver: 'TAKE_OVER' };

function clockFromApi(clock: ApiTableRules['clock']): TableClock {
  if (clock.kind === 'PER_MOVE' && clock.seconds != null) return { kind: 'perMove', seconds: clock.seconds };
  if (clock.kind === 'PER_MATCH' && clock.minutes != null) {
    return { kind: 'perMatch', minutes: clock.minutes, incrementSeconds: clock.incrementSeconds ?? 0 };
  }
  return { kind: 'none' };
}

/** The room's rules; the defaults for a room that has none (yet). */
export function tableRulesFromApi(rules: ApiTableRules | null | undefined): TableRules {
  if (!rules) return DEFAULT_TABLE_RULES;
  return {
    clock: clockFromApi(rules.clock),
    onTimeout: TIMEOUT_FROM_API[rules.onTimeout] ?? DEFAULT_TABLE_RULES.onTimeout,
    awaySeconds: rules.awaySeconds ?? null,
  };
}

/** What updateTableRules takes. */
export function tableRulesInput(rules: TableRules): TableRulesInput {
  const { clock } = rules;
  const clockInput =
    clock.kind === 'perMove'
      ? { kind: 'PER_MOVE' as const, seconds: clock.seconds }
      : clock.kind === 'perMatch'
        ? { kind: 'PER_MATCH' as const, minutes: clock.minutes, incrementSeconds: clock.incrementSeconds }
        : { kind: 'NONE' as const };
  return { clock: clockInput, onTimeout: TIMEOUT_TO_API[rules.onTimeout], awaySeconds: rules.awaySeconds };
}

/** The room's field as it would read after the change (shown at once, before the API answers). */
export function tableRulesToApi(rules: TableRules): ApiTableRules {
  const input = tableRulesInput(rules);
  return {
    clock: { seconds: null, minutes: null, incrementSeconds: null, ...input.clock },
    onTimeout: input.onTimeout,
    awaySeconds: input.awaySeconds ?? null,
  };
}
