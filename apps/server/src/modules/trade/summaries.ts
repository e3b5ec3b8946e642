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
 * - rebuilt: `rebuildSummaries` (rebuild-summaries.ts) recomputes them from the ledger rows (the
 *   invoices, their lines, payments, returns and return lines) — `npm run summaries:rebuild`, and
 *   right after migration 0032 (src/migration-fills.ts).
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
import type {
  Queryable,
  TradeDaysTable,
  TradeMonthsTable,
  TradeProductDaysTable,
  TradeProductMonthsTable,
  TradeProductYearsTable,
} from '../../platform/db/schema.ts';
import { DAY_COLUMNS, PRODUCT_COLUMNS } from './summary-columns.ts';
import type { DayFigures, ProductFigures, SummarySide } from './summary-columns.ts';

export type { SummarySide } from './summary-columns.ts';

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
