/**
 * One store for both sides: the queries of a side's tables (invoices, lines, payments, returns,
 * return lines), read into the shared invoice shapes, parameterised by the side's `TradeTables`.
 *
 * The purchase tables have the sale tables' columns under the side's names (purchase_date for
 * sale_date, supplier_* for customer_*, purchase_id for sale_id; migration 0008) and lack a few
 * (an invoice's kind; a line's warranty, expiry and batch). So the queries are typed against the
 * sale tables, and every column whose name differs is named through the map: the `as` casts below
 * say "this side's name for that column", never a different shape.
 */
import type { TradeListQuery } from '@dokani/contracts';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { write } from '../../platform/db/batch.ts';
import { precompiledWrite } from '../../platform/db/precompiled.ts';
import type {
  Queryable,
  SaleLinesTable,
  SalePaymentsTable,
  SaleReturnLinesTable,
  SaleReturnsTable,
  SalesTable,
} from '../../platform/db/schema.ts';
import { afterCursor, bookConditions, newestFirst, totalsSelection } from './book-list.ts';
import type { BookColumns } from './book-list.ts';
import type { InvoiceRecord, InvoiceView, LineRecord, PaymentRecord, ReturnRecord, TradeSide, TradeStore } from './trade.types.ts';

/** The tables and the differing column names of one side. */
export interface TradeTables extends BookColumns {
  invoices: 'sales' | 'purchases';
  lines: 'sale_lines' | 'purchase_lines';
  returns: 'sale_returns' | 'purchase_returns';
  returnLines: 'sale_return_lines' | 'purchase_return_lines';
  contactAddress: 'customer_address' | 'supplier_address';
  /** Sale lines carry warranty, expiry and batch; purchase lines do not. */
  lineExtras: boolean;
}

export const SALE_TABLES: TradeTables = {
  invoices: 'sales',
  lines: 'sale_lines',
  payments: 'sale_payments',
  returns: 'sale_returns',
  returnLines: 'sale_return_lines',
  paymentsFk: 'sale_id',
  date: 'sale_date',
  contactId: 'customer_id',
  contactName: 'customer_name',
  contactMobile: 'customer_mobile',
  contactAddress: 'customer_address',
  hasKind: true,
  lineExtras: true,
};

export const PURCHASE_TABLES: TradeTables = {
  invoices: 'purchases',
  lines: 'purchase_lines',
  payments: 'purchase_payments',
  returns: 'purchase_returns',
  returnLines: 'purchase_return_lines',
  paymentsFk: 'purchase_id',
  date: 'purchase_date',
  contactId: 'supplier_id',
  contactName: 'supplier_name',
  contactMobile: 'supplier_mobile',
  contactAddress: 'supplier_address',
  hasKind: false,
  lineExtras: false,
};

/** The side's names, typed as the sale tables' (see the file's comment). */
function names(t: TradeTables) {
  return {
    inv: t.invoices as 'sales',
    invAs: `${t.invoices} as i` as 'sales as i',
    lines: t.lines as 'sale_lines',
    linesAs: `${t.lines} as l` as 'sale_lines as l',
    payments: t.payments as 'sale_payments',
    returns: t.returns as 'sale_returns',
    returnLines: t.returnLines as 'sale_return_lines',
    fk: t.paymentsFk as 'sale_id',
    lineFk: `l.${t.paymentsFk}` as 'l.sale_id',
  };
}

const COMMON = [
  'i.id',
  'i.number',
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

/** The invoice columns under the shared names (date, contact_*, kind). */
function invoiceColumns(t: TradeTables) {
  return [
    ...COMMON,
    `i.${t.date} as date` as 'i.sale_date as date',
    `i.${t.contactId} as contact_id` as 'i.customer_id as contact_id',
    `i.${t.contactName} as contact_name` as 'i.customer_name as contact_name',
    `i.${t.contactMobile} as contact_mobile` as 'i.customer_mobile as contact_mobile',
    `i.${t.contactAddress} as contact_address` as 'i.customer_address as contact_address',
    t.hasKind ? 'i.kind' : sql<'items'>`'items'`.as('kind'),
  ] as const;
}

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
] as const;

