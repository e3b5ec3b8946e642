/**
 * The report summaries rebuilt from the ledgers (summaries.ts keeps them as invoices are posted,
 * returned and voided; the two must agree — a test proves rebuilt = kept after random sales,
 * purchases, returns and voids): `npm run summaries:rebuild`, and the fills after the migrations
 * that added a summary table or column (src/migration-fills.ts).
 */
import { sql } from 'kysely';
import { monthStartSql } from '../../platform/db/month-start.ts';
import { emptyForRebuild } from '../../platform/db/rebuild.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import { DAY_COLUMNS, PRODUCT_COLUMNS } from './summary-columns.ts';
import { TRADE_TABLES } from './trade.store.ts';

/**
 * Rebuilds both summaries of one shop (or of every shop) from the ledgers, in the caller's
 * transaction. The summary tables are locked against writers first (EXCLUSIVE: reads go on), so a
 * posting that is under way either committed before the rebuild read the ledgers or adds its
 * figures after the rebuild commits — never both, never neither.
 */
export async function rebuildSummaries(trx: Queryable, shopId: string | null = null): Promise<void> {
  await sql`LOCK TABLE trade_days, trade_months, trade_product_days, trade_product_months, trade_product_years IN EXCLUSIVE MODE`.execute(
    trx,
  );
  await rebuildDaySummaries(trx, shopId);
  await rebuildTradeMonths(trx, shopId);
  await rebuildProductMonths(trx, shopId);
  await rebuildProductYears(trx, shopId);
}

/**
 * One product summary table rebuilt as the sums of a finer one, by `unit` (month or year) of its
 * date column: the months from the days, the years from the months.
 */
async function rollUp(
  trx: Queryable,
  shopId: string | null,
  into: { table: 'trade_product_months' | 'trade_product_years'; date: 'month' | 'year' },
  from: { table: 'trade_product_days' | 'trade_product_months'; date: 'day' | 'month' },
): Promise<void> {
  await emptyForRebuild(trx, [into.table], shopId);
  await sql`
    INSERT INTO ${sql.table(into.table)} (shop_id, side, ${sql.ref(into.date)}, product_id, ${sql.join(PRODUCT_COLUMNS.map((c) => sql.ref(c)))})
    SELECT shop_id, side, date_trunc(${into.date}, ${sql.ref(from.date)})::date, product_id, ${sql.join(PRODUCT_COLUMNS.map((c) => sql`sum(${sql.ref(c)})`))}
    FROM ${sql.table(from.table)}
    WHERE ${shopId === null ? sql`true` : sql`shop_id = ${shopId}`}
    GROUP BY 1, 2, 3, 4
  `.execute(trx);
}

/**
 * The trade's month rows from its day rows (run after those are right). Alone: right after
 * migration 0034, which adds the table.
 */
export async function rebuildTradeMonths(trx: Queryable, shopId: string | null = null): Promise<void> {
  await emptyForRebuild(trx, ['trade_months'], shopId);
  await sql`
    INSERT INTO trade_months (shop_id, side, month, ${sql.join(DAY_COLUMNS.map((c) => sql.ref(c)))})
    SELECT shop_id, side, ${monthStartSql('day')}, ${sql.join(DAY_COLUMNS.map((c) => sql`sum(${sql.ref(c)})`))}
    FROM trade_days
    WHERE ${shopId === null ? sql`true` : sql`shop_id = ${shopId}`}
    GROUP BY 1, 2, 3
  `.execute(trx);
}

/**
 * The year rows of the products from their month rows (run after those are right). Alone: right
 * after migration 0030, which adds the table.
 */
export async function rebuildProductYears(trx: Queryable, shopId: string | null = null): Promise<void> {
  await rollUp(trx, shopId, { table: 'trade_product_years', date: 'year' }, { table: 'trade_product_months', date: 'month' });
}

/**
 * The month rows of the products from their day rows (run after those are right). Alone: right
 * after migration 0012, which adds the month table.
 */
export async function rebuildProductMonths(trx: Queryable, shopId: string | null = null): Promise<void> {
  await rollUp(trx, shopId, { table: 'trade_product_months', date: 'month' }, { table: 'trade_product_days', date: 'day' });
}

/** The day tables (trade_days, trade_product_days) from the ledgers. */
export async function rebuildDaySummaries(trx: Queryable, shopId: string | null = null): Promise<void> {
  await rebuildTradeDays(trx, shopId);
  await rebuildProductDays(trx, shopId);
}

const onlyShop = (shopId: string | null) => (alias: string) =>
  shopId === null ? sql`true` : sql`${sql.ref(`${alias}.shop_id`)} = ${shopId}`;

