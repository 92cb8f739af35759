import type { PlayerID, State } from 'boardgame.io';
import type { TableRules } from './tableRules';

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
