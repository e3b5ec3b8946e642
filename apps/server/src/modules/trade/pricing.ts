/**
 * The money of a new invoice: each line priced from the product where the client left a figure
 * out (decision 0004 "Prices a client may leave out"), then core `computeInvoice` — the same
 * functions the counter screen uses — and the payments settled against the total.
 */
import { InvoiceError, computeInvoice, defaultUnitPrice, formatInvoiceNumber, formatMoneyDecimal, settle } from '@dokani/core';
import type { Discount, InvoiceResult, LineInput, PaymentInput, Settlement } from '@dokani/core';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { precompiled } from '../../platform/db/precompiled.ts';
import type { ProductsTable, Queryable } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { TradeSide } from './trade.types.ts';

export interface LineRequest {
  productId: string;
  quantity: bigint;
  unitPrice?: bigint | undefined;
  /** Sales: left out → the product's own discount; null → none. Purchases: left out → none. */
  discount?: Discount | null | undefined;
  /** Purchases only: the supplier's VAT on the line (default 0). Sales take the product's. */
  vatPercent?: bigint | undefined;
}

/** The product columns an invoice reads of each locked row; the stock ones are what moveStock needs (passed on, so the rows are read once). */
const TRADE_PRODUCT_COLUMNS = [
  'id',
  'name',
  'unit',
  'status',
  'sell_price',
  'purchase_price',
  'bulk_sale',
  'bulk_price',
  'min_order_quantity',
  'vat_applicable',
  'vat_percent',
  'warranty_days',
  'discount_type',
  'discount_value',
  'expiry_date',
  'batch_number',
  'current_stock',
  'reserved',
  'average_cost',
  'last_cost',
  'stock_value',
] as const;

export type TradeProduct = Pick<Selectable<ProductsTable>, (typeof TRADE_PRODUCT_COLUMNS)[number]>;

/**
 * Built once (every invoice with lines runs it): the products of the invoice locked in id order,
 * with the shop's negative-stock setting, and the invoice's number taken from the side's counter
 * in the same statement (decision 0005: one round trip fewer). The counter's upsert reads the
 * count of the locked rows first, so PostgreSQL locks every product before it touches the counter
 * row — the order a separate statement after the lock had (decision 0004: products, then the
 * number); no product of the shop found, no number taken.
 */
