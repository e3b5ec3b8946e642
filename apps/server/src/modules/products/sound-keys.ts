/**
 * Fills the sound keys (migration 0015) of the products and contacts written before it, with the
 * same core `phoneticKey` the modules write them with; a product's update fires its search-terms
 * trigger, which adds its sound terms. In pages of 1,000 rows, in the migration's transaction.
 */
import { phoneticKey } from '@dokani/core';
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';

const PAGE = 1000;

export async function fillSoundKeys(trx: Queryable): Promise<void> {
  for (const table of ['products', 'contacts'] as const) {
    let after: { shop_id: string; id: string } | null = null;
    for (;;) {
      let q = trx
        .selectFrom(table)
        .select(['shop_id', 'id', 'name'])
        .orderBy(sql`shop_id COLLATE "C"`)
        .orderBy(sql`id COLLATE "C"`)
        .limit(PAGE);
      if (after) q = q.where(sql<boolean>`(shop_id COLLATE "C", id COLLATE "C") > (${after.shop_id} COLLATE "C", ${after.id} COLLATE "C")`);
      const rows = await q.execute();
      const keyed = rows.map((r) => ({ ...r, key: phoneticKey(r.name) })).filter((r) => r.key !== '');
      if (keyed.length > 0) {
        const values = sql.join(keyed.map((r) => sql`(${r.shop_id}, ${r.id}, ${r.key})`));
        await sql`
          UPDATE ${sql.table(table)} AS x SET search_phonetic = v.key
          FROM (VALUES ${values}) AS v(shop_id, id, key)
          WHERE x.shop_id = v.shop_id AND x.id = v.id
        `.execute(trx);
      }
      const last = rows.at(-1);
      if (!last || rows.length < PAGE) break;
      after = { shop_id: last.shop_id, id: last.id };
    }
  }
}