/** trade_days from the ledgers (alone: after migration 0032, which added its money columns). */
export async function rebuildTradeDays(trx: Queryable, shopId: string | null = null): Promise<void> {
  await emptyForRebuild(trx, ['trade_days'], shopId);
  const only = onlyShop(shopId);

  for (const side of ['sale', 'purchase'] as const) {
    const t = TRADE_TABLES[side];
    const inv = sql.table(t.invoices);
    await sql`
      INSERT INTO trade_days (shop_id, side, day, ${sql.join(DAY_COLUMNS.map((c) => sql.ref(c)))})
      SELECT shop_id, ${side}, day, ${sql.join(DAY_COLUMNS.map((c) => sql`sum(${sql.ref(c)})`))}
      FROM (
        SELECT i.shop_id, i.invoice_date AS day, 1 AS count, i.total, i.vat, i.cost,
               CASE WHEN i.void_date IS NULL THEN i.due - i.due_reduced ELSE 0 END AS due, i.delivery_charge AS delivery,
               CASE WHEN i.kind = 'quick' THEN i.total ELSE 0 END AS quick_total, CASE WHEN i.kind = 'quick' THEN i.cost ELSE 0 END AS quick_cost,
               0 AS return_count, 0 AS return_amount, 0 AS return_vat, 0 AS return_cost,
               0 AS void_count, 0 AS void_amount, 0 AS void_vat, 0 AS void_cost, 0 AS void_delivery, 0 AS void_quick_total, 0 AS void_quick_cost,
               -- the money kept: paid less change, one item per payment method left with money
               i.paid - i.change_given AS paid,
               (SELECT count(*) FROM (
                  SELECT pay.method FROM ${sql.table(t.payments)} pay
                  WHERE pay.shop_id = i.shop_id AND pay.invoice_id = i.id
                  GROUP BY pay.method
                  HAVING sum(pay.amount) - CASE WHEN pay.method = 'cash' THEN i.change_given ELSE 0 END > 0
                ) m) AS paid_items,
               0 AS refunded, 0 AS refund_count
        FROM ${inv} i WHERE ${only('i')}
        UNION ALL
        -- every return on its date (and its refund); a void invoice's returns taken back on the same date (not their refunds: that money moved)
        SELECT r.shop_id, r.return_date, 0, 0, 0, 0, 0, 0, 0, 0,
               k.sign, k.sign * r.amount, k.sign * r.vat, k.sign * r.cost,
               0, 0, 0, 0, 0, 0, 0,
               0, 0, CASE WHEN k.sign = 1 THEN r.refunded ELSE 0 END, CASE WHEN k.sign = 1 AND r.refunded > 0 THEN 1 ELSE 0 END
        FROM ${sql.table(t.returns)} r
        JOIN ${inv} i ON i.shop_id = r.shop_id AND i.id = r.invoice_id
        CROSS JOIN LATERAL (VALUES (1), (CASE WHEN i.void_date IS NULL THEN NULL ELSE -1 END)) k(sign)
        WHERE k.sign IS NOT NULL AND ${only('r')}
        UNION ALL
        -- a void invoice, whole, on its own date
        SELECT i.shop_id, i.invoice_date, 0, 0, 0, 0, 0, 0, 0, 0,
               0, 0, 0, 0,
               1, i.total, i.vat, i.cost, i.delivery_charge,
               CASE WHEN i.kind = 'quick' THEN i.total ELSE 0 END, CASE WHEN i.kind = 'quick' THEN i.cost ELSE 0 END,
               0, 0, 0, 0
        FROM ${inv} i WHERE i.void_date IS NOT NULL AND ${only('i')}
        UNION ALL
        -- what a void handed back, on the void date
        SELECT i.shop_id, i.void_date, 0, 0, 0, 0, 0, 0, 0, 0,
               0, 0, 0, 0,
               0, 0, 0, 0, 0, 0, 0,
               0, 0, (i.total - i.returned_amount) - (i.due - i.due_reduced), 1
        FROM ${inv} i WHERE i.void_date IS NOT NULL AND (i.total - i.returned_amount) - (i.due - i.due_reduced) > 0 AND ${only('i')}
      ) e
      GROUP BY shop_id, day
    `.execute(trx);
  }
}

/** trade_product_days from the ledgers (its columns are as migration 0010 made them). */
export async function rebuildProductDays(trx: Queryable, shopId: string | null = null): Promise<void> {
  await emptyForRebuild(trx, ['trade_product_days'], shopId);
  const only = onlyShop(shopId);

  for (const side of ['sale', 'purchase'] as const) {
    const t = TRADE_TABLES[side];
    const inv = sql.table(t.invoices);
    await sql`
      INSERT INTO trade_product_days (shop_id, side, day, product_id, ${sql.join(PRODUCT_COLUMNS.map((c) => sql.ref(c)))})
      SELECT shop_id, ${side}, day, product_id, ${sql.join(PRODUCT_COLUMNS.map((c) => sql`sum(${sql.ref(c)})`))}
      FROM (
        SELECT l.shop_id, i.invoice_date AS day, l.product_id,
               l.quantity, l.total - l.discount_share AS amount, l.vat, l.cost,
               0 AS return_quantity, 0 AS return_amount, 0 AS return_vat, 0 AS return_cost,
               0 AS void_quantity, 0 AS void_amount, 0 AS void_vat, 0 AS void_cost
        FROM ${sql.table(t.lines)} l JOIN ${inv} i ON i.shop_id = l.shop_id AND i.id = l.invoice_id
        WHERE ${only('l')}
        UNION ALL
        SELECT rl.shop_id, r.return_date, rl.product_id, 0, 0, 0, 0, k.sign * rl.quantity, k.sign * rl.amount, k.sign * rl.vat, k.sign * rl.cost, 0, 0, 0, 0
        FROM ${sql.table(t.returnLines)} rl
        JOIN ${sql.table(t.returns)} r ON r.shop_id = rl.shop_id AND r.id = rl.return_id
        JOIN ${inv} i ON i.shop_id = r.shop_id AND i.id = r.invoice_id
        CROSS JOIN LATERAL (VALUES (1), (CASE WHEN i.void_date IS NULL THEN NULL ELSE -1 END)) k(sign)
        WHERE k.sign IS NOT NULL AND ${only('rl')}
        UNION ALL
        SELECT l.shop_id, i.invoice_date, l.product_id, 0, 0, 0, 0, 0, 0, 0, 0,
               l.quantity, l.total - l.discount_share, l.vat, l.cost
        FROM ${sql.table(t.lines)} l JOIN ${inv} i ON i.shop_id = l.shop_id AND i.id = l.invoice_id
        WHERE i.void_date IS NOT NULL AND ${only('l')}
      ) e
      GROUP BY shop_id, day, product_id
    `.execute(trx);
  }
}
