/**
 * Queries of the purchase tables (purchases, purchase_lines, purchase_payments, purchase_returns, purchase_return_lines),
 * read into the shared invoice shapes of modules/trade. Every function takes the shop id first.
 */
import type { TradeListQuery } from '@dokani/contracts';
import { sql } from 'kysely';
import { write } from '../../platform/db/batch.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import { afterCursor, bookConditions, newestFirst, PURCHASE_SIDE, totalsSelection } from '../trade/index.ts';
import type { BookColumns, InvoiceRecord, InvoiceView, LineRecord, PaymentRecord, ReturnRecord, TradeStore } from '../trade/index.ts';

export const PURCHASE_COLUMNS: BookColumns = {
  date: 'purchase_date',
  contactId: 'supplier_id',
  contactName: 'supplier_name',
  contactMobile: 'supplier_mobile',
  payments: 'purchase_payments',
  paymentsFk: 'purchase_id',
  hasKind: false,
};

const INVOICE = [
  'i.id',
  'i.number',
  'i.purchase_date as date',
  'i.occurred_at',
  'i.supplier_id as contact_id',
  'i.supplier_name as contact_name',
  'i.supplier_mobile as contact_mobile',
  'i.supplier_address as contact_address',
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
] as const;

/** Purchases with the supplier's current balance and the number of lines. */
function viewQuery(db: Queryable, shopId: string) {
  return db
    .selectFrom('purchases as i')
    .leftJoin('contacts as c', (j) => j.onRef('c.shop_id', '=', 'i.shop_id').onRef('c.id', '=', 'i.supplier_id'))
    .select(INVOICE)
    .select([
      sql<'items'>`'items'`.as('kind'),
      'c.balance as contact_balance',
      (eb) =>
        eb
          .selectFrom('purchase_lines as l')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('l.shop_id', '=', 'i.shop_id')
          .whereRef('l.purchase_id', '=', 'i.id')
          .as('line_count'),
    ])
    .where('i.shop_id', '=', shopId);
}

export type PurchaseViewRow = InvoiceView & { line_count: number | null };

