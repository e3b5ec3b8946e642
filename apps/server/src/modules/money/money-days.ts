/**
 * The money summary (migration 0032, decision 0018) of what is not trade: `money_days`, one row
 * per shop, business day and kind — due money received and given, expenses, other income — with
 * the money moved and how many movements; the transactions report totals it with the trade's own
 * money, which rides on `trade_days` (paid, refunds: modules/trade/summaries.ts). Two ways in, and
 * they must agree (a test proves kept = rebuilt):
 *
 * - kept: a due-book money entry (modules/dues), an expense or income and its void
 *   (modules/expenses) add to it in their own transaction, with `addMoney`;
 * - rebuilt: `rebuildMoneyDays` from the ledgers (`npm run summaries:rebuild`, and right after
 *   migration 0032), by the same definitions as the report's movements.
 */
import type { TransactionKind } from '@dokani/contracts';
import { sql } from 'kysely';
import type { Insertable, RawBuilder } from 'kysely';
import { WriteBatch } from '../../platform/db/batch.ts';
import { precompiledWrite } from '../../platform/db/precompiled.ts';
import { emptyForRebuild } from '../../platform/db/rebuild.ts';
import type { MoneyDaysTable, Queryable } from '../../platform/db/schema.ts';

export type MoneyKind = MoneyDaysTable['kind'] & TransactionKind;

/** Which way each kind of movement moves money. */
export const MONEY_DIRECTION: Record<MoneyKind, 'in' | 'out'> = {
  'due-received': 'in',
  'due-given': 'out',
  expense: 'out',
  income: 'in',
};

const upsertMoney = precompiledWrite((db, v: { row: Insertable<MoneyDaysTable> }) =>
  db
    .insertInto('money_days')
    .values(v.row)
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'day', 'kind'])
        .doUpdateSet({ amount: sql`money_days.amount + excluded.amount`, count: sql`money_days.count + excluded.count` }),
    ),
);

/**
 * Adds `count` movements of `amount` in all (a void: negative) of `kind` to the shop's `day`: at
 * once, or as a part of `batch`.
 */
export async function addMoney(
  db: Queryable,
  shopId: string,
  kind: MoneyKind,
  day: string,
  amount: bigint,
  count: number,
  batch?: WriteBatch,
): Promise<void> {
  if (amount === 0n && count === 0) return;
  const own = batch ?? new WriteBatch(db);
  own.add(upsertMoney(db, { row: { shop_id: shopId, day, kind, amount, count } }));
  if (!batch) await own.flush();
}

/** The money of every movement straight from the ledgers, as rows of (shop_id, day, kind, amount, count), for one shop or all. */
function ledgerMoney(shopId: string | null): RawBuilder<unknown> {
  const only = (alias: string) => (shopId === null ? sql`true` : sql`${sql.ref(`${alias}.shop_id`)} = ${shopId}`);
  const parts: RawBuilder<unknown>[] = [];
  parts.push(sql`
    SELECT e.shop_id, e.entry_date AS day, CASE WHEN e.direction = 'received' THEN 'due-received' ELSE 'due-given' END AS kind, e.amount, 1 AS count
    FROM due_entries e WHERE e.due_type = 'money' AND ${only('e')}`);
  for (const [table, kind] of [
    ['expenses', 'expense'],
    ['incomes', 'income'],
  ] as const) {
    parts.push(sql`
      SELECT x.shop_id, x.entry_date, ${kind}::text, x.amount, 1
      FROM ${sql.table(table)} x WHERE x.voided_at IS NULL AND ${only('x')}`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * Rebuilds the money summary of one shop (or of every shop) from the ledgers, in the caller's
 * transaction, locked against writers first (EXCLUSIVE: reads go on).
 */
export async function rebuildMoneyDays(trx: Queryable, shopId: string | null = null): Promise<void> {
  await emptyForRebuild(trx, ['money_days'], shopId);
  await sql`
    INSERT INTO money_days (shop_id, day, kind, amount, count)
    SELECT shop_id, day, kind, sum(amount), sum(count) FROM (${ledgerMoney(shopId)}) m GROUP BY 1, 2, 3
  `.execute(trx);
}
