/** Test helpers of the sales and purchase tests: products with stock, invoices through the routes, ledger sums. */
import { ulid } from '@dokani/core';
import type { Purchase, Sale } from '@dokani/contracts';
import { sql } from 'kysely';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

export { addContact, api, balanceOf, contactMobile, expectAnswer, ledgerSum, ownerWithShop } from '../contacts/contacts.fixtures.ts';
export type { ShopFixture } from '../contacts/contacts.fixtures.ts';

/**
 * A trade test file's app and first shop: made before its tests, with the clock at 20:00 UTC on
 * 2025-03-09 — 02:00 on the 10th in Dhaka, so "today" is 2025-03-10 — and closed after them.
 */
export function withTradeApp(ready: (t: TestApp, s: ShopFixture) => void): void {
  withTestApp(async (app) => {
    app.clock.set('2025-03-09T20:00:00Z');
    ready(app, await ownerWithShop(app));
  });
}

/** A product made through the API (opening stock at the purchase price); returns its id. */
export async function addProduct(t: TestApp, s: ShopFixture, fields: Record<string, unknown> = {}): Promise<string> {
  const body = {
    id: ulid(),
    name: `পণ্য ${Math.random().toString(36).slice(2, 7)}`,
    unit: 'pcs',
    purchasePrice: '10',
    sellPrice: '15',
    ...fields,
  };
  const r = await api(t, s)('POST', '/products', body);
  if (r.statusCode !== 201) throw new Error(`create product ${r.statusCode}: ${r.body}`);
  return body.id;
}

export function saleBody(
  lines: { productId: string; quantity: string; unitPrice?: string; discount?: unknown }[],
  extra: Record<string, unknown> = {},
) {
  return { id: ulid(), lines, payments: [] as { method: string; amount: string }[], ...extra };
}

export async function sell(t: TestApp, s: ShopFixture, body: Record<string, unknown>): Promise<Sale> {
  const r = await api(t, s)('POST', '/sales', body, 'en');
  if (r.statusCode !== 201) throw new Error(`sale ${r.statusCode}: ${r.body}`);
  return r.json<Sale>();
}

export async function buy(t: TestApp, s: ShopFixture, body: Record<string, unknown>): Promise<Purchase> {
  const r = await api(t, s)('POST', '/purchases', body, 'en');
  if (r.statusCode !== 201) throw new Error(`purchase ${r.statusCode}: ${r.body}`);
  return r.json<Purchase>();
}

/** A product's current stock and the Σ of its movements (they must always agree). */
export async function stockOf(t: TestApp, shopId: string, productId: string): Promise<{ stock: bigint; ledger: bigint; average: bigint }> {
  const p = await t.db
    .selectFrom('products')
    .select(['current_stock', 'average_cost'])
    .where('shop_id', '=', shopId)
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const m = await t.db
    .selectFrom('stock_movements')
    .select(sql<string>`coalesce(sum(change), 0)::text`.as('sum'))
    .where('shop_id', '=', shopId)
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return { stock: p.current_stock, ledger: BigInt(m.sum), average: p.average_cost };
}

/** The due entries an invoice wrote (ref_id = the invoice), oldest first. */
export function dueEntriesOf(t: TestApp, shopId: string, invoiceId: string) {
  return t.db
    .selectFrom('due_entries')
    .select(['direction', 'amount', 'ref_type', 'balance_after', 'entry_date'])
    .where('shop_id', '=', shopId)
    .where('ref_id', '=', invoiceId)
    .orderBy('seq')
    .execute();
}

/** The stock movements an invoice wrote, oldest first. */
export function movementsOf(t: TestApp, shopId: string, invoiceId: string) {
  return t.db
    .selectFrom('stock_movements')
    .select(['product_id', 'reason', 'change', 'unit_cost', 'cost_total', 'ref_type'])
    .where('shop_id', '=', shopId)
    .where('ref_id', '=', invoiceId)
    .orderBy('id')
    .execute();
}
