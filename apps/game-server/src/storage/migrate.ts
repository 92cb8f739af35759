import type { Sql } from './sql';

// Tables live beside the API's in the same database, hence the bgio_ prefix. State, metadata and
// logs are stored as JSON text rather than jsonb so key order survives a round trip unchanged.
// bgio_matches has no index but its primary key: every move changes the state and the update time,
// and an index on either would make each move write new index entries (an index on game name and
// update time, which only the unused lobby listing could read, is dropped from older databases).
// Left free room in each page (fillfactor), a move's new row version fits beside the old one, as a
// heap-only update.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS bgio_matches (
  match_id text PRIMARY KEY,
  game_name text NOT NULL,
  state_id integer NOT NULL,
  state text NOT NULL,
  initial_state text NOT NULL,
  metadata text NOT NULL,
  gameover text,
  unlisted boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
DROP INDEX IF EXISTS bgio_matches_game_updated;
ALTER TABLE bgio_matches SET (fillfactor = 80);
CREATE TABLE IF NOT EXISTS bgio_logs (
  match_id text NOT NULL REFERENCES bgio_matches (match_id) ON DELETE CASCADE,
  state_id integer NOT NULL,
  entries text NOT NULL,
  PRIMARY KEY (match_id, state_id)
);
`;

// Any constant works as long as every game server uses the same one.
const MIGRATION_LOCK = 73_2014_01;

/**
 * Creates the game server's tables if they are missing. Safe to run from several game servers
 * starting at once: the statements run as one transaction under an advisory lock.
 */
export async function migrate(sql: Sql): Promise<void> {
  await sql.exec(`BEGIN; SELECT pg_advisory_xact_lock(${MIGRATION_LOCK}); ${SCHEMA} COMMIT;`);
}