export const purchaseStore: TradeStore = {
  async insertInvoice(db, shopId, inv: InvoiceRecord, batch) {
    const { kind: _kind, date, contact_id, contact_name, contact_mobile, contact_address, ...rest } = inv;
    await write(
      db
        .insertInto('purchases')
        .values({
          ...rest,
          shop_id: shopId,
          purchase_date: date,
          supplier_id: contact_id,
          supplier_name: contact_name,
          supplier_mobile: contact_mobile,
          supplier_address: contact_address,
        }),
      batch,
    );
  },

  async insertLines(db, shopId, purchaseId, lines, batch) {
    if (lines.length === 0) return;
    await write(
      db
        .insertInto('purchase_lines')
        .values(lines.map(({ warranty_days: _w, warranty_ends_on: _e, expiry_date: _x, batch_number: _b, ...l }) => ({ ...l, shop_id: shopId, purchase_id: purchaseId }))),
      batch,
    );
  },

  async insertPayments(db, shopId, purchaseId, payments, batch) {
    if (payments.length === 0) return;
    await write(
      db
        .insertInto('purchase_payments')
        .values(payments.map((p) => ({ ...p, shop_id: shopId, purchase_id: purchaseId }))),
      batch,
    );
  },

  lockInvoice(db, shopId, id) {
    return db
      .selectFrom('purchases as i')
      .select(INVOICE)
      .select(sql<'items'>`'items'`.as('kind'))
      .where('i.shop_id', '=', shopId)
      .where('i.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  findInvoice(db, shopId, id) {
    return viewQuery(db, shopId).where('i.id', '=', id).executeTakeFirst();
  },

  findLines(db, shopId, purchaseId): Promise<LineRecord[]> {
    return db
      .selectFrom('purchase_lines')
      .select([
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
        sql<null>`null`.as('warranty_days'),
        sql<null>`null`.as('warranty_ends_on'),
        sql<null>`null`.as('expiry_date'),
        sql<null>`null`.as('batch_number'),
      ])
      .where('shop_id', '=', shopId)
      .where('purchase_id', '=', purchaseId)
      .orderBy('line_no')
      .execute();
  },

  async findPayments(db, shopId, purchaseIds): Promise<(PaymentRecord & { invoice_id: string })[]> {
    if (purchaseIds.length === 0) return [];
    return db
      .selectFrom('purchase_payments')
      .select(['purchase_id as invoice_id', 'seq', 'method', 'amount'])
      .where('shop_id', '=', shopId)
      .where('purchase_id', 'in', purchaseIds)
      .orderBy('purchase_id')
      .orderBy('seq')
      .execute();
  },

  async findReturns(db, shopId, purchaseId): Promise<ReturnRecord[]> {
    const returns = await db
      .selectFrom('purchase_returns')
      .select(['id', 'return_date as date', 'occurred_at', 'amount', 'vat', 'cost', 'due_reduced', 'refunded', 'note', 'created_by', 'created_at'])
      .where('shop_id', '=', shopId)
      .where('purchase_id', '=', purchaseId)
      .orderBy(sql`id COLLATE "C"`)
      .execute();
    if (returns.length === 0) return [];
    const lines = await db
      .selectFrom('purchase_return_lines')
      .select(['return_id', 'line_no', 'product_id', 'quantity', 'amount', 'vat', 'cost'])
      .where('shop_id', '=', shopId)
      .where('purchase_id', '=', purchaseId)
      .orderBy('line_no')
      .execute();
    return returns.map((r) => ({ ...r, lines: lines.filter((l) => l.return_id === r.id).map(({ return_id: _r, ...l }) => l) }));
  },

  async insertReturn(db, shopId, purchaseId, r) {
    const { lines, date, ...rest } = r;
    await db
      .insertInto('purchase_returns')
      .values({ ...rest, shop_id: shopId, purchase_id: purchaseId, return_date: date })
      .execute();
    await db
      .insertInto('purchase_return_lines')
      .values(lines.map((l) => ({ ...l, shop_id: shopId, return_id: r.id, purchase_id: purchaseId })))
      .execute();
  },

  async addReturnedToLine(db, shopId, purchaseId, lineNo, add) {
    await db
      .updateTable('purchase_lines')
      .set((eb) => ({
        returned_quantity: eb('returned_quantity', '+', add.quantity),
        returned_amount: eb('returned_amount', '+', add.amount),
        returned_vat: eb('returned_vat', '+', add.vat),
        returned_cost: eb('returned_cost', '+', add.cost),
      }))
      .where('shop_id', '=', shopId)
      .where('purchase_id', '=', purchaseId)
      .where('line_no', '=', lineNo)
      .execute();
  },

  async addReturnedToInvoice(db, shopId, purchaseId, add) {
    await db
      .updateTable('purchases')
      .set((eb) => ({
        returned_amount: eb('returned_amount', '+', add.amount),
        returned_vat: eb('returned_vat', '+', add.vat),
        returned_cost: eb('returned_cost', '+', add.cost),
        due_reduced: eb('due_reduced', '+', add.dueReduced),
      }))
      .where('shop_id', '=', shopId)
      .where('id', '=', purchaseId)
      .execute();
  },

  async markVoid(db, shopId, purchaseId, v) {
    await db
      .updateTable('purchases')
      .set({ status: 'void', void_date: v.date, voided_at: v.at, voided_by: v.userId, void_reason: v.reason })
      .where('shop_id', '=', shopId)
      .where('id', '=', purchaseId)
      .execute();
  },
};

/** A page of the purchase book (limit + 1 rows, to know if there is a next page) and its totals. */
export async function listPurchases(db: Queryable, shopId: string, query: TradeListQuery, limit: number) {
  const conds = bookConditions(PURCHASE_COLUMNS, PURCHASE_SIDE, query);
  let q = viewQuery(db, shopId);
  let totals = db.selectFrom('purchases as i').select(totalsSelection()).where('i.shop_id', '=', shopId);
  for (const c of conds) {
    q = q.where(c);
    totals = totals.where(c);
  }
  if (query.cursor) q = q.where(afterCursor(PURCHASE_COLUMNS, query.cursor));
  const [byDate, byId] = newestFirst(PURCHASE_COLUMNS);
  const rows: PurchaseViewRow[] = await q.orderBy(byDate).orderBy(byId).limit(limit + 1).execute();
  return { rows, totals: await totals.executeTakeFirstOrThrow() };
}
