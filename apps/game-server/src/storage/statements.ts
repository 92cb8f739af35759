import type { Statement } from './sql';

/**
 * The statements of every move and every sync, prepared once per connection on PostgreSQL.
 * A name is bound to its text for the life of a connection: change the name with the text.
 */

/**
 * Writes a batch of states (one per match) with their log entries, in one statement and so one
 * transaction. Each row moves its match forward only if its state_id is newer than the stored one,
 * and says whether it was written and whether the match exists. The rows to update are locked in
 * match_id order first, so two game servers writing overlapping batches cannot deadlock.
 * Parameters: arrays of match ids, state ids, states, game overs (null: none), log entries and
 * update times.
 */
export const WRITE_STATES: Statement = {
  name: 'tabula_write_states_v1',
  text: `WITH batch AS (
    SELECT * FROM unnest($1::text[], $2::integer[], $3::text[], $4::text[], $5::text[], $6::bigint[])
      AS b (match_id, state_id, state, gameover, entries, updated_at)
  ),
  locked AS (
    SELECT m.match_id FROM bgio_matches m
     WHERE m.match_id IN (SELECT match_id FROM batch)
     ORDER BY m.match_id
       FOR UPDATE
  ),
  updated AS (
    UPDATE bgio_matches m
       SET state = b.state, state_id = b.state_id, gameover = COALESCE(b.gameover, m.gameover),
           updated_at = GREATEST(m.updated_at, b.updated_at)
      FROM batch b
     WHERE m.match_id = b.match_id AND m.state_id < b.state_id AND m.match_id IN (SELECT match_id FROM locked)
    RETURNING m.match_id
  ),
  logged AS (
    INSERT INTO bgio_logs (match_id, state_id, entries)
    SELECT b.match_id, b.state_id, b.entries FROM batch b JOIN updated u USING (match_id)
  )
  SELECT b.match_id, u.match_id IS NOT NULL AS written,
         EXISTS (SELECT 1 FROM bgio_matches m WHERE m.match_id = b.match_id) AS known
    FROM batch b LEFT JOIN updated u USING (match_id)`,
};

/**
 * WRITE_STATES for a batch of one write, the usual case below saturation: the same outcome, at
 * about half the database's time (no arrays to unnest, no lock ordering for a single row).
 * Parameters: match id, state id, state, game over (null: none), log entries, update time.
 */
export const WRITE_STATE: Statement = {
  name: 'tabula_write_state_v1',
  text: `WITH updated AS (
    UPDATE bgio_matches
       SET state = $3::text, state_id = $2::integer, gameover = COALESCE($4::text, gameover),
           updated_at = GREATEST(updated_at, $6::bigint)
     WHERE match_id = $1::text AND state_id < $2::integer
    RETURNING match_id
  ),
  logged AS (
    INSERT INTO bgio_logs (match_id, state_id, entries) SELECT match_id, $2::integer, $5::text FROM updated
  )
  SELECT $1::text AS match_id, EXISTS (SELECT 1 FROM updated) AS written,
         EXISTS (SELECT 1 FROM bgio_matches m WHERE m.match_id = $1::text) AS known`,
};

/**
 * The columns of many matches that moves read, in one query, and for the matches a sync reads also
 * the initial state and the log (its rows' entries joined by commas in state order, null when it
 * has none; for the other matches both are null and the log is not read). Parameters: an array of
 * match ids, and the array of those read in full.
 */
export const READ_MATCHES: Statement = {
  name: 'tabula_read_matches_v3',
  text: `SELECT m.match_id, m.game_name, m.state, m.state_id, m.metadata, m.gameover, m.updated_at,
                CASE WHEN m.match_id = ANY($2::text[]) THEN m.initial_state END AS initial_state,
                CASE WHEN m.match_id = ANY($2::text[]) THEN
                  (SELECT string_agg(l.entries, ',' ORDER BY l.state_id) FROM bgio_logs l WHERE l.match_id = m.match_id)
                END AS log
           FROM bgio_matches m WHERE m.match_id = ANY($1::text[])`,
};

/**
 * Creates a batch of matches in one statement. A match id already taken is left as it is and not
 * returned. Parameters: arrays of match ids, game names, state ids, initial states, metadata,
 * game overs (null: none), unlisted flags, creation and update times.
 */
export const INSERT_MATCHES: Statement = {
  name: 'tabula_insert_matches_v1',
  text: `INSERT INTO bgio_matches
           (match_id, game_name, state_id, state, initial_state, metadata, gameover, unlisted, created_at, updated_at)
         SELECT match_id, game_name, state_id, state, state, metadata, gameover, unlisted, created_at, updated_at
           FROM unnest($1::text[], $2::text[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::boolean[],
                       $8::bigint[], $9::bigint[])
             AS b (match_id, game_name, state_id, state, metadata, gameover, unlisted, created_at, updated_at)
         ON CONFLICT (match_id) DO NOTHING
         RETURNING match_id`,
};

/**
 * Writes the metadata of a batch of matches (one write per match) in one statement, locking the
 * rows in match_id order like WRITE_STATES. A write with an expected metadata text is made only if
 * the row still holds that text (the metadata it was made from, read earlier: nobody changed it
 * meanwhile). A game over, once recorded, is never cleared by a later write of older metadata.
 * Says per write whether it was written and whether the match exists. Parameters: arrays of match
 * ids, metadata, game overs (null: none), unlisted flags, update times and expected metadata
 * (null: write whatever is stored).
 */
export const SET_METADATAS: Statement = {
  name: 'tabula_set_metadatas_v2',
  text: `WITH batch AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::bigint[], $6::text[])
      AS b (match_id, metadata, gameover, unlisted, updated_at, expected)
  ),
  locked AS (
    SELECT m.match_id FROM bgio_matches m
     WHERE m.match_id IN (SELECT match_id FROM batch)
     ORDER BY m.match_id
       FOR UPDATE
  ),
  updated AS (
    UPDATE bgio_matches m
       SET metadata = b.metadata, gameover = COALESCE(m.gameover, b.gameover), unlisted = b.unlisted,
           updated_at = GREATEST(m.updated_at, b.updated_at)
      FROM batch b
     WHERE m.match_id = b.match_id AND m.match_id IN (SELECT match_id FROM locked)
       AND (b.expected IS NULL OR m.metadata = b.expected)
    RETURNING m.match_id
  )
  SELECT b.match_id, u.match_id IS NOT NULL AS written,
         EXISTS (SELECT 1 FROM bgio_matches m WHERE m.match_id = b.match_id) AS known
    FROM batch b LEFT JOIN updated u USING (match_id)`,
};

/** SET_METADATAS for a batch of one write (a third less of the database's time). Parameters: match id, metadata, game over, unlisted, update time, expected metadata. */
export const SET_METADATA: Statement = {
  name: 'tabula_set_metadata_v2',
  text: `WITH updated AS (
    UPDATE bgio_matches
       SET metadata = $2::text, gameover = COALESCE(gameover, $3::text), unlisted = $4::boolean,
           updated_at = GREATEST(updated_at, $5::bigint)
     WHERE match_id = $1::text AND ($6::text IS NULL OR metadata = $6::text)
    RETURNING match_id
  )
  SELECT $1::text AS match_id, EXISTS (SELECT 1 FROM updated) AS written,
         EXISTS (SELECT 1 FROM bgio_matches m WHERE m.match_id = $1::text) AS known`,
};
