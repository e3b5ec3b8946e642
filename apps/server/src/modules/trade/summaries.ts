/**
 * The report summaries (migrations 0010, 0012, 0030, 0032 and 0034, decision 0006): `trade_days`
 * (one row per shop, side and business day) and `trade_months` (the same by month),
 * `trade_product_days` (the same per product) and `trade_product_months` and `trade_product_years`
 * (the product rows by month and by year, for long periods). Two ways in, and they must agree:
 *
 * - kept: posting, returning and voiding an invoice (modules/trade) add their figures here in the
 *   same transaction, through `addInvoice`, `addReturn` and `addVoid`: one statement each, after
 *   the product rows are locked (so two writers of one product-day row are already serialized);
 *   the same three add the invoice's change for its contacts to the transaction's `ContactSums`
 *   (modules/contacts/contact-summaries.ts), which the caller writes at its end;
 * - rebuilt: `rebuildSummaries` recomputes both tables from the ledger rows (the invoices, their
 *   lines, payments, returns and return lines) — `npm run summaries:rebuild`, and right after
 *   migration 0032 (src/migration-fills.ts).
 *   A test proves rebuilt = kept after random sales, purchases, returns and voids.
 *
 * An invoice counts on its date and a return on its return date (decision 0004). A void invoice is
 * left out as if never made (decision 0009): its whole figures go into the void_ columns of its own
 * date and its returns are taken back on theirs, so `total − void_amount` and `return_amount` count
 * only invoices that stand. `due` is what a day's standing invoices still have owing after their
 * returns (the same figure as the books' totals). The money (migration 0032, the transactions
 * report's totals) is what moved, void or not: `paid` / `paid_items` the money the day's invoices
 * kept at the counter and their payment items (`paymentItems`); `refunded` / `refund_count` the
 * refunds of the day's returns and what the day's voids handed back.
 */
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { WriteBatch } from '../../platform/db/batch.ts';
import { invoiceContacts } from '../contacts/index.ts';
import type { ContactSums } from '../contacts/index.ts';
import { precompiledWrite } from '../../platform/db/precompiled.ts';
import { monthStartSql } from '../../platform/db/month-start.ts';
import { emptyForRebuild } from '../../platform/db/rebuild.ts';
import type {
  Queryable,
  TradeDaysTable,
  TradeMonthsTable,
  TradeProductDaysTable,
  TradeProductMonthsTable,
  TradeProductYearsTable,
} from '../../platform/db/schema.ts';

export type SummarySide = 'sale' | 'purchase';

type DayFigures = Omit<TradeDaysTable, 'shop_id' | 'side' | 'day'>;
type ProductFigures = Omit<TradeProductDaysTable, 'shop_id' | 'side' | 'day' | 'product_id'>;

const DAY_COLUMNS = [
  'count',
  'total',
  'vat',
  'cost',
  'due',
  'delivery',
  'quick_total',
  'quick_cost',
  'return_count',
  'return_amount',
  'return_vat',
  'return_cost',
  'void_count',
  'void_amount',
  'void_vat',
  'void_cost',
  'void_delivery',
  'void_quick_total',
  'void_quick_cost',
  'paid',
  'paid_items',
  'refunded',
  'refund_count',
] as const satisfies readonly (keyof DayFigures)[];

const PRODUCT_COLUMNS = [
  'quantity',
  'amount',
  'vat',
  'cost',
  'return_quantity',
  'return_amount',
  'return_vat',
  'return_cost',
  'void_quantity',
  'void_amount',
  'void_vat',
  'void_cost',
] as const satisfies readonly (keyof ProductFigures)[];

function zeroDay(): DayFigures {
  return {
    count: 0,
    total: 0n,
    vat: 0n,
    cost: 0n,
    due: 0n,
    delivery: 0n,
    quick_total: 0n,
    quick_cost: 0n,
    return_count: 0,
    return_amount: 0n,
    return_vat: 0n,
    return_cost: 0n,
    void_count: 0,
    void_amount: 0n,
    void_vat: 0n,
    void_cost: 0n,
    void_delivery: 0n,
    void_quick_total: 0n,
    void_quick_cost: 0n,
    paid: 0n,
    paid_items: 0,
    refunded: 0n,
    refund_count: 0,
  };
}

