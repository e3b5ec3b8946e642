/**
 * One store for both sides: the queries of a side's tables (invoices, lines, payments, returns,
 * return lines), read into the shared invoice shapes, parameterised by the side's `TradeTables`.
 * The two sides' tables have one shape (migration 0039), so a query over either types as one.
 */
import type { TradeListQuery } from '@dokani/contracts';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { write } from '../../platform/db/batch.ts';
import { precompiledWrite } from '../../platform/db/precompiled.ts';
import type { InvoiceLinesTable, InvoicePaymentsTable, InvoicesTable, Queryable } from '../../platform/db/schema.ts';
import { NEWEST_FIRST, afterCursor, bookConditions, totalsSelection } from './book-list.ts';
import type {
  InvoiceRecord,
  InvoiceView,
  LineRecord,
  PaymentRecord,
  ReturnRecord,
  TradeKind,
  TradeSide,
  TradeStore,
  TradeTables,
} from './trade.types.ts';

export const SALE_TABLES: TradeTables = {
  invoices: 'sales',
  lines: 'sale_lines',
  payments: 'sale_payments',
  returns: 'sale_returns',
  returnLines: 'sale_return_lines',
};

export const PURCHASE_TABLES: TradeTables = {
  invoices: 'purchases',
  lines: 'purchase_lines',
  payments: 'purchase_payments',
  returns: 'purchase_returns',
  returnLines: 'purchase_return_lines',
};

/** Each side's tables, for the code that reads both (the rebuilds, the reports). */
export const TRADE_TABLES: Readonly<Record<TradeKind, TradeTables>> = { sale: SALE_TABLES, purchase: PURCHASE_TABLES };

/** An invoice's columns as the shared code reads them (`InvoiceRecord`: its date as `date`). */
const INVOICE_COLUMNS = [
  'i.id',
  'i.number',
  'i.kind',
  'i.invoice_date as date',
  'i.contact_id',
  'i.contact_name',
  'i.contact_mobile',
  'i.contact_address',
  'i.occurred_at',
  'i.employee_id',
  'i.employee_name',
  'i.status',
  'i.subtotal',
  'i.discount_type',
  'i.discount_value',
  'i.discount_amount',
  'i.vat',
  'i.delivery_charge',
  'i.total',
  'i.paid',
  'i.due',
  'i.change_given',
  'i.cost',
  'i.returned_amount',
  'i.returned_vat',
  'i.returned_cost',
  'i.due_reduced',
  'i.balance_after',
  'i.note',
  'i.created_by',
  'i.created_at',
  'i.void_date',
  'i.voided_at',
  'i.voided_by',
  'i.void_reason',
  'i.offline_made_at',
  'i.offline_number',
  'i.stock_short',
] as const;

/** A line's columns (`LineRecord`). */
const LINE_COLUMNS = [
  'line_no',
  'product_id',
  'product_name',
  'unit',
  'quantity',
  'returned_quantity',
  'unit_price',
  'discount_type',
  'discount_value',
  'discount_amount',
  'discount_share',
  'vat_percent',
  'vat',
  'total',
  'cost',
  'returned_amount',
  'returned_vat',
  'returned_cost',
  'warranty_days',
  'warranty_ends_on',
  'expiry_date',
  'batch_number',
] as const;

/** Invoices with the contact's current balance and the number of lines. */
function viewQuery(db: Queryable, t: TradeTables, shopId: string) {
  return db
    .selectFrom(`${t.invoices} as i`)
    .leftJoin('contacts as c', (j) => j.onRef('c.shop_id', '=', 'i.shop_id').onRef('c.id', '=', 'i.contact_id'))
    .select(INVOICE_COLUMNS)
    .select([
      'c.balance as contact_balance',
      (eb) =>
        eb
          .selectFrom(`${t.lines} as l`)
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('l.shop_id', '=', 'i.shop_id')
          .whereRef('l.invoice_id', '=', 'i.id')
          .as('line_count'),
    ])
    .where('i.shop_id', '=', shopId);
}

export type InvoiceViewRow = InvoiceView & { line_count: number | null };

