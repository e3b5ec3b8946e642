/**
 * Queries of the sales tables (sales, sale_lines, sale_payments, sale_returns, sale_return_lines),
 * read into the shared invoice shapes of modules/trade. Every function takes the shop id first.
 */
import type { TradeListQuery } from '@dokani/contracts';
import { sql } from 'kysely';
import { write } from '../../platform/db/batch.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import { afterCursor, bookConditions, newestFirst, SALE_SIDE, totalsSelection } from '../trade/index.ts';
import type { BookColumns, InvoiceRecord, InvoiceView, LineRecord, PaymentRecord, ReturnRecord, TradeStore } from '../trade/index.ts';

export const SALE_COLUMNS: BookColumns = {
  date: 'sale_date',
  contactId: 'customer_id',
  contactName: 'customer_name',
  contactMobile: 'customer_mobile',
  payments: 'sale_payments',
  paymentsFk: 'sale_id',
  hasKind: true,
};

const INVOICE = [
  'i.id',
  'i.number',
  'i.kind',
  'i.sale_date as date',
  'i.occurred_at',
  'i.customer_id as contact_id',
  'i.customer_name as contact_name',
  'i.customer_mobile as contact_mobile',
  'i.customer_address as contact_address',
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

/** Sales with the customer's current balance and the number of lines. */
function viewQuery(db: Queryable, shopId: string) {
  return db
    .selectFrom('sales as i')
    .leftJoin('contacts as c', (j) => j.onRef('c.shop_id', '=', 'i.shop_id').onRef('c.id', '=', 'i.customer_id'))
    .select(INVOICE)
    .select([
      'c.balance as contact_balance',
      (eb) =>
        eb
          .selectFrom('sale_lines as l')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('l.shop_id', '=', 'i.shop_id')
          .whereRef('l.sale_id', '=', 'i.id')
          .as('line_count'),
    ])
    .where('i.shop_id', '=', shopId);
}

export type SaleViewRow = InvoiceView & { line_count: number | null };

export const saleStore: TradeStore = {
  async insertInvoice(db, shopId, inv: InvoiceRecord, batch) {
    const { date, contact_id, contact_name, contact_mobile, contact_address, ...rest } = inv;
    await write(
      db
        .insertInto('sales')
        .values({
          ...rest,
          shop_id: shopId,
          sale_date: date,
          customer_id: contact_id,
          customer_name: contact_name,
          customer_mobile: contact_mobile,
          customer_address: contact_address,
        }),
      batch,
    );
  },

  async insertLines(db, shopId, saleId, lines, batch) {
    if (lines.length === 0) return;
    await write(
      db
        .insertInto('sale_lines')
        .values(lines.map((l) => ({ ...l, shop_id: shopId, sale_id: saleId }))),
      batch,
    );
  },

  async insertPayments(db, shopId, saleId, payments, batch) {
    if (payments.length === 0) return;
    await write(
      db
        .insertInto('sale_payments')
        .values(payments.map((p) => ({ ...p, shop_id: shopId, sale_id: saleId }))),
      batch,
    );
  },

  lockInvoice(db, shopId, id) {
    return db.selectFrom('sales as i').select(INVOICE).where('i.shop_id', '=', shopId).where('i.id', '=', id).forUpdate().executeTakeFirst();
  },

  findInvoice(db, shopId, id) {
    return viewQuery(db, shopId).where('i.id', '=', id).executeTakeFirst();
  },

  findLines(db, shopId, saleId): Promise<LineRecord[]> {
    return db
      .selectFrom('sale_lines')
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
        'warranty_days',
        'warranty_ends_on',
        'expiry_date',
        'batch_number',
      ])
      .where('shop_id', '=', shopId)
      .where('sale_id', '=', saleId)
      .orderBy('line_no')
      .execute();
  },

  async findPayments(db, shopId, saleIds): Promise<(PaymentRecord & { invoice_id: string })[]> {
    if (saleIds.length === 0) return [];
    return db
      .selectFrom('sale_payments')
      .select(['sale_id as invoice_id', 'seq', 'method', 'amount'])
      .where('shop_id', '=', shopId)
      .where('sale_id', 'in', saleIds)
      .orderBy('sale_id')
      .orderBy('seq')
      .execute();
  },

  async findReturns(db, shopId, saleId): Promise<ReturnRecord[]> {
    const returns = await db
      .selectFrom('sale_returns')
      .select(['id', 'return_date as date', 'occurred_at', 'amount', 'vat', 'cost', 'due_reduced', 'refunded', 'note', 'created_by', 'created_at'])
      .where('shop_id', '=', shopId)
      .where('sale_id', '=', saleId)
      .orderBy(sql`id COLLATE "C"`)
      .execute();
    if (returns.length === 0) return [];
    const lines = await db
      .selectFrom('sale_return_lines')
      .select(['return_id', 'line_no', 'product_id', 'quantity', 'amount', 'vat', 'cost'])
      .where('shop_id', '=', shopId)
      .where('sale_id', '=', saleId)
      .orderBy('line_no')
      .execute();
    return returns.map((r) => ({ ...r, lines: lines.filter((l) => l.return_id === r.id).map(({ return_id: _r, ...l }) => l) }));
  },

  async insertReturn(db, shopId, saleId, r) {
    const { lines, date, ...rest } = r;
    await db
      .insertInto('sale_returns')
      .values({ ...rest, shop_id: shopId, sale_id: saleId, return_date: date })
      .execute();
    await db
      .insertInto('sale_return_lines')
      .values(lines.map((l) => ({ ...l, shop_id: shopId, return_id: r.id, sale_id: saleId })))
      .execute();
  },

  async addReturnedToLine(db, shopId, saleId, lineNo, add) {
    await db
      .updateTable('sale_lines')
      .set((eb) => ({
        returned_quantity: eb('returned_quantity', '+', add.quantity),
        returned_amount: eb('returned_amount', '+', add.amount),
        returned_vat: eb('returned_vat', '+', add.vat),
        returned_cost: eb('returned_cost', '+', add.cost),
      }))
      .where('shop_id', '=', shopId)
      .where('sale_id', '=', saleId)
      .where('line_no', '=', lineNo)
      .execute();
  },

  async addReturnedToInvoice(db, shopId, saleId, add) {
    await db
      .updateTable('sales')
      .set((eb) => ({
        returned_amount: eb('returned_amount', '+', add.amount),
        returned_vat: eb('returned_vat', '+', add.vat),
        returned_cost: eb('returned_cost', '+', add.cost),
        due_reduced: eb('due_reduced', '+', add.dueReduced),
      }))
      .where('shop_id', '=', shopId)
      .where('id', '=', saleId)
      .execute();
  },

  async markVoid(db, shopId, saleId, v) {
    await db
      .updateTable('sales')
      .set({ status: 'void', void_date: v.date, voided_at: v.at, voided_by: v.userId, void_reason: v.reason })
      .where('shop_id', '=', shopId)
      .where('id', '=', saleId)
      .execute();
  },
};

/** A page of the sales book (limit + 1 rows, to know if there is a next page) and its totals. */
export async function listSales(db: Queryable, shopId: string, query: TradeListQuery, limit: number) {
  const conds = bookConditions(SALE_COLUMNS, SALE_SIDE, query);
  let q = viewQuery(db, shopId);
  let totals = db.selectFrom('sales as i').select(totalsSelection()).where('i.shop_id', '=', shopId);
  for (const c of conds) {
    q = q.where(c);
    totals = totals.where(c);
  }
  if (query.cursor) q = q.where(afterCursor(SALE_COLUMNS, query.cursor));
  const [byDate, byId] = newestFirst(SALE_COLUMNS);
  const rows: SaleViewRow[] = await q.orderBy(byDate).orderBy(byId).limit(limit + 1).execute();
  return { rows, totals: await totals.executeTakeFirstOrThrow() };
}