function zeroProduct(): ProductFigures {
  return {
    quantity: 0n,
    amount: 0n,
    vat: 0n,
    cost: 0n,
    return_quantity: 0n,
    return_amount: 0n,
    return_vat: 0n,
    return_cost: 0n,
    void_quantity: 0n,
    void_amount: 0n,
    void_vat: 0n,
    void_cost: 0n,
  };
}

/** What one product's line(s) add; several lines of one product in one event are added up. */
export interface ProductPart {
  productId: string;
  quantity: bigint;
  /** the line's final amount: after its share of the invoice discount, with VAT */
  amount: bigint;
  vat: bigint;
  cost: bigint;
}

type Prefix = '' | 'return_' | 'void_';

/** Adds `parts` (times `sign`) to the product figures of `prefix`, one entry per product. */
function addParts(
  into: Map<string, ProductFigures>,
  prefix: Prefix,
  parts: readonly ProductPart[],
  sign: 1n | -1n = 1n,
): Map<string, ProductFigures> {
  for (const p of parts) {
    const row = into.get(p.productId) ?? zeroProduct();
    row[`${prefix}quantity`] += sign * p.quantity;
    row[`${prefix}amount`] += sign * p.amount;
    row[`${prefix}vat`] += sign * p.vat;
    row[`${prefix}cost`] += sign * p.cost;
    into.set(p.productId, row);
  }
  return into;
}

/** Built once (per number of products): each adds its figures to the row already there. */
const upsertDay = precompiledWrite((db, v: { row: Insertable<TradeDaysTable> }) =>
  db
    .insertInto('trade_days')
    .values(v.row)
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'side', 'day'])
        .doUpdateSet(Object.fromEntries(DAY_COLUMNS.map((k) => [k, sql`trade_days.${sql.ref(k)} + excluded.${sql.ref(k)}`]))),
    ),
);
const upsertMonth = precompiledWrite((db, v: { row: Insertable<TradeMonthsTable> }) =>
  db
    .insertInto('trade_months')
    .values(v.row)
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'side', 'month'])
        .doUpdateSet(Object.fromEntries(DAY_COLUMNS.map((k) => [k, sql`trade_months.${sql.ref(k)} + excluded.${sql.ref(k)}`]))),
    ),
);
const upsertProductMonths = precompiledWrite((db, v: { rows: Insertable<TradeProductMonthsTable>[] }) =>
  db
    .insertInto('trade_product_months')
    .values(v.rows)
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'side', 'month', 'product_id'])
        .doUpdateSet(Object.fromEntries(PRODUCT_COLUMNS.map((k) => [k, sql`trade_product_months.${sql.ref(k)} + excluded.${sql.ref(k)}`]))),
    ),
);
const upsertProductYears = precompiledWrite((db, v: { rows: Insertable<TradeProductYearsTable>[] }) =>
  db
    .insertInto('trade_product_years')
    .values(v.rows)
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'side', 'year', 'product_id'])
        .doUpdateSet(Object.fromEntries(PRODUCT_COLUMNS.map((k) => [k, sql`trade_product_years.${sql.ref(k)} + excluded.${sql.ref(k)}`]))),
    ),
);
const upsertProductDays = precompiledWrite((db, v: { rows: Insertable<TradeProductDaysTable>[] }) =>
  db
    .insertInto('trade_product_days')
    .values(v.rows)
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'side', 'day', 'product_id'])
        .doUpdateSet(Object.fromEntries(PRODUCT_COLUMNS.map((k) => [k, sql`trade_product_days.${sql.ref(k)} + excluded.${sql.ref(k)}`]))),
    ),
);

/**
 * Adds the figures of one business day to its day and month rows and its product-day,
 * product-month and product-year rows: one statement, or five writes added to the caller's batch
 * (each row once).
 */
