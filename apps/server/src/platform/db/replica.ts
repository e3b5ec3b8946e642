/**
 * How far a streaming replica may be behind its primary (decision 0017): 0 when it has replayed
 * all it has received (an idle primary sends nothing, so "the last replayed transaction is old"
 * does not mean behind), else the seconds since the last transaction it replayed was committed.
 * On a database that is not a replica, 0.
 */
import { sql } from 'kysely';
import type { Queryable } from './schema.ts';

export async function replicaLagSeconds(db: Queryable): Promise<number> {
  const r = await sql<{ lag: string | null }>`
    SELECT CASE
      WHEN NOT pg_is_in_recovery() THEN 0
      WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
      ELSE extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp())
    END::text AS lag`.execute(db);
  const lag = Number(r.rows[0]?.lag ?? 0);
  return Number.isFinite(lag) ? Math.max(0, lag) : 0;
}
