/** Invoice numbers (S-000123, P-000045): a per-shop counter in shop_counters. */
import { formatInvoiceNumber } from '@dokani/core';
import { sql } from 'kysely';
import { precompiled } from '../../platform/db/precompiled.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { TradeSide } from './trade.types.ts';

/**
 * Takes the shop's next number of this side inside the caller's transaction. The counter row stays
 * locked until the commit, so take it last (decision 0004): the row is held for the shortest time,
 * and a transaction that rolls back gives its number back — the numbers have no gaps. An invoice
 * with lines takes its number with its products' lock instead (`lockProducts`, after the rows are
 * locked, in the same statement); this is for one without (a quick sell).
 */
export async function nextInvoiceNumber(trx: Queryable, shopId: string, side: TradeSide): Promise<string> {
  const [row] = await takeNumber(trx, { shopId, name: side.counter });
  if (!row) throw new Error('numbering: the counter returned no row');
  return formatInvoiceNumber(side.prefix, row.value);
}

/** Built once (every invoice runs it). */
const takeNumber = precompiled((db, v: { shopId: string; name: TradeSide['counter'] }) =>
  db
    .insertInto('shop_counters')
    .values({ shop_id: v.shopId, name: v.name, value: 1n })
    .onConflict((oc) => oc.columns(['shop_id', 'name']).doUpdateSet({ value: sql<bigint>`shop_counters.value + 1` }))
    .returning('value'),
);
