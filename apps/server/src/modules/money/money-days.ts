/**
 * The money summary (migration 0032, decision 0018): `money_days`, one row per shop, business day
 * and kind of movement with the money moved and how many movements — what the transactions
 * report totals (reports/transactions.ts defines the movements; this is their sum by day). Two
 * ways in, and they must agree (a test proves kept = rebuilt):
 *
 * - kept: whatever moves money adds it here in its own transaction, with `addMoney`: an invoice
 *   (paid less change, one movement per payment method with money kept: `paymentItems`), a return
 *   that refunds, a void that hands back what was kept (modules/trade), a due-book money entry
 *   (modules/dues), an expense or income and its void (modules/expenses);
 * - rebuilt: `rebuildMoneyDays` from the ledgers (`npm run summaries:rebuild`, and right after
 *   migration 0032), by the same definitions as the report's movements.
 *
 * A row is one hot row per shop, day and kind, as `trade_days` is per side: its writers wait on it
 * only from their upsert to their commit, the upsert being among their last writes.
 */
import type { TransactionKind } from '@dokani/contracts';
import { sql } from 'kysely';
import type { Insertable, RawBuilder } from 'kysely';
import { WriteBatch } from '../../platform/db/batch.ts';
import { precompiledWrite } from '../../platform/db/precompiled.ts';
import type { MoneyDaysTable, Queryable } from '../../platform/db/schema.ts';

export type MoneyKind = MoneyDaysTable['kind'] & TransactionKind;

/** Which way each kind of movement moves money. */
export const MONEY_DIRECTION: Record<MoneyKind, 'in' | 'out'> = {
  sale: 'in',
  'sale-refund': 'out',
  purchase: 'out',
  'purchase-refund': 'in',
  'due-received': 'in',
  'due-given': 'out',
  expense: 'out',
  income: 'in',
};

const upsertMoney = precompiledWrite((db, v: { row: Insertable<MoneyDaysTable> }) =>
  db
    .insertInto('money_days')
    .values(v.row)
    .onConflict((oc) => oc.columns(['shop_id', 'day', 'kind']).doUpdateSet({ amount: sql`money_days.amount + excluded.amount`, count: sql`money_days.count + excluded.count` })),
);

/**
 * Adds `count` movements of `amount` in all (a void: negative) of `kind` to the shop's `day`: at
 * once, or as a part of `batch`.
 */
export async function addMoney(db: Queryable, shopId: string, kind: MoneyKind, day: string, amount: bigint, count: number, batch?: WriteBatch): Promise<void> {
  if (amount === 0n && count === 0) return;
  const own = batch ?? new WriteBatch(db);
  own.add(upsertMoney(db, { row: { shop_id: shopId, day, kind, amount, count } }));
  if (!batch) await own.flush();
}

/**
 * The money an invoice's payments kept (paid less the change, which comes off the cash) and the
 * movements it is: one per payment method left with money (the report's items).
 */
export function paymentItems(payments: readonly { method: string; amount: bigint }[], change: bigint): { amount: bigint; count: number } {
  const byMethod = new Map<string, bigint>();
  for (const p of payments) byMethod.set(p.method, (byMethod.get(p.method) ?? 0n) + p.amount);
  let amount = 0n;
  let count = 0;
  for (const [method, paid] of byMethod) {
    const kept = paid - (method === 'cash' ? change : 0n);
    amount += kept;
    if (kept > 0n) count += 1;
  }
  return { amount, count };
}

const SIDES = {
  sale: { inv: 'sales', date: 'sale_date', payments: 'sale_payments', fk: 'sale_id', returns: 'sale_returns' },
  purchase: { inv: 'purchases', date: 'purchase_date', payments: 'purchase_payments', fk: 'purchase_id', returns: 'purchase_returns' },
} as const;

/** The money of every movement straight from the ledgers, as rows of (shop_id, day, kind, amount, count), for one shop or all. */
function ledgerMoney(shopId: string | null): RawBuilder<unknown> {
  const only = (alias: string) => (shopId === null ? sql`true` : sql`${sql.ref(`${alias}.shop_id`)} = ${shopId}`);
  const parts: RawBuilder<unknown>[] = [];
  for (const side of ['sale', 'purchase'] as const) {
    const t = SIDES[side];
    // an invoice with money kept: paid − change, one movement per method left with money
    parts.push(sql`
      SELECT i.shop_id, ${sql.ref(`i.${t.date}`)} AS day, ${side}::text AS kind, i.paid - i.change_given AS amount,
             (SELECT count(*) FROM (
                SELECT pay.method FROM ${sql.table(t.payments)} pay
                WHERE pay.shop_id = i.shop_id AND ${sql.ref(`pay.${t.fk}`)} = i.id
                GROUP BY pay.method
                HAVING sum(pay.amount) - CASE WHEN pay.method = 'cash' THEN i.change_given ELSE 0 END > 0
              ) m) AS count
      FROM ${sql.table(t.inv)} i WHERE i.paid > i.change_given AND ${only('i')}`);
    // a return's refund on its date; a void's hand-back (what was kept of the rest) on the void date
    parts.push(sql`
      SELECT r.shop_id, r.return_date, ${`${side}-refund`}::text, r.refunded, 1
      FROM ${sql.table(t.returns)} r WHERE r.refunded > 0 AND ${only('r')}`);
    const handedBack = sql`(i.total - i.returned_amount) - (i.due - i.due_reduced)`;
    parts.push(sql`
      SELECT i.shop_id, i.void_date, ${`${side}-refund`}::text, ${handedBack}, 1
      FROM ${sql.table(t.inv)} i WHERE i.void_date IS NOT NULL AND ${handedBack} > 0 AND ${only('i')}`);
  }
  parts.push(sql`
    SELECT e.shop_id, e.entry_date, CASE WHEN e.direction = 'received' THEN 'due-received' ELSE 'due-given' END, e.amount, 1
    FROM due_entries e WHERE e.due_type = 'money' AND ${only('e')}`);
  for (const [table, kind] of [['expenses', 'expense'], ['incomes', 'income']] as const) {
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
  await sql`LOCK TABLE money_days IN EXCLUSIVE MODE`.execute(trx);
  let del = trx.deleteFrom('money_days');
  if (shopId !== null) del = del.where('shop_id', '=', shopId);
  await del.execute();
  await sql`
    INSERT INTO money_days (shop_id, day, kind, amount, count)
    SELECT shop_id, day, kind, sum(amount), sum(count) FROM (${ledgerMoney(shopId)}) m GROUP BY 1, 2, 3
  `.execute(trx);
}