/** Invoices with the contact's current balance and the number of lines. */
function viewQuery(db: Queryable, t: TradeTables, shopId: string) {
  const n = names(t);
  return db
    .selectFrom(n.invAs)
    .leftJoin('contacts as c', (j) => j.onRef('c.shop_id', '=', 'i.shop_id').onRef('c.id', '=', `i.${t.contactId}` as 'i.customer_id'))
    .select(invoiceColumns(t))
    .select([
      'c.balance as contact_balance',
      (eb) =>
        eb
          .selectFrom(n.linesAs)
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('l.shop_id', '=', 'i.shop_id')
          .whereRef(n.lineFk, '=', 'i.id')
          .as('line_count'),
    ])
    .where('i.shop_id', '=', shopId);
}

export type InvoiceViewRow = InvoiceView & { line_count: number | null };

/** The store of one side's tables. */
export function tradeStore(t: TradeTables): TradeStore {
  const n = names(t);
  // Built once per shape (every posting writes them).
  const insertInvoiceRow = precompiledWrite((db, v: { row: Insertable<SalesTable> }) => db.insertInto(n.inv).values(v.row));
  const insertLineRows = precompiledWrite((db, v: { rows: Insertable<SaleLinesTable>[] }) => db.insertInto(n.lines).values(v.rows));
  const insertPaymentRows = precompiledWrite((db, v: { rows: Insertable<SalePaymentsTable>[] }) =>
    db.insertInto(n.payments).values(v.rows),
  );
  return {
    async insertInvoice(db, shopId, inv: InvoiceRecord, batch) {
      const { kind, date, contact_id, contact_name, contact_mobile, contact_address, ...rest } = inv;
      const row = {
        ...rest,
        ...(t.hasKind ? { kind } : {}),
        shop_id: shopId,
        [t.date]: date,
        [t.contactId]: contact_id,
        [t.contactName]: contact_name,
        [t.contactMobile]: contact_mobile,
        [t.contactAddress]: contact_address,
      } as Insertable<SalesTable>;
      await write(insertInvoiceRow(db, { row }), batch);
    },

    async insertLines(db, shopId, invoiceId, lines, batch) {
      if (lines.length === 0) return;
      const rows = lines.map(({ warranty_days, warranty_ends_on, expiry_date, batch_number, ...l }) => ({
        ...l,
        ...(t.lineExtras ? { warranty_days, warranty_ends_on, expiry_date, batch_number } : {}),
        shop_id: shopId,
        [t.paymentsFk]: invoiceId,
      })) as Insertable<SaleLinesTable>[];
      await write(insertLineRows(db, { rows }), batch);
    },

    async insertPayments(db, shopId, invoiceId, payments, batch) {
      if (payments.length === 0) return;
      await write(
        insertPaymentRows(db, {
          rows: payments.map((p) => ({ ...p, shop_id: shopId, [n.fk]: invoiceId }) as Insertable<SalePaymentsTable>),
        }),
        batch,
      );
    },

    lockInvoice(db, shopId, id) {
      return db
        .selectFrom(n.invAs)
        .select(invoiceColumns(t))
        .where('i.shop_id', '=', shopId)
        .where('i.id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    findInvoice(db, shopId, id) {
      return viewQuery(db, t, shopId).where('i.id', '=', id).executeTakeFirst();
    },

    findLines(db, shopId, invoiceId): Promise<LineRecord[]> {
      // Purchase lines have no warranty, expiry or batch: null under the same names.
      const extra = (col: 'warranty_days' | 'warranty_ends_on' | 'expiry_date' | 'batch_number') =>
        t.lineExtras ? sql.ref(col) : sql`null`;
      const extras = [
        sql<number | null>`${extra('warranty_days')}`.as('warranty_days'),
        sql<string | null>`${extra('warranty_ends_on')}`.as('warranty_ends_on'),
        sql<string | null>`${extra('expiry_date')}`.as('expiry_date'),
        sql<string | null>`${extra('batch_number')}`.as('batch_number'),
      ];
      return db
        .selectFrom(n.lines)
        .select(LINE_COLUMNS)
        .select(extras)
        .where('shop_id', '=', shopId)
        .where(n.fk, '=', invoiceId)
        .orderBy('line_no')
        .execute();
    },

    async findPayments(db, shopId, invoiceIds): Promise<(PaymentRecord & { invoice_id: string })[]> {
      if (invoiceIds.length === 0) return [];
      return db
        .selectFrom(n.payments)
        .select([`${n.fk} as invoice_id` as 'sale_id as invoice_id', 'seq', 'method', 'amount'])
        .where('shop_id', '=', shopId)
        .where(n.fk, 'in', invoiceIds)
        .orderBy(n.fk)
        .orderBy('seq')
        .execute();
    },

    async findReturns(db, shopId, invoiceId): Promise<ReturnRecord[]> {
      const returns = await db
        .selectFrom(n.returns)
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
        .where(n.fk, '=', invoiceId)
        .orderBy(sql`id COLLATE "C"`)
        .execute();
      if (returns.length === 0) return [];
      const lines = await db
        .selectFrom(n.returnLines)
        .select(['return_id', 'line_no', 'product_id', 'quantity', 'amount', 'vat', 'cost'])
        .where('shop_id', '=', shopId)
        .where(n.fk, '=', invoiceId)
        .orderBy('line_no')
        .execute();
      return returns.map((r) => ({ ...r, lines: lines.filter((l) => l.return_id === r.id).map(({ return_id: _r, ...l }) => l) }));
    },

    async insertReturn(db, shopId, invoiceId, r) {
      const { lines, date, ...rest } = r;
      await db
        .insertInto(n.returns)
        .values({ ...rest, shop_id: shopId, [n.fk]: invoiceId, return_date: date } as Insertable<SaleReturnsTable>)
        .execute();
      await db
        .insertInto(n.returnLines)
        .values(lines.map((l) => ({ ...l, shop_id: shopId, return_id: r.id, [n.fk]: invoiceId }) as Insertable<SaleReturnLinesTable>))
        .execute();
    },

    async addReturnedToLine(db, shopId, invoiceId, lineNo, add) {
      await db
        .updateTable(n.lines)
        .set((eb) => ({
          returned_quantity: eb('returned_quantity', '+', add.quantity),
          returned_amount: eb('returned_amount', '+', add.amount),
          returned_vat: eb('returned_vat', '+', add.vat),
          returned_cost: eb('returned_cost', '+', add.cost),
        }))
        .where('shop_id', '=', shopId)
        .where(n.fk, '=', invoiceId)
        .where('line_no', '=', lineNo)
        .execute();
    },

    async addReturnedToInvoice(db, shopId, invoiceId, add) {
      await db
        .updateTable(n.inv)
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
        .updateTable(n.inv)
        .set({ status: 'void', void_date: v.date, voided_at: v.at, voided_by: v.userId, void_reason: v.reason })
        .where('shop_id', '=', shopId)
        .where('id', '=', invoiceId)
        .execute();
    },
  };
}

/** A page of a side's book (limit + 1 rows, to know if there is a next page) and its totals. */
export async function listBook(db: Queryable, t: TradeTables, side: TradeSide, shopId: string, query: TradeListQuery, limit: number) {
  const n = names(t);
  const conds = bookConditions(t, side, query);
  let q = viewQuery(db, t, shopId);
  let totals = db.selectFrom(n.invAs).select(totalsSelection()).where('i.shop_id', '=', shopId);
  for (const c of conds) {
    q = q.where(c);
    totals = totals.where(c);
  }
  if (query.cursor) q = q.where(afterCursor(t, query.cursor));
  const [byDate, byId] = newestFirst(t);
  const rows: InvoiceViewRow[] = await q
    .orderBy(byDate)
    .orderBy(byId)
    .limit(limit + 1)
    .execute();
  return { rows, totals: await totals.executeTakeFirstOrThrow() };
}
