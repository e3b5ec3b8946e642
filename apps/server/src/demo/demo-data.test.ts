import { isValidEan13, localDate, parseMoney, ulid } from '@dokani/core';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../platform/deps.ts';
import type { Usage } from '../platform/usage.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { bearer, createShop, login, signUp } from '../test/auth.ts';
import { DEMO_CATEGORIES, DEMO_CONTACTS, DEMO_PRODUCTS } from './demo-data.ts';
import { seedDemo } from './seed.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});
async function app(): Promise<TestApp> {
  const t = await createTestApp();
  apps.push(t);
  return t;
}

const money = (s: string): bigint => {
  const v = parseMoney(s);
  if (v === null) throw new Error(`not money: ${s}`);
  return v;
};
const tk = (taka: number): bigint => BigInt(Math.round(taka * 100));

interface Demo {
  get: <T = Record<string, unknown>>(path: string) => Promise<T>;
  shopId: string;
}

async function signIn(t: TestApp): Promise<Demo> {
  const r = await login(t, '01700000000', '12345');
  expect(r.statusCode).toBe(200);
  const token = r.json<{ token: string }>().token;
  const shops = await t.call({ method: 'GET', url: '/api/v1/shops', headers: bearer(token) });
  const shopId = shops.json<{ items: { id: string }[] }>().items[0]?.id ?? '';
  return {
    shopId,
    get: async (path) => {
      const res = await t.call({
        method: 'GET',
        url: `/api/v1/shops/${shopId}${path}`,
        headers: { ...bearer(token), 'accept-language': 'bn' },
      });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      return res.json();
    },
  };
}

/** How many rows of each of the demo's tables the shop has. */
async function counts(t: TestApp, shopId: string): Promise<Record<string, number>> {
  const tables = [
    'categories',
    'products',
    'stock_movements',
    'contacts',
    'due_entries',
    'sales',
    'sale_returns',
    'purchases',
    'expenses',
    'incomes',
    'idempotency_keys',
    'audit_log',
  ] as const;
  const out: Record<string, number> = {};
  for (const table of tables) {
    const column = table === 'idempotency_keys' ? 'scope' : 'shop_id';
    const r = await t.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .where(column, '=', shopId)
      .executeTakeFirstOrThrow();
    out[table] = Number(r.n);
  }
  return out;
}

/** The ledgers agree with what they feed: stock with its movements, balances with the due book, the books with their rows. */
async function expectLedgersReconcile(t: TestApp, demo: Demo): Promise<void> {
  const { shopId } = demo;
  const stock = await t.db
    .selectFrom('products as p')
    .leftJoin('stock_movements as m', (j) => j.onRef('m.shop_id', '=', 'p.shop_id').onRef('m.product_id', '=', 'p.id'))
    .select(['p.name', 'p.current_stock', sql<string>`coalesce(sum(m.change), 0)::text`.as('moved'), sql<number>`count(m.id)::int`.as('n')])
    .where('p.shop_id', '=', shopId)
    .groupBy(['p.id', 'p.name', 'p.current_stock'])
    .execute();
  expect(stock).toHaveLength(DEMO_PRODUCTS.length);
  for (const p of stock) {
    expect(p.current_stock, p.name).toBe(BigInt(p.moved));
    expect(p.current_stock > 0n, p.name).toBe(true);
    expect(Number(p.n), p.name).toBeGreaterThan(0); // at least the opening stock
  }

  const contacts = await t.db.selectFrom('contacts').select(['id', 'name', 'type', 'balance']).where('shop_id', '=', shopId).execute();
  const entries = await t.db
    .selectFrom('due_entries')
    .select(['contact_id', 'direction', 'amount', 'balance_after', 'seq', 'ref_type', 'ref_id'])
    .where('shop_id', '=', shopId)
    .orderBy('seq')
    .execute();
  for (const c of contacts) {
    const mine = entries.filter((e) => e.contact_id === c.id);
    const sum = mine.reduce((s, e) => s + (e.direction === 'given' ? e.amount : -e.amount), 0n);
    expect(c.balance, c.name).toBe(sum);
    expect(mine.at(-1)?.balance_after ?? 0n, c.name).toBe(c.balance);
  }

  // The sales book: its totals are the sums of its rows, each row settles its total, and the dues
  // the rows still carry are what the due book holds for them.
  type Row = { id: string; total: string; paid: string; change: string; due: string; returnedAmount: string };
  const book = await demo.get<{
    items: Row[];
    totals: { count: number; voidCount: number; total: string; paid: string; due: string; returnedAmount: string };
  }>('/sales?limit=100&status=all');
  const rows = book.items;
  const sum = (f: (r: Row) => bigint) => rows.reduce((s, r) => s + f(r), 0n);
  expect(book.totals.count).toBe(rows.length);
  expect(book.totals.voidCount).toBe(0);
  expect(money(book.totals.total)).toBe(sum((r) => money(r.total)));
  expect(money(book.totals.paid)).toBe(sum((r) => money(r.paid) - money(r.change)));
  expect(money(book.totals.due)).toBe(sum((r) => money(r.due)));
  expect(money(book.totals.returnedAmount)).toBe(sum((r) => money(r.returnedAmount)));
  for (const r of rows) {
    const unpaid = money(r.total) - (money(r.paid) - money(r.change));
    // What was left unpaid is still due, less what a return took off it.
    const taken = entries.filter((e) => e.ref_id === r.id && e.direction === 'received').reduce((s, e) => s + e.amount, 0n);
    expect(money(r.due)).toBe(unpaid - taken);
    const posted = entries.filter((e) => e.ref_id === r.id).reduce((s, e) => s + (e.direction === 'given' ? e.amount : -e.amount), 0n);
    expect(posted).toBe(money(r.due));
  }
  const purchases = await demo.get<{ items: { id: string; due: string }[] }>('/purchases?limit=100');
  for (const p of purchases.items) {
    const posted = entries.filter((e) => e.ref_id === p.id).reduce((s, e) => s + (e.direction === 'received' ? e.amount : -e.amount), 0n);
    expect(posted).toBe(money(p.due));
  }
}

