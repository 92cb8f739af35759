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

/** The columns of many matches that moves read, in one query (parameter: an array of match ids). */
export const READ_MATCHES: Statement = {
  name: 'tabula_read_matches_v1',
  text: `SELECT match_id, game_name, state, metadata, gameover, updated_at
           FROM bgio_matches WHERE match_id = ANY($1::text[])`,
};

export const FETCH_INITIAL_STATE: Statement = {
  name: 'tabula_fetch_initial_state_v1',
  text: 'SELECT initial_state FROM bgio_matches WHERE match_id = $1',
};

export const FETCH_LOG: Statement = {
  name: 'tabula_fetch_log_v1',
  text: 'SELECT entries FROM bgio_logs WHERE match_id = $1 ORDER BY state_id',
};

/** A game over, once recorded, is never cleared by a later write of older metadata. */
export const SET_METADATA: Statement = {
  name: 'tabula_set_metadata_v1',
  text: `UPDATE bgio_matches
            SET metadata = $2, gameover = COALESCE(gameover, $3), unlisted = $4, updated_at = GREATEST(updated_at, $5)
          WHERE match_id = $1`,
};