const lockedProducts = precompiled((db, v: { shopId: string; ids: string[]; counter: TradeSide['counter'] }) =>
  db
    .with(
      (cte) => cte('p').materialized(),
      (qc) =>
        qc
          .selectFrom('products')
          .select(TRADE_PRODUCT_COLUMNS)
          .where('shop_id', '=', v.shopId)
          // one array parameter, not a list: the same text for any number of products (built once)
          .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${v.ids}::text[]`)))
          .orderBy(sql`id COLLATE "C"`)
          .forUpdate('products'),
    )
    .with('n', (qc) =>
      qc
        .insertInto('shop_counters')
        .columns(['shop_id', 'name', 'value'])
        .expression(
          qc
            .selectNoFrom([
              sql<string>`${v.shopId}::text`.as('shop_id'),
              sql<string>`${v.counter}::text`.as('name'),
              sql<bigint>`1::bigint`.as('value'),
            ])
            .where((eb) => eb(eb.selectFrom('p').select(eb.fn.countAll().as('locked')), '>', 0)),
        )
        .onConflict((oc) => oc.columns(['shop_id', 'name']).doUpdateSet({ value: sql<bigint>`shop_counters.value + 1` }))
        .returning('value'),
    )
    .selectFrom('p')
    .selectAll('p')
    .select((eb) => [
      eb
        .selectFrom('shop_settings')
        .select('allow_negative_stock')
        .where('shop_settings.shop_id', '=', v.shopId)
        .as('allow_negative_stock'),
      eb.selectFrom('n').select('value').as('number'),
    ]),
);

/**
 * Locks the invoice's products (in id order, byte-wise — the order `moveStock` locks them in, so
 * the prices read are the ones the stock moves under), with the shop's negative-stock setting, and
 * takes the invoice's number (the counter row stays locked until the commit; a transaction that
 * rolls back gives it back). A product not of this shop → 404; an inactive one → 409
 * PRODUCT_INACTIVE, unless `inactiveOk` (a sale made offline: the goods left the shop before the
 * product was put away).
 */
export async function lockProducts(
  trx: Queryable,
  shopId: string,
  side: TradeSide,
  productIds: readonly string[],
  opts: { inactiveOk?: boolean } = {},
): Promise<{ products: Map<string, TradeProduct>; allowNegativeStock: boolean; number: string }> {
  const ids = [...new Set(productIds)].sort();
  const rows = await lockedProducts(trx, { shopId, ids, counter: side.counter });
  const products = new Map<string, TradeProduct>();
  for (const { allow_negative_stock: _setting, number: _number, ...p } of rows) products.set(p.id, p);
  for (const id of productIds) {
    const p = products.get(id);
    if (!p) throw new AppError('NOT_FOUND', { productId: id });
    if (p.status !== 'active' && !opts.inactiveOk) throw new AppError('PRODUCT_INACTIVE', { productId: p.id, productName: p.name });
  }
  const [first] = rows;
  if (!first || first.number === null) throw new Error('lockProducts: the counter returned no number');
  return { products, allowNegativeStock: first.allow_negative_stock ?? false, number: formatInvoiceNumber(side.prefix, first.number) };
}

function productDiscount(p: TradeProduct): Discount | null {
  return p.discount_type !== null && p.discount_value !== null ? { type: p.discount_type, value: p.discount_value } : null;
}

/** One line's input to core: the client's figures, or the product's. */
export function lineInput(side: TradeSide, p: TradeProduct, r: LineRequest): LineInput {
  if (side.kind === 'sale') {
    return {
      quantity: r.quantity,
      unitPrice:
        r.unitPrice ??
        defaultUnitPrice(
          { sellPrice: p.sell_price, bulkSale: p.bulk_sale, bulkPrice: p.bulk_price, minOrderQuantity: p.min_order_quantity },
          r.quantity,
        ),
      discount: r.discount === undefined ? productDiscount(p) : r.discount,
      vatPercent: p.vat_applicable ? (p.vat_percent ?? 0n) : 0n,
    };
  }
  return { quantity: r.quantity, unitPrice: r.unitPrice ?? p.purchase_price, discount: r.discount ?? null, vatPercent: r.vatPercent ?? 0n };
}

/** The invoice's figures; a discount larger than what it applies to → 409 with the line named. */
export function priceInvoice(
  side: TradeSide,
  products: ReadonlyMap<string, TradeProduct>,
  lines: readonly LineRequest[],
  discount: Discount | null | undefined,
  deliveryCharge: bigint | undefined,
): InvoiceResult {
  const inputs = lines.map((l) => {
    const p = products.get(l.productId);
    if (!p) throw new AppError('NOT_FOUND', { productId: l.productId });
    return lineInput(side, p, l);
  });
  try {
    return computeInvoice({ lines: inputs, discount: discount ?? null, deliveryCharge: deliveryCharge ?? 0n });
  } catch (e) {
    if (!(e instanceof InvoiceError)) throw e;
    const at = e.line === undefined ? undefined : lines[e.line];
    switch (e.code) {
      case 'LINE_DISCOUNT_TOO_LARGE':
        return throwLineDiscount(at, products, (e.line ?? 0) + 1);
      case 'DISCOUNT_TOO_LARGE':
        throw new AppError('TRADE_DISCOUNT_TOO_LARGE');
      case 'EMPTY':
        throw new AppError('VALIDATION_FAILED', { lines: 'validation.trade.emptyCart' });
      default:
        throw new AppError('VALIDATION_FAILED', {
          [e.line === undefined ? 'deliveryCharge' : `lines.${e.line}`]: 'validation.invalidValue',
        });
    }
  }
}

function throwLineDiscount(line: LineRequest | undefined, products: ReadonlyMap<string, TradeProduct>, lineNo: number): never {
  const p = line ? products.get(line.productId) : undefined;
  throw new AppError('TRADE_LINE_DISCOUNT_TOO_LARGE', { lineNo, productId: p?.id ?? null, productName: p?.name ?? '' });
}

/** The client's total, when it sent one, must be the server's to the poisha. */
export function checkClientTotal(expected: bigint, given: bigint | undefined): void {
  if (given !== undefined && given !== expected) {
    throw new AppError('TRADE_TOTAL_MISMATCH', { expected: formatMoneyDecimal(expected), given: formatMoneyDecimal(given) });
  }
}

/**
 * Settles the total by the payments: change only from cash (409 TRADE_OVERPAID), and anything
 * left unpaid needs a contact to owe it (409 SALE_DUE_NEEDS_CUSTOMER / PURCHASE_DUE_NEEDS_SUPPLIER).
 */
export function settlePayments(side: TradeSide, total: bigint, payments: readonly PaymentInput[], hasContact: boolean): Settlement {
  const s = settle(total, payments);
  if ('error' in s) {
    const cash = payments.filter((p) => p.method === 'cash').reduce((a, p) => a + p.amount, 0n);
    const paid = payments.reduce((a, p) => a + p.amount, 0n);
    throw new AppError('TRADE_OVERPAID', {
      total: formatMoneyDecimal(total),
      paid: formatMoneyDecimal(paid),
      cash: formatMoneyDecimal(cash),
    });
  }
  if (s.due > 0n && !hasContact) throw new AppError(side.dueNeedsContact, { due: formatMoneyDecimal(s.due) });
  return s;
}