/** The store of one side's tables. */
export function tradeStore(t: TradeTables): TradeStore {
  // Built once per shape (every posting writes them).
  const insertInvoiceRow = precompiledWrite((db, v: { row: Insertable<InvoicesTable> }) => db.insertInto(t.invoices).values(v.row));
  const insertLineRows = precompiledWrite((db, v: { rows: Insertable<InvoiceLinesTable>[] }) => db.insertInto(t.lines).values(v.rows));
  const insertPaymentRows = precompiledWrite((db, v: { rows: Insertable<InvoicePaymentsTable>[] }) =>
    db.insertInto(t.payments).values(v.rows),
  );
  return {
    async insertInvoice(db, shopId, inv: InvoiceRecord, batch) {
      const { date, ...rest } = inv;
      await write(insertInvoiceRow(db, { row: { ...rest, shop_id: shopId, invoice_date: date } }), batch);
    },

    async insertLines(db, shopId, invoiceId, lines, batch) {
      if (lines.length === 0) return;
      await write(insertLineRows(db, { rows: lines.map((l) => ({ ...l, shop_id: shopId, invoice_id: invoiceId })) }), batch);
    },

    async insertPayments(db, shopId, invoiceId, payments, batch) {
      if (payments.length === 0) return;
      await write(insertPaymentRows(db, { rows: payments.map((p) => ({ ...p, shop_id: shopId, invoice_id: invoiceId })) }), batch);
    },

    lockInvoice(db, shopId, id) {
      return db
        .selectFrom(`${t.invoices} as i`)
        .select(INVOICE_COLUMNS)
        .where('i.shop_id', '=', shopId)
        .where('i.id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    findInvoice(db, shopId, id) {
      return viewQuery(db, t, shopId).where('i.id', '=', id).executeTakeFirst();
    },

    findLines(db, shopId, invoiceId): Promise<LineRecord[]> {
      return db
        .selectFrom(t.lines)
        .select(LINE_COLUMNS)
        .where('shop_id', '=', shopId)
        .where('invoice_id', '=', invoiceId)
        .orderBy('line_no')
        .execute();
    },

    async findPayments(db, shopId, invoiceIds): Promise<(PaymentRecord & { invoice_id: string })[]> {
      if (invoiceIds.length === 0) return [];
      return db
        .selectFrom(t.payments)
        .select(['invoice_id', 'seq', 'method', 'amount'])
        .where('shop_id', '=', shopId)
        .where('invoice_id', 'in', invoiceIds)
        .orderBy('invoice_id')
        .orderBy('seq')
        .execute();
    },

    async findReturns(db, shopId, invoiceId): Promise<ReturnRecord[]> {
      const returns = await db
        .selectFrom(t.returns)
        .select([
          'id',
          'return_date as date',
          'occurred_at',
          'amount',
          'vat',
          'cost',
          'due_reduced',
          'refunded',
          'note',
          'created_by',
          'created_at',
        ])
        .where('shop_id', '=', shopId)
        .where('invoice_id', '=', invoiceId)
        .orderBy(sql`id COLLATE "C"`)
        .execute();
      if (returns.length === 0) return [];
      const lines = await db
        .selectFrom(t.returnLines)
        .select(['return_id', 'line_no', 'product_id', 'quantity', 'amount', 'vat', 'cost'])
        .where('shop_id', '=', shopId)
        .where('invoice_id', '=', invoiceId)
        .orderBy('line_no')
        .execute();
      return returns.map((r) => ({ ...r, lines: lines.filter((l) => l.return_id === r.id).map(({ return_id: _r, ...l }) => l) }));
    },

    async insertReturn(db, shopId, invoiceId, r) {
      const { lines, date, ...rest } = r;
      await db
        .insertInto(t.returns)
        .values({ ...rest, shop_id: shopId, invoice_id: invoiceId, return_date: date })
        .execute();
      await db
        .insertInto(t.returnLines)
        .values(lines.map((l) => ({ ...l, shop_id: shopId, return_id: r.id, invoice_id: invoiceId })))
        .execute();
    },

    async addReturnedToLine(db, shopId, invoiceId, lineNo, add) {
      await db
        .updateTable(t.lines)
        .set((eb) => ({
          returned_quantity: eb('returned_quantity', '+', add.quantity),
          returned_amount: eb('returned_amount', '+', add.amount),
          returned_vat: eb('returned_vat', '+', add.vat),
          returned_cost: eb('returned_cost', '+', add.cost),
        }))
        .where('shop_id', '=', shopId)
        .where('invoice_id', '=', invoiceId)
        .where('line_no', '=', lineNo)
        .execute();
    },

    async addReturnedToInvoice(db, shopId, invoiceId, add) {
      await db
        .updateTable(t.invoices)
        .set((eb) => ({
          returned_amount: eb('returned_amount', '+', add.amount),
          returned_vat: eb('returned_vat', '+', add.vat),
          returned_cost: eb('returned_cost', '+', add.cost),
          due_reduced: eb('due_reduced', '+', add.dueReduced),
        }))
        .where('shop_id', '=', shopId)
        .where('id', '=', invoiceId)
        .execute();
    },

    async markVoid(db, shopId, invoiceId, v) {
      await db
        .updateTable(t.invoices)
        .set({ status: 'void', void_date: v.date, voided_at: v.at, voided_by: v.userId, void_reason: v.reason })
        .where('shop_id', '=', shopId)
        .where('id', '=', invoiceId)
        .execute();
    },
  };
}

/** A page of a side's book (limit + 1 rows, to know if there is a next page) and its totals. */
export async function listBook(db: Queryable, t: TradeTables, side: TradeSide, shopId: string, query: TradeListQuery, limit: number) {
  const conds = bookConditions(t, side, query);
  let q = viewQuery(db, t, shopId);
  let totals = db.selectFrom(`${t.invoices} as i`).select(totalsSelection()).where('i.shop_id', '=', shopId);
  for (const c of conds) {
    q = q.where(c);
    totals = totals.where(c);
  }
  if (query.cursor) q = q.where(afterCursor(query.cursor));
  const [byDate, byId] = NEWEST_FIRST;
  const rows: InvoiceViewRow[] = await q
    .orderBy(byDate)
    .orderBy(byId)
    .limit(limit + 1)
    .execute();
  return { rows, totals: await totals.executeTakeFirstOrThrow() };
}
