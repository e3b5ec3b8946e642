/**
 * The start of every summary rebuild (report summaries, contact summaries, the money summary):
 * the tables are locked against writers (EXCLUSIVE: reads go on), so a posting under way either
 * committed before the rebuild reads the ledgers or adds its figures after the rebuild commits,
 * and the rows of one shop (or of every shop) are emptied, to be filled again from the ledgers.
 */
import { sql } from 'kysely';
import type { Database, Queryable } from './schema.ts';

export async function emptyForRebuild(trx: Queryable, tables: readonly (keyof Database & string)[], shopId: string | null): Promise<void> {
  await sql`LOCK TABLE ${sql.join(tables.map((t) => sql.table(t)))} IN EXCLUSIVE MODE`.execute(trx);
  for (const table of tables) {
    await sql`DELETE FROM ${sql.table(table)} WHERE ${shopId === null ? sql`true` : sql`shop_id = ${shopId}`}`.execute(trx);
  }
}