async function add(
  db: Queryable,
  shopId: string,
  side: SummarySide,
  day: string,
  figures: Partial<DayFigures>,
  byProduct: ReadonlyMap<string, ProductFigures>,
  batch?: WriteBatch,
): Promise<void> {
  const sums = { ...zeroDay(), ...figures };
  const dayRow: Insertable<TradeDaysTable> = { shop_id: shopId, side, day, ...sums };
  // In product id order: the same order as the product locks.
  const productRows: Insertable<TradeProductDaysTable>[] = [...byProduct.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, f]) => ({ shop_id: shopId, side, day, product_id: productId, ...f }));

  const own = batch ?? new WriteBatch(db);
  const month = `${day.slice(0, 7)}-01`;
  own.add(upsertDay(db, { row: dayRow }));
  // Added after its day row, so PostgreSQL takes it first: a statement's parts run last one first
  // (WriteBatch). Every writer takes a month row before any of its day rows, and its days in date
  // order — a void of an invoice of the 3rd with a return on the 20th, beside a sale of the 20th,
  // takes the month and then the 3rd and the 20th, the sale the month and the 20th: no cycle.
  own.add(upsertMonth(db, { row: { shop_id: shopId, side, month, ...sums } }));
  if (productRows.length > 0) {
    own.add(upsertProductMonths(db, { rows: productRows.map(({ day: _day, ...r }) => ({ ...r, month })) }));
    const year = `${day.slice(0, 4)}-01-01`;
    own.add(upsertProductYears(db, { rows: productRows.map(({ day: _day, ...r }) => ({ ...r, year })) }));
    own.add(upsertProductDays(db, { rows: productRows }));
  }
  if (!batch) await own.flush();
}

/** An invoice as the summaries need it. */
export interface SummaryInvoice {
  /** its business date */
  date: string;
  kind: 'items' | 'quick';
  total: bigint;
  vat: bigint;
  cost: bigint;
  /** left unpaid when posted */
  due: bigint;
  /** what returns have taken off that due so far */
  due_reduced: bigint;
  delivery_charge: bigint;
  /** its customer or supplier, and its employee (the contact summaries count it for each) */
  contact_id: string | null;
  employee_id: string | null;
}

/**
 * The money an invoice's payments kept (paid less the change, which comes off the cash) and the
 * movements it is: one per payment method left with money (the transactions report's items).
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

/**
 * A new invoice on its date, with its lines' final amounts and the money its payments kept
 * (`paymentItems`); its contacts' change goes to `sums` (written by the caller at the end of its
 * transaction).
 */
export async function addInvoice(
  db: Queryable,
  shopId: string,
  side: SummarySide,
  inv: SummaryInvoice,
  lines: readonly ProductPart[],
  kept: { amount: bigint; count: number },
  sums: ContactSums,
  batch?: WriteBatch,
): Promise<void> {
  const quick = inv.kind === 'quick';
  for (const [type, id] of invoiceContacts(side, inv)) sums.add(type, id, inv.date, { [`${side}_count`]: 1, [`${side}_total`]: inv.total });
  await add(
    db,
    shopId,
    side,
    inv.date,
    {
      count: 1,
      total: inv.total,
      vat: inv.vat,
      cost: inv.cost,
      due: inv.due,
      delivery: inv.delivery_charge,
      quick_total: quick ? inv.total : 0n,
      quick_cost: quick ? inv.cost : 0n,
      paid: kept.amount,
      paid_items: kept.count,
    },
    addParts(new Map(), '', lines),
    batch,
  );
}

/** A return as the summaries need it: its date, amount, VAT, cost, the due it took off, its lines. */
export interface SummaryReturn {
  date: string;
  amount: bigint;
  vat: bigint;
  cost: bigint;
  due_reduced: bigint;
  /** what was paid back (the rest only lowered the invoice's due) */
  refunded: bigint;
  lines: readonly ProductPart[];
}

/**
 * A return: on its own date its amount, VAT, cost and what each line gave back; the due it took
 * off the invoice comes off the invoice's date (the `due` of a day is what its invoices still have
 * owing after their returns).
 */
export async function addReturn(
  db: Queryable,
  shopId: string,
  side: SummarySide,
  inv: Pick<SummaryInvoice, 'date' | 'contact_id' | 'employee_id'>,
  ret: SummaryReturn,
  sums: ContactSums,
): Promise<void> {
  for (const [type, id] of invoiceContacts(side, inv)) sums.add(type, id, ret.date, { [`${side}_returns`]: ret.amount });
  const figures: Partial<DayFigures> = {
    return_count: 1,
    return_amount: ret.amount,
    return_vat: ret.vat,
    return_cost: ret.cost,
    refunded: ret.refunded,
    refund_count: ret.refunded > 0n ? 1 : 0,
  };
  if (ret.due_reduced !== 0n && inv.date !== ret.date) {
    await add(db, shopId, side, inv.date, { due: -ret.due_reduced }, new Map());
  } else {
    figures.due = -ret.due_reduced;
  }
  await add(db, shopId, side, ret.date, figures, addParts(new Map(), 'return_', ret.lines));
}