describe('demo data', () => {
  it('fills the demo shop through the services, the ledgers reconcile, and a second seed does nothing', async () => {
    const t = await app();
    expect(await seedDemo(t.deps)).toBe(true);
    const demo = await signIn(t);
    const today = localDate(t.clock.now(), 'Asia/Dhaka');
    const daysBefore = (n: number) => localDate(new Date(t.clock.now().getTime() - n * 86_400_000), 'Asia/Dhaka');

    // Categories and products
    const categories = await demo.get<{ items: { name: string; productCount: number }[] }>('/categories');
    expect(categories.items.map((c) => c.name).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.name).sort());
    expect(categories.items.every((c) => c.productCount >= 3)).toBe(true);
    type P = {
      id: string;
      name: string;
      unit: string;
      barcode: string | null;
      bulkSale: boolean;
      vatApplicable: boolean;
      warrantyDays: number | null;
      currentStock: string;
      lowStock: boolean;
      sellPrice: string;
      purchasePrice: string;
      categoryId: string | null;
    };
    const products = (await demo.get<{ items: P[] }>('/products?limit=100')).items;
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    expect(products.every((p) => p.categoryId !== null && money(p.sellPrice) > money(p.purchasePrice))).toBe(true);
    expect(new Set(products.map((p) => p.unit))).toEqual(new Set(['kg', 'pcs', 'litre', 'packet', 'dozen', 'box']));
    const barcodes = products.flatMap((p) => (p.barcode ? [p.barcode] : []));
    expect(barcodes.length).toBeGreaterThanOrEqual(3);
    expect(barcodes.every((b) => b.startsWith('2') && isValidEan13(b))).toBe(true);
    expect(products.filter((p) => p.bulkSale).map((p) => p.name)).toEqual(['মিনিকেট চাল']);
    expect(products.filter((p) => p.vatApplicable)).toHaveLength(1);
    expect(products.filter((p) => (p.warrantyDays ?? 0) > 0)).toHaveLength(1);
    expect(
      products
        .filter((p) => p.lowStock)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['ইস্পাহানি মির্জাপুর চা-পাতা ৪০০ গ্রাম', 'মুগ ডাল']);
    const expiring = await demo.get<{ items: { product: { name: string }; daysLeft: number }[] }>('/products/expiring?days=7');
    expect(expiring.items.map((i) => [i.product.name, i.daysLeft])).toEqual([['প্রাণ ম্যাঙ্গো জুস ২৫০ মিলি', 5]]);
    const byName = new Map(products.map((p) => [p.name, p]));
    expect(byName.get('মিনিকেট চাল')?.currentStock).toBe('218');
    expect(byName.get('রূপচাঁদা সয়াবিন তেল ১ লিটার')?.currentStock).toBe('35'); // 24 + 12 − 2 + 1 returned

    // Contacts
    const contacts = (await demo.get<{ items: { name: string; type: string; mobile: string; balance: string }[] }>('/contacts?limit=100'))
      .items;
    expect(contacts).toHaveLength(DEMO_CONTACTS.length);
    const ofType = (type: string) => contacts.filter((c) => c.type === type).length;
    expect([ofType('customer'), ofType('supplier'), ofType('employee')]).toEqual([5, 2, 1]);
    expect(contacts.every((c) => /^\+8801[789]110000[0-2]\d$/.test(c.mobile))).toBe(true);
    const balance = (name: string) => money(contacts.find((c) => c.name === name)?.balance ?? 'x');
    expect(balance('করিম মিয়া')).toBe(tk(155)); // ৳344 on due, ৳189 returned
    expect(balance('আবুল কাশেম (চায়ের দোকান)')).toBe(tk(299)); // ৳599 on due, ৳300 paid
    expect(balance('আল-আমিন এন্টারপ্রাইজ')).toBe(-tk(1758)); // the shop owes the supplier
    const summary = await demo.get<{ receivable: string; payable: string }>('/due-summary');
    expect([money(summary.receivable), money(summary.payable)]).toEqual([tk(454), tk(1758)]);

    // Purchases and sales over the last 14 days
    const purchases = (await demo.get<{ items: { due: string; paid: string; total: string }[] }>('/purchases?limit=100')).items;
    expect(purchases).toHaveLength(2);
    expect(purchases.filter((p) => money(p.due) > 0n && money(p.paid) > 0n)).toHaveLength(1);
    type S = {
      number: string;
      date: string;
      kind: string;
      total: string;
      change: string;
      due: string;
      customerId: string | null;
      returnedAmount: string;
      employeeName: string | null;
    };
    const sales = (await demo.get<{ items: S[] }>('/sales?limit=100')).items;
    expect(sales).toHaveLength(12);
    expect(sales.every((s) => s.date >= daysBefore(13) && s.date <= today)).toBe(true);
    expect(sales.filter((s) => s.date === today).length).toBeGreaterThanOrEqual(1);
    expect(sales.filter((s) => s.kind === 'quick')).toHaveLength(1);
    expect(sales.filter((s) => money(s.change) > 0n).length).toBeGreaterThanOrEqual(4);
    const onDue = sales.filter((s) => money(s.due) > 0n);
    expect(onDue).toHaveLength(2);
    expect(onDue.every((s) => s.customerId !== null)).toBe(true);
    expect(sales.some((s) => s.employeeName === 'সুমন মিয়া')).toBe(true);
    // Invoice numbers follow the dates.
    const byNumber = [...sales].sort((a, b) => a.number.localeCompare(b.number));
    expect(byNumber.map((s) => s.date)).toEqual([...byNumber.map((s) => s.date)].sort());
    const returned = sales.filter((s) => money(s.returnedAmount) > 0n);
    expect(returned).toHaveLength(1);
    expect(money(returned[0]?.returnedAmount ?? '0')).toBeLessThan(money(returned[0]?.total ?? '0')); // partial

    // The due book: the invoices' dues, the return, and one payment written by hand
    const manual = await t.db
      .selectFrom('due_entries')
      .select(['direction', 'amount'])
      .where('shop_id', '=', demo.shopId)
      .where('ref_type', 'is', null)
      .execute();
    expect(manual).toEqual([{ direction: 'received', amount: tk(300) }]);

    // Expenses and income, in default categories
    type E = { categoryName: string; amount: string; employeeId: string | null; date: string };
    const expenses = (await demo.get<{ items: E[] }>('/expenses?limit=100')).items;
    expect(expenses.map((e) => e.categoryName).sort()).toEqual(['কর্মচারীর বেতন', 'চা-নাস্তা', 'দোকান ভাড়া', 'বিদ্যুৎ বিল'].sort());
    expect(expenses.find((e) => e.categoryName === 'কর্মচারীর বেতন')?.employeeId).not.toBeNull();
    expect(expenses.every((e) => e.date >= daysBefore(13) && e.date < today)).toBe(true);
    const incomes = (await demo.get<{ items: E[] }>('/incomes?limit=100')).items;
    expect(incomes.map((e) => [e.categoryName, e.amount])).toEqual([['পুরোনো মাল বিক্রি', '220.00']]);

    // Stock moved on the days it was sold and bought (not all on the day of the seed)
    const movementDays = await t.db
      .selectFrom('stock_movements')
      .select('business_date')
      .distinct()
      .where('shop_id', '=', demo.shopId)
      .execute();
    expect(movementDays.length).toBeGreaterThan(8);

    // Counted for the usage limits as the routes count them
    const usage = await t.db.selectFrom('usage_counters').select(['feature', 'count']).where('shop_id', '=', demo.shopId).execute();
    const used = Object.fromEntries(usage.map((u) => [u.feature, u.count]));
    expect(used).toMatchObject({ 'product-list': 26, customer: 5, supplier: 2, employee: 1, sell: 12, buy: 2, due: 1, expense: 4 });

    await expectLedgersReconcile(t, demo);

    const before = await counts(t, demo.shopId);
    expect(before).toMatchObject({
      categories: 6,
      products: DEMO_PRODUCTS.length,
      contacts: 8,
      sales: 12,
      sale_returns: 1,
      purchases: 2,
      expenses: 4,
      incomes: 1,
    });
    t.clock.advanceHours(30);
    expect(await seedDemo(t.deps)).toBe(false);
    expect(await counts(t, demo.shopId)).toEqual(before);
  }, 90_000); // three weeks of a shop through the services, then every ledger reconciled

  it('a start after a crash in the middle finishes the same demo, once', async () => {
    const t = await app();
    const seededAt = t.clock.now();
    // The process dies after the 40th usage count: products, contacts and a few sales are in.
    let calls = 0;
    const usage = Object.create(t.deps.usage) as Usage;
    usage.record = async (...args: Parameters<Usage['record']>) => {
      if (++calls === 40) throw new Error('crash');
      return t.deps.usage.record(...args);
    };
    const crashing: AppDeps = { ...t.deps, usage };
    await expect(seedDemo(crashing)).rejects.toThrow('crash');
    const demo = await signIn(t);
    const half = await counts(t, demo.shopId);
    expect(half.products).toBe(DEMO_PRODUCTS.length);
    expect(half.sales).toBeGreaterThan(0);
    expect(half.sales).toBeLessThan(12);

    t.clock.advanceHours(26); // started again the next day
    expect(await seedDemo(t.deps)).toBe(true);
    const full = await counts(t, demo.shopId);
    expect(full).toMatchObject({
      categories: 6,
      products: DEMO_PRODUCTS.length,
      contacts: 8,
      sales: 12,
      sale_returns: 1,
      purchases: 2,
      expenses: 4,
      incomes: 1,
    });
    // Dated from the first start, as if it had not stopped.
    const sales = (await demo.get<{ items: { date: string }[] }>('/sales?limit=100')).items;
    expect(sales[0]?.date).toBe(localDate(seededAt, 'Asia/Dhaka'));
    await expectLedgersReconcile(t, demo);
    expect(await seedDemo(t.deps)).toBe(false);
    expect(await counts(t, demo.shopId)).toEqual(full);
  });

  it('leaves alone a demo shop that was already used by hand', async () => {
    const t = await app();
    const user = await signUp(t, { mobile: '01700000000', pin: '24680' });
    const shop = await createShop(t, user.token);
    const r = await t.call({
      method: 'POST',
      url: `/api/v1/shops/${shop.id}/products`,
      headers: bearer(user.token),
      payload: { id: ulid(), name: 'চাল', unit: 'kg', purchasePrice: '70', sellPrice: '75' },
    });
    expect(r.statusCode).toBe(201);
    expect(await seedDemo(t.deps)).toBe(false);
    const products = await t.db.selectFrom('products').select('name').where('shop_id', '=', shop.id).execute();
    expect(products).toEqual([{ name: 'চাল' }]);
  });
});
