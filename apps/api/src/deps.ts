import type { Database } from './db/database';
import type { EventBus } from './events';
import type { GameServers } from './game-servers/client';

/** What every service is given, so tests run the same code on PGlite and PostgreSQL. */
export interface ServiceDeps {
  db: Database;
  events: EventBus;
  now: () => Date;
  newId: () => string;
  /** A whole number in [0, max). */
  randomInt: (max: number) => number;
  gameServers: GameServers;
}
