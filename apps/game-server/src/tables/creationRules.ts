import { AsyncLocalStorage } from 'node:async_hooks';
import type { State } from 'boardgame.io';
import type { Context, Next } from 'koa';
import { DEFAULT_TABLE_RULES, parseTableRules, startTableClock, TABLE_CLOCK_PLUGIN, type TableRules } from '@tabula/game-kit';

/** The header in which the API sends a new match's table rules (JSON of TableRules). */
export const TABLE_RULES_HEADER = 'x-tabula-table-rules';

const CREATE_ROUTE = /^\/games\/[^/]+\/create$/;

/**
 * The table rules of the match being created, from the create route's header to storage's
 * createMatch: the lobby route that runs in between knows nothing of them.
 */
export class CreationRules {
  private readonly current = new AsyncLocalStorage<TableRules>();

  /**
   * Koa middleware in front of the create route: reads the header (before the route reads its
   * body), refuses bad rules with 400 and no match, and runs the route with the rules.
   */
  readonly middleware = async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.method !== 'POST' || !CREATE_ROUTE.test(ctx.path)) return next();
    const header = ctx.get(TABLE_RULES_HEADER);
    let rules = DEFAULT_TABLE_RULES;
    if (header !== '') {
      try {
        rules = parseTableRules(JSON.parse(header));
      } catch (error) {
        ctx.status = 400;
        ctx.body = { error: `table rules: ${(error as Error).message}` };
        return;
      }
    }
    await this.current.run(rules, next);
  };

  constructor(private readonly secondMs: number) {}

  /** A new match's first state with its table clock started (the rules of the route under way, or the default). */
  prepare = (initialState: State): State => {
    const rules = this.current.getStore() ?? DEFAULT_TABLE_RULES;
    const data = startTableClock(rules, initialState.ctx, Date.now(), this.secondMs);
    return { ...initialState, plugins: { ...initialState.plugins, [TABLE_CLOCK_PLUGIN]: { data } } };
  };
}