/**
 * A void (decision 0009): the invoice is left out as if it had never been made. On the invoice's
 * own date its whole figures go into the void_ columns (so total − voids no longer counts it) and
 * what it still had owing comes off `due`; each of its earlier returns is taken back on its own
 * date (so the returns no longer count it either). On the void's own date, what was kept at the
 * counter for what the returns left, less the due still standing, is handed back (`refunded`).
 * `inv` is the invoice before the void, `lines` all its lines as posted, `returns` its returns.
 */
export async function addVoid(
  db: Queryable,
  shopId: string,
  side: SummarySide,
  inv: SummaryInvoice,
  lines: readonly ProductPart[],
  returns: readonly SummaryReturn[],
  voidDate: string,
  sums: ContactSums,
): Promise<void> {
  const quick = inv.kind === 'quick';
  for (const [type, id] of invoiceContacts(side, inv)) {
    sums.add(type, id, inv.date, {
      [`${side}_count`]: -1,
      [`${side}_total`]: -inv.total,
      [`${side}_void_count`]: 1,
      [`${side}_voids`]: inv.total,
    });
    for (const r of returns) sums.add(type, id, r.date, { [`${side}_returns`]: -r.amount });
  }
  const days = new Map<string, { figures: DayFigures; products: Map<string, ProductFigures> }>();
  const dayOf = (day: string) => {
    const d = days.get(day) ?? { figures: zeroDay(), products: new Map<string, ProductFigures>() };
    days.set(day, d);
    return d;
  };
  const own = dayOf(inv.date);
  Object.assign(own.figures, {
    due: -(inv.due - inv.due_reduced),
    void_count: 1,
    void_amount: inv.total,
    void_vat: inv.vat,
    void_cost: inv.cost,
    void_delivery: inv.delivery_charge,
    void_quick_total: quick ? inv.total : 0n,
    void_quick_cost: quick ? inv.cost : 0n,
  });
  addParts(own.products, 'void_', lines);
  for (const r of returns) {
    const d = dayOf(r.date);
    d.figures.return_count -= 1;
    d.figures.return_amount -= r.amount;
    d.figures.return_vat -= r.vat;
    d.figures.return_cost -= r.cost;
    addParts(d.products, 'return_', r.lines, -1n);
  }
  const handedBack = inv.total - returns.reduce((a, r) => a + r.amount, 0n) - (inv.due - inv.due_reduced);
  if (handedBack > 0n) {
    const d = dayOf(voidDate);
    d.figures.refunded += handedBack;
    d.figures.refund_count += 1;
  }
  // One day at a time (two days of one month share their month and product-month rows), in date
  // order: the order every writer takes its day rows in (`add`).
  for (const [day, d] of [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    await add(db, shopId, side, day, d.figures, d.products);
}

/** The ledger tables of one side, for the rebuild. */
const TABLES = {
  sale: {
    inv: 'sales',
    lines: 'sale_lines',
    payments: 'sale_payments',
    fk: 'sale_id',
    date: 'sale_date',
    returns: 'sale_returns',
    returnLines: 'sale_return_lines',
    quick: `kind = 'quick'`,
  },
  purchase: {
    inv: 'purchases',
    lines: 'purchase_lines',
    payments: 'purchase_payments',
    fk: 'purchase_id',
    date: 'purchase_date',
    returns: 'purchase_returns',
    returnLines: 'purchase_return_lines',
    quick: 'false',
  },
} as const;

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
    const t = TABLES[side];
    const inv = sql.table(t.inv);
    const date = sql.ref(`i.${t.date}`);
    const quick = sql.raw(t.quick);
    await sql`
      INSERT INTO trade_days (shop_id, side, day, ${sql.join(DAY_COLUMNS.map((c) => sql.ref(c)))})
      SELECT shop_id, ${side}, day, ${sql.join(DAY_COLUMNS.map((c) => sql`sum(${sql.ref(c)})`))}
      FROM (
        SELECT i.shop_id, ${date} AS day, 1 AS count, i.total, i.vat, i.cost,
               CASE WHEN i.void_date IS NULL THEN i.due - i.due_reduced ELSE 0 END AS due, i.delivery_charge AS delivery,
               CASE WHEN ${quick} THEN i.total ELSE 0 END AS quick_total, CASE WHEN ${quick} THEN i.cost ELSE 0 END AS quick_cost,
               0 AS return_count, 0 AS return_amount, 0 AS return_vat, 0 AS return_cost,
               0 AS void_count, 0 AS void_amount, 0 AS void_vat, 0 AS void_cost, 0 AS void_delivery, 0 AS void_quick_total, 0 AS void_quick_cost,
               -- the money kept: paid less change, one item per payment method left with money
               i.paid - i.change_given AS paid,
               (SELECT count(*) FROM (
                  SELECT pay.method FROM ${sql.table(t.payments)} pay
                  WHERE pay.shop_id = i.shop_id AND ${sql.ref(`pay.${t.fk}`)} = i.id
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
        JOIN ${inv} i ON i.shop_id = r.shop_id AND i.id = ${sql.ref(`r.${t.fk}`)}
        CROSS JOIN LATERAL (VALUES (1), (CASE WHEN i.void_date IS NULL THEN NULL ELSE -1 END)) k(sign)
        WHERE k.sign IS NOT NULL AND ${only('r')}
        UNION ALL
        -- a void invoice, whole, on its own date
        SELECT i.shop_id, ${date}, 0, 0, 0, 0, 0, 0, 0, 0,
               0, 0, 0, 0,
               1, i.total, i.vat, i.cost, i.delivery_charge,
               CASE WHEN ${quick} THEN i.total ELSE 0 END, CASE WHEN ${quick} THEN i.cost ELSE 0 END,
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
    const t = TABLES[side];
    const inv = sql.table(t.inv);
    const date = sql.ref(`i.${t.date}`);
    const fk = sql.ref(`l.${t.fk}`);
    await sql`
      INSERT INTO trade_product_days (shop_id, side, day, product_id, ${sql.join(PRODUCT_COLUMNS.map((c) => sql.ref(c)))})
      SELECT shop_id, ${side}, day, product_id, ${sql.join(PRODUCT_COLUMNS.map((c) => sql`sum(${sql.ref(c)})`))}
      FROM (
        SELECT l.shop_id, ${date} AS day, l.product_id,
               l.quantity, l.total - l.discount_share AS amount, l.vat, l.cost,
               0 AS return_quantity, 0 AS return_amount, 0 AS return_vat, 0 AS return_cost,
               0 AS void_quantity, 0 AS void_amount, 0 AS void_vat, 0 AS void_cost
        FROM ${sql.table(t.lines)} l JOIN ${inv} i ON i.shop_id = l.shop_id AND i.id = ${fk}
        WHERE ${only('l')}
        UNION ALL
        SELECT rl.shop_id, r.return_date, rl.product_id, 0, 0, 0, 0, k.sign * rl.quantity, k.sign * rl.amount, k.sign * rl.vat, k.sign * rl.cost, 0, 0, 0, 0
        FROM ${sql.table(t.returnLines)} rl
        JOIN ${sql.table(t.returns)} r ON r.shop_id = rl.shop_id AND r.id = rl.return_id
        JOIN ${inv} i ON i.shop_id = r.shop_id AND i.id = ${sql.ref(`r.${t.fk}`)}
        CROSS JOIN LATERAL (VALUES (1), (CASE WHEN i.void_date IS NULL THEN NULL ELSE -1 END)) k(sign)
        WHERE k.sign IS NOT NULL AND ${only('rl')}
        UNION ALL
        SELECT l.shop_id, ${date}, l.product_id, 0, 0, 0, 0, 0, 0, 0, 0,
               l.quantity, l.total - l.discount_share, l.vat, l.cost
        FROM ${sql.table(t.lines)} l JOIN ${inv} i ON i.shop_id = l.shop_id AND i.id = ${fk}
        WHERE i.void_date IS NOT NULL AND ${only('l')}
      ) e
      GROUP BY shop_id, day, product_id
    `.execute(trx);
  }
}
