// The data layer: one TypeORM DataSource on PGlite (embedded, default) or PostgreSQL, the same
// entities and migrations on both, and a transaction helper that is safe on PGlite.
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, type EntityManager } from 'typeorm';
import { PGliteDriver } from 'typeorm-pglite';
import { ChatMessageEntity } from '../chat/entity';
import { MatchEntity, MatchMembershipEntity } from '../matches/entity';
import { RoomEntity, RoomMembershipEntity } from '../rooms/entity';
import { UserEntity } from '../users/entity';
import { translateDatabaseError } from './errors';
import { InitialSchema1763780000000 } from './migrations/1763780000000-InitialSchema';
import { RoomSettings1767225600000 } from './migrations/1767225600000-RoomSettings';
import { ComputerSeats1767398400000 } from './migrations/1767398400000-ComputerSeats';
import { TableRules1767571200000 } from './migrations/1767571200000-TableRules';

export const entities = [UserEntity, RoomEntity, RoomMembershipEntity, MatchEntity, MatchMembershipEntity, ChatMessageEntity];
export const migrations = [
  InitialSchema1763780000000,
  RoomSettings1767225600000,
  ComputerSeats1767398400000,
  TableRules1767571200000,
];

function rethrowTranslated(error: unknown): never {
  throw translateDatabaseError(error);
}

/** Serializes async work: PGlite has one connection, so transactions must not interleave. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export class Database {
  private readonly mutex: Mutex | null;

  constructor(
    readonly dataSource: DataSource,
    readonly embedded: boolean,
  ) {
    // typeorm-pglite hands every TypeORM "connection" the same PGlite session: two transactions
    // at once would share one BEGIN..COMMIT, so on PGlite all database work takes turns.
    this.mutex = embedded ? new Mutex() : null;
  }

  /** Runs `work` in one transaction: all of its writes happen, or none. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const run = () => this.dataSource.transaction(work);
    return (this.mutex ? this.mutex.run(run) : run()).catch(rethrowTranslated);
  }

  /** Reads outside a transaction (still taking turns on PGlite, so they never see half a write). */
  read<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const run = () => work(this.dataSource.manager);
    return (this.mutex ? this.mutex.run(run) : run()).catch(rethrowTranslated);
  }

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/** How long a request waits for a PostgreSQL connection before it is refused. */
export const CONNECT_TIMEOUT_MS = 5000;

export interface DatabaseOptions {
  /** postgres://...; undefined uses PGlite in `<dataDir>/api-db`. */
  url?: string;
  dataDir: string;
}

export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<Database> {
  const common = { type: 'postgres' as const, entities, migrations, synchronize: false, migrationsRun: false, logging: false };
  let dataSource: DataSource;
  if (url) {
    // A bounded wait for a connection: while PostgreSQL is unreachable, requests get a
    // DATABASE_UNAVAILABLE refusal after this long instead of hanging.
    dataSource = new DataSource({
      ...common,
      url,
      extra: { max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true },
    });
  } else {
    const folder = join(dataDir, 'api-db');
    mkdirSync(folder, { recursive: true });
    dataSource = new DataSource({ ...common, driver: new PGliteDriver({ dataDir: folder }).driver });
  }
  await dataSource.initialize();
  const database = new Database(dataSource, !url);
  await database.read(() => migrate(dataSource, !url));
  return database;
}

const MIGRATION_LOCK = 74_1_3780;

/** Runs pending migrations; on PostgreSQL under an advisory lock, as several API instances may start at once. */
async function migrate(dataSource: DataSource, embedded: boolean): Promise<void> {
  if (embedded) {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
