import type { Sql } from '../storage/sql';

// Which game server runs the bots of a match, so that after a restart each server resumes its own
// matches only (several servers may share one PostgreSQL; the API routes a match's players to the
// server that created it). A row per match that has computer seats, written once per process.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS bgio_bot_matches (
  match_id text PRIMARY KEY REFERENCES bgio_matches (match_id) ON DELETE CASCADE,
  server_id text NOT NULL
);
`;
// Not migrate()'s lock: any constant works as long as every game server uses the same one.
const BOT_SCHEMA_LOCK = 73_2014_02;

export interface BotOwnership {
  /** Records that this server runs the bots of a match (the latest server to claim it wins). */
  claim(matchID: string): Promise<void>;
  /** Matches this server claimed that are not over. */
  unfinished(): Promise<string[]>;
}

/** Creates the table if needed (after migrate(), which creates bgio_matches). */
export async function botOwnership(sql: Sql, serverID: string): Promise<BotOwnership> {
  await sql.exec(`BEGIN; SELECT pg_advisory_xact_lock(${BOT_SCHEMA_LOCK}); ${SCHEMA} COMMIT;`);
  const claimed = new Set<string>();
  return {
    async claim(matchID) {
      if (claimed.has(matchID)) return;
      await sql.query(
        `INSERT INTO bgio_bot_matches (match_id, server_id) VALUES ($1, $2)
         ON CONFLICT (match_id) DO UPDATE SET server_id = EXCLUDED.server_id
         WHERE bgio_bot_matches.server_id <> EXCLUDED.server_id`,
        [matchID, serverID],
      );
      claimed.add(matchID);
    },
    async unfinished() {
      const rows = await sql.query<{ match_id: string }>(
        `SELECT b.match_id FROM bgio_bot_matches b JOIN bgio_matches m ON m.match_id = b.match_id
         WHERE b.server_id = $1 AND m.gameover IS NULL ORDER BY m.updated_at`,
        [serverID],
      );
      return rows.map((row) => row.match_id);
    },
  };
}
