// A room's table rules between GraphQL (enums in capitals, one flat clock type) and the stored
// TableRules of @tabula/game-kit, checked against the offered choices and the room's game.
import {
  DEFAULT_AWAY_SECONDS_WITH_CLOCK,
  parseTableRules,
  rulesNeedComputer,
  TableRulesError,
  type TableClock,
  type TableRules,
} from '@tabula/game-kit';
import { badInput } from '../errors';
import type {
  ClockKind,
  TableRules as GraphQLTableRules,
  TableRulesInput,
  TimeoutRule as GraphQLTimeoutRule,
} from '../graphql/generated-types';
import type { CatalogueEntry } from './games';

const CLOCK_KINDS: Record<ClockKind, TableClock['kind']> = { NONE: 'none', PER_MOVE: 'perMove', PER_MATCH: 'perMatch' };
const TIMEOUT_RULES: Record<GraphQLTimeoutRule, TableRules['onTimeout']> = { MOVE_ONCE: 'moveOnce', TAKE_OVER: 'takeOver' };

function graphQLName<K extends string, V>(names: Record<K, V>, value: V): K {
  return (Object.keys(names) as K[]).find((key) => names[key] === value)!;
}

/** The rules as Room.tableRules shows them. */
export function toGraphQLTableRules(rules: TableRules): GraphQLTableRules {
  const { clock } = rules;
  return {
    clock: {
      kind: graphQLName(CLOCK_KINDS, clock.kind),
      seconds: clock.kind === 'perMove' ? clock.seconds : null,
      minutes: clock.kind === 'perMatch' ? clock.minutes : null,
      incrementSeconds: clock.kind === 'perMatch' ? clock.incrementSeconds : null,
    },
    onTimeout: graphQLName(TIMEOUT_RULES, rules.onTimeout),
    awaySeconds: rules.awaySeconds,
  };
}

/**
 * The rules a creator asks for, refused unless they are among the offered choices and the game can
 * have them. An away time left out is "never" without a clock and a minute with one.
 */
export function tableRulesFor(entry: CatalogueEntry, input: TableRulesInput): TableRules {
  const { kind, seconds, minutes, incrementSeconds } = input.clock;
  const awaySeconds =
    input.awaySeconds === undefined ? (kind === 'NONE' ? null : DEFAULT_AWAY_SECONDS_WITH_CLOCK) : input.awaySeconds;
  let rules: TableRules;
  try {
    rules = parseTableRules({
      clock: { kind: CLOCK_KINDS[kind], seconds, minutes, incrementSeconds },
      onTimeout: TIMEOUT_RULES[input.onTimeout],
      awaySeconds,
    });
  } catch (error) {
    if (error instanceof TableRulesError) throw badInput(`These table rules are not offered: ${error.message}.`);
    throw error;
  }
  if (rulesNeedComputer(rules) && !entry.aiConfig) {
    throw badInput(
      `${entry.name} has no computer player, so its rooms cannot have a clock: a computer player moves for a seat whose time runs out.`,
    );
  }
  return rules;
}

/** The rules kept when a room changes to `entry`'s game: without a computer player, the clock goes. */
export function tableRulesForGame(entry: CatalogueEntry, rules: TableRules): TableRules {
  return rulesNeedComputer(rules) && !entry.aiConfig ? { ...rules, clock: { kind: 'none' } } : rules;
}
