/**
 * The report summaries (decision 0006): kept in the posting transaction = rebuilt from the
 * ledgers; and the reports read from them (sales, purchase, product, stock, profit-loss details)
 * equal a computation written here straight from the ledger rows, event by event.
 */
import { formatMoneyDecimal, formatQuantity, parseMoney, parseQuantity, ulid } from '@dokani/core';
import type {
  ProductReport,
  ProfitLossDetails,
  Purchase,
  ReportOverview,
  Sale,
  StockReport,
  TradeReport,
  Transactions,
} from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addContact, addProduct, buy, expectAnswer, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';
import { rebuildSummaries } from '../trade/index.ts';
import { bucketsOf } from './period.ts';
import { summaryParts } from './summary-ranges.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

/** Money from an answer; an owner sees every cost and profit, so a null here is a failure. */
const m = (v: string | null): bigint => {
  if (v === null) throw new Error('a cost or profit the owner should see is null');
  return parseMoney(v) ?? 0n;
};
const q = (v: string): bigint => parseQuantity(v) ?? 0n;
const money = formatMoneyDecimal;

const get = <T>(f: ShopFixture, path: string): Promise<T> => expectAnswer<T>(t, f, 'GET', path, undefined, 200);
const post = <T>(f: ShopFixture, path: string, body: unknown, status = 201): Promise<T> =>
  expectAnswer<T>(t, f, 'POST', path, body, status);

/** The summary tables of one shop, in a stable order, as plain values. */
async function snapshot(shopId: string): Promise<unknown> {
  const days = await t.db.selectFrom('trade_days').selectAll().where('shop_id', '=', shopId).orderBy('side').orderBy('day').execute();
  const tradeMonths = await t.db
    .selectFrom('trade_months')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('side')
    .orderBy('month')
    .execute();
  const products = await t.db
    .selectFrom('trade_product_days')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('side')
    .orderBy('day')
    .orderBy('product_id')
    .execute();
  const months = await t.db
    .selectFrom('trade_product_months')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('side')
    .orderBy('month')
    .orderBy('product_id')
    .execute();
  const years = await t.db
    .selectFrom('trade_product_years')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('side')
    .orderBy('year')
    .orderBy('product_id')
    .execute();
  return JSON.parse(
    JSON.stringify({ days, tradeMonths, products, months, years }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  );
}

const DAYS = ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04'];

/** A few days of everything: sales (discounts, VAT, delivery, quick, back-dated), purchases, returns and voids of both. */
async function trade(f: ShopFixture): Promise<{ products: string[] }> {
  let seed = 20250601;
  const rnd = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n;
  };
  const cat = await post<{ id: string }>(f, '/categories', { id: ulid(), name: 'মুদি' });
  const products: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    products.push(
      await addProduct(t, f, {
        purchasePrice: `${8 + i * 3}.${rnd(90) + 10}`,
        sellPrice: `${13 + i * 4}.${rnd(90) + 10}`,
        openingStock: '400',
        ...(i < 2 ? { categoryId: cat.id } : {}),
        ...(i === 1 ? { vatApplicable: true, vatPercent: '7.5' } : {}),
        ...(i === 3 ? { unit: 'kg' } : {}),
      }),
    );
  }
  const customer = await addContact(t, f);
  const supplier = await addContact(t, f, { type: 'supplier', name: 'করিম এন্টারপ্রাইজ' });
  const sales: Sale[] = [];
  const purchases: Purchase[] = [];
  for (const [di, day] of DAYS.entries()) {
    t.clock.set(`${day}T0${4 + di}:00:00Z`);
    for (let k = 0; k < 4; k += 1) {
      const lines = products.slice(rnd(2), 2 + rnd(3)).map((productId, li) => ({
        productId,
        quantity: li === 0 && rnd(2) === 0 ? `${1 + rnd(3)}.${250 * (1 + rnd(3))}` : String(1 + rnd(4)),
        ...(rnd(3) === 0 ? { discount: { type: 'PERCENT', value: String(1 + rnd(12)) } } : {}),
      }));
      const extra = {
        customerId: customer.id,
        ...(rnd(3) === 0 ? { deliveryCharge: `${20 + rnd(30)}` } : {}),
        ...(rnd(3) === 0 ? { discount: { type: 'AMOUNT', value: `${1 + rnd(5)}.50` } } : {}),
        ...(di > 0 && rnd(4) === 0 ? { date: DAYS[di - 1] } : {}),
      };
      sales.push(await sell(t, f, saleBody(lines, extra)));
    }
    sales.push(
      await sell(t, f, {
        id: ulid(),
        quickSell: { amount: `${100 + rnd(200)}`, profit: `${10 + rnd(20)}` },
        payments: [],
        customerId: customer.id,
      }),
    );
    purchases.push(
      await buy(t, f, {
        id: ulid(),
        supplierId: supplier.id,
        lines: products.slice(0, 1 + rnd(4)).map((productId, li) => ({
          productId,
          quantity: String(5 + rnd(10)),
          unitPrice: `${9 + li}.${rnd(90) + 10}`,
          ...(li === 1 ? { vatPercent: '5' } : {}),
        })),
        ...(rnd(2) === 0 ? { deliveryCharge: '50', discount: { type: 'PERCENT', value: '2' } } : {}),
        payments: [],
      }),
    );
    // returns and voids of this day, on invoices of this day or before
    for (const [si, s] of sales.entries()) {
      const pick = si % 5 === 1 ? 0 : si % 7 === 2 ? 1 : rnd(8);
      if (pick > 1) continue;
      const cur = await get<Sale>(f, `/sales/${s.id}`);
      if (cur.status === 'void') continue;
      const line = cur.lines[0];
      const left = line ? q(line.quantity) - q(line.returnedQuantity) : 0n;
      if (pick === 0 && line && left > 0n) {
        await post(f, `/sales/${s.id}/returns`, {
          id: ulid(),
          lines: [{ lineNo: line.lineNo, quantity: left >= 1000n ? '1' : formatQuantity(left) }],
        });
      } else if (pick === 1) {
        await post(f, `/sales/${s.id}/void`, {}, 200);
      }
    }
    // purchase 1 returned in part and standing; purchase 0 returned in part, then void (its return taken back)
    const p = purchases[di === 1 ? 1 : 0];
    if (p && (di === 1 || di === 2)) {
      await post(f, `/purchases/${p.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '2' }] });
    }
    if (p && di === 3) await post(f, `/purchases/${p.id}/void`, {}, 200);
  }
  return { products };
}

/** The independent computation of a side over from..to, from the invoice and return rows. */
async function ledgerFigures(shopId: string, side: 'sale' | 'purchase', from: string, to: string) {
  const inP = (d: string | null) => d !== null && d >= from && d <= to;
  const invoices =
    side === 'sale'
      ? (await t.db.selectFrom('sales').selectAll().where('shop_id', '=', shopId).execute()).map((s) => ({ ...s, date: s.invoice_date }))
      : (await t.db.selectFrom('purchases').selectAll().where('shop_id', '=', shopId).execute()).map((s) => ({
          ...s,
          date: s.invoice_date,
        }));
  const returns = await t.db
    .selectFrom(side === 'sale' ? 'sale_returns' : 'purchase_returns')
    .selectAll()
    .where('shop_id', '=', shopId)
    .execute();
  // decision 0009: a void invoice and its returns count nowhere; `voids` shows its total on its date
  let count = 0;
  let total = 0n;
  let vat = 0n;
  let cost = 0n;
  let due = 0n;
  let returned = 0n;
  let voids = 0n;
  const isVoid = new Set(invoices.filter((s) => s.void_date !== null).map((s) => s.id));
  for (const s of invoices) {
    if (!inP(s.date)) continue;
    if (isVoid.has(s.id)) {
      voids += s.total;
      continue;
    }
    count += 1;
    total += s.total;
    vat += s.vat;
    cost += s.cost;
    due += s.due - s.due_reduced;
  }
  for (const r of returns) {
    if (!inP(r.return_date) || isVoid.has(r.invoice_id)) continue;
    returned += r.amount;
    vat -= r.vat;
    cost -= r.cost;
  }
  const net = total - returned;
  return { count, total, returned, voids, net, vat, cost, due, revenue: net - vat };
}

/**
 * The sales report (by month when the period is long), the overview's sales and the money's totals
 * of from..to equal the ledger rows: the invoices and returns of the period, and the movements the
 * transactions report lists (read live from the ledgers).
 */
async function tradeAgrees(f: ShopFixture, from: string, to: string): Promise<void> {
  const at = `${from}..${to}`;
  const want = await ledgerFigures(f.shopId, 'sale', from, to);
  const rep = await get<TradeReport>(f, `/reports/sales?from=${from}&to=${to}`);
  expect(rep.totals, at).toMatchObject({
    count: want.count,
    total: money(want.total),
    returns: money(want.returned),
    voids: money(want.voids),
    net: money(want.net),
    due: money(want.due),
    cost: money(want.cost),
  });
  for (const row of rep.bucket === 'month' ? rep.rows : []) {
    const first = `${row.period}-01`;
    const last = new Date(Date.UTC(Number(row.period.slice(0, 4)), Number(row.period.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const month = await ledgerFigures(f.shopId, 'sale', first > from ? first : from, last < to ? last : to);
    expect(row, `${at} ${row.period}`).toMatchObject({
      count: month.count,
      total: money(month.total),
      returns: money(month.returned),
      voids: money(month.voids),
    });
  }
  const o = await get<ReportOverview>(f, `/reports/overview?from=${from}&to=${to}&compare=1`);
  expect(o.sales, at).toMatchObject({
    count: want.count,
    total: money(want.total),
    returns: money(want.returned),
    voids: money(want.voids),
    revenue: money(want.revenue),
    cogs: money(want.cost),
  });
  expect(o.compare?.current, at).toMatchObject({ salesCount: want.count, sales: money(want.net) });
  const tx = await get<Transactions>(f, `/reports/transactions?from=${from}&to=${to}&limit=100`);
  expect(tx.nextCursor).toBeNull();
  const sum = (d: 'in' | 'out') => money(tx.items.filter((i) => i.direction === d).reduce((a, i) => a + m(i.amount), 0n));
  expect(tx.totals, at).toMatchObject({ in: sum('in'), out: sum('out'), count: tx.items.length });
}

describe('report summaries', () => {
  it('kept in the posting transaction = rebuilt from the ledgers (one shop, and every shop)', async () => {
    t.clock.set(`${DAYS[0]}T03:00:00Z`);
    const f = await ownerWithShop(t);
    const other = await ownerWithShop(t);
    await trade(f);
    const p = await addProduct(t, other, { openingStock: '10' });
    await sell(t, other, saleBody([{ productId: p, quantity: '2' }], { payments: [{ method: 'cash', amount: '30' }] }));
    const kept = await snapshot(f.shopId);
    const keptOther = await snapshot(other.shopId);
    const keptDays = (kept as { days: { side: string; return_count: number; void_count: number; quick_total: string }[] }).days;
    expect(keptDays.length).toBeGreaterThanOrEqual(DAYS.length * 2);
    // every kind of event is in there: returns and voids on both sides, quick sales
    for (const side of ['sale', 'purchase']) {
      expect(
        keptDays.some((d) => d.side === side && d.return_count > 0),
        side,
      ).toBe(true);
      expect(
        keptDays.some((d) => d.side === side && d.void_count > 0),
        side,
      ).toBe(true);
    }
    expect(keptDays.some((d) => d.quick_total !== '0')).toBe(true);
    // and void invoices that had returns first (their returns are taken back)
    for (const table of ['sales', 'purchases'] as const) {
      const n = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', f.shopId)
        .where('void_date', 'is not', null)
        .where('returned_amount', '>', 0n)
        .executeTakeFirstOrThrow();
      expect(Number(n.n), table).toBeGreaterThan(0);
    }

    await t.db.transaction().execute((trx) => rebuildSummaries(trx, f.shopId));
    expect(await snapshot(f.shopId)).toEqual(kept);
    expect(await snapshot(other.shopId)).toEqual(keptOther);

    // wipe everything, rebuild every shop
    await t.db.deleteFrom('trade_product_years').execute();
    await t.db.deleteFrom('trade_product_months').execute();
    await t.db.deleteFrom('trade_product_days').execute();
    await t.db.deleteFrom('trade_days').execute();
    await t.db.deleteFrom('trade_months').execute();
    await t.db.transaction().execute((trx) => rebuildSummaries(trx));
    expect(await snapshot(f.shopId)).toEqual(kept);
    expect(await snapshot(other.shopId)).toEqual(keptOther);
  });

  it('sales, purchase, product, stock and profit-loss details equal the ledger rows; totals are the sums of their rows', async () => {
    const f = await ownerWithShop(t);
    const { products } = await trade(f);
    const periods: [string, string][] = [
      ...DAYS.map((d) => [d, d] as [string, string]),
      [DAYS[0] as string, DAYS[3] as string],
      [DAYS[1] as string, DAYS[2] as string],
    ];
    for (const [from, to] of periods) {
      const qs = `?from=${from}&to=${to}`;
      for (const [name, side] of [
        ['sales', 'sale'],
        ['purchase', 'purchase'],
      ] as const) {
        const rep = await get<TradeReport>(f, `/reports/${name}${qs}`);
        const want = await ledgerFigures(f.shopId, side, from, to);
        expect(rep.totals, `${name} ${from}..${to}`).toMatchObject({
          count: want.count,
          total: money(want.total),
          returns: money(want.returned),
          voids: money(want.voids),
          net: money(want.net),
          vat: money(want.vat),
          due: money(want.due),
          cost: money(want.cost),
          profit: money(side === 'sale' ? want.revenue - want.cost : 0n),
        });
        expect(rep.bucket).toBe('day');
        expect(rep.rows.map((r) => r.period)).toEqual(DAYS.filter((d) => d >= from && d <= to));
        for (const k of ['total', 'returns', 'voids', 'net', 'vat', 'due', 'cost', 'profit'] as const) {
          expect(money(rep.rows.reduce((a, r) => a + m(r[k]), 0n)), k).toBe(rep.totals[k]);
        }
        expect(rep.rows.reduce((a, r) => a + r.count, 0)).toBe(rep.totals.count);
      }

      // profit-loss details: the same totals as the profit-and-loss; products + other = totals; categories + other = totals
      const pl = await get<ReportOverview>(f, `/reports/profit-loss${qs}`);
      const details = await get<ProfitLossDetails>(f, `/reports/profit-loss-details${qs}`);
      expect(details.totals).toEqual({ revenue: pl.sales.revenue, cost: pl.sales.cogs, profit: pl.sales.grossProfit });
      for (const list of [details.byProduct, details.byCategory]) {
        for (const k of ['revenue', 'cost', 'profit'] as const) {
          expect(money([...list, ...details.other].reduce((a, r) => a + m(r[k]), 0n)), `${k} ${from}..${to}`).toBe(details.totals[k]);
        }
      }

      // product report: each product from the sale lines, return lines and voided lines
      const rep = await get<ProductReport>(f, `/reports/product${qs}`);
      const inP = (d: string | null) => d !== null && d >= from && d <= to;
      const sales = await t.db.selectFrom('sales').selectAll().where('shop_id', '=', f.shopId).execute();
      const lines = await t.db.selectFrom('sale_lines').selectAll().where('shop_id', '=', f.shopId).execute();
      const retLines = await t.db
        .selectFrom('sale_return_lines as rl')
        .innerJoin('sale_returns as r', (j) => j.onRef('r.shop_id', '=', 'rl.shop_id').onRef('r.id', '=', 'rl.return_id'))
        .select(['rl.product_id', 'rl.quantity', 'rl.amount', 'rl.vat', 'rl.cost', 'r.return_date', 'r.invoice_id'])
        .where('rl.shop_id', '=', f.shopId)
        .execute();
      for (const pid of products) {
        let qty = 0n;
        let revenue = 0n;
        let cost = 0n;
        for (const l of lines.filter((x) => x.product_id === pid)) {
          const s = sales.find((x) => x.id === l.invoice_id);
          if (!s) throw new Error('line without sale');
          if (inP(s.invoice_date) && s.void_date === null) {
            qty += l.quantity;
            revenue += l.total - l.discount_share - l.vat;
            cost += l.cost;
          }
        }
        const standing = new Set(sales.filter((x) => x.void_date === null).map((x) => x.id));
        for (const r of retLines.filter((x) => x.product_id === pid && inP(x.return_date) && standing.has(x.invoice_id))) {
          qty -= r.quantity;
          revenue -= r.amount - r.vat;
          cost -= r.cost;
        }
        const row = rep.rows.find((r) => r.productId === pid);
        if (qty === 0n && revenue === 0n && cost === 0n && !row) continue;
        expect(row, `${pid} ${from}..${to}`).toMatchObject({
          soldQty: formatQuantity(qty),
          revenue: money(revenue),
          cost: money(cost),
          profit: money(revenue - cost),
        });
      }
      expect(money(rep.rows.reduce((a, r) => a + m(r.revenue), 0n))).toBe(rep.totals.revenue);
      expect(money(rep.rows.reduce((a, r) => a + m(r.profit), 0n))).toBe(rep.totals.profit);
    }

    // stock report: each active product valued now; the totals add up
    const stock = await get<StockReport>(f, `/reports/stock?from=${DAYS[0]}&to=${DAYS[3]}`);
    const rows = await t.db.selectFrom('products').selectAll().where('shop_id', '=', f.shopId).execute();
    expect(stock.rows).toHaveLength(rows.length);
    // in the product list's order: its search key byte-wise, then id
    const byKey = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      a.search_name === b.search_name ? (a.id < b.id ? -1 : 1) : a.search_name < b.search_name ? -1 : 1;
    expect(stock.rows.map((r) => r.productId)).toEqual([...rows].sort(byKey).map((p) => p.id));
    for (const p of rows) {
      const row = stock.rows.find((r) => r.productId === p.id);
      expect(row).toMatchObject({ stock: formatQuantity(p.current_stock), stockValue: money(p.current_stock > 0n ? p.stock_value : 0n) });
    }
    expect(money(stock.rows.reduce((a, r) => a + m(r.stockValue), 0n))).toBe(stock.totals.stockValue);
    expect(money(stock.rows.reduce((a, r) => a + m(r.saleValue), 0n))).toBe(stock.totals.saleValue);
  });

  it('a long period is bucketed by month, every month present; the overview compares with the period before', async () => {
    const f = await ownerWithShop(t);
    t.clock.set('2025-06-04T06:00:00Z');
    const p = await addProduct(t, f, { openingStock: '50' });
    await sell(t, f, saleBody([{ productId: p, quantity: '2' }], { date: '2025-03-15', payments: [{ method: 'cash', amount: '30' }] }));
    await sell(t, f, saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }));
    const rep = await get<TradeReport>(f, '/reports/sales?from=2025-01-01&to=2025-06-30');
    expect(rep.bucket).toBe('month');
    expect(rep.rows.map((r) => r.period)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    expect(rep.rows.map((r) => r.total)).toEqual(['0.00', '0.00', '30.00', '0.00', '0.00', '15.00']);

    const o = await get<ReportOverview>(f, '/reports/overview?from=2025-06-01&to=2025-06-30&compare=1');
    expect(o.compare?.current).toMatchObject({ from: '2025-06-01', to: '2025-06-30', salesCount: 1, sales: '15.00', grossProfit: '5.00' });
    expect(o.compare?.previous).toMatchObject({ from: '2025-05-02', to: '2025-05-31', salesCount: 0, sales: '0.00' });
    expect(o.compare?.bucket).toBe('day');
    expect(o.compare?.trend).toHaveLength(30);
    expect(o.compare?.trend.find((r) => r.period === '2025-06-04')).toMatchObject({
      sales: '15.00',
      grossProfit: '5.00',
      expenses: '0.00',
      netProfit: '5.00',
    });
    expect((await get<ReportOverview>(f, '/reports/overview')).compare).toBeUndefined();
  });

  it('a series has every day, or every month the period touches, oldest first', () => {
    expect(bucketsOf('2024-02-27', '2024-03-02', 'day')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(bucketsOf('2024-11-30', '2025-02-01', 'month')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(bucketsOf('2025-01-31', '2025-01-31', 'month')).toEqual(['2025-01']);
    const three = bucketsOf('2023-11-30', '2026-11-28', 'month');
    expect(three).toHaveLength(37);
    expect([three[0], three.at(-1)]).toEqual(['2023-11', '2026-11']);
  });

  it('a period read as its whole years and months plus the days at either end (summary-ranges.ts) answers the same', async () => {
    const f = await ownerWithShop(t);
    t.clock.set('2025-06-04T06:00:00Z');
    const p = await addProduct(t, f, { openingStock: '50', purchasePrice: '10', sellPrice: '15' });
    const cash = (amount: string) => ({ payments: [{ method: 'cash', amount }] });
    await sell(t, f, saleBody([{ productId: p, quantity: '2' }], { date: '2025-03-15', ...cash('30') }));
    const april = await sell(t, f, saleBody([{ productId: p, quantity: '3' }], { date: '2025-04-30', ...cash('45') }));
    await sell(t, f, saleBody([{ productId: p, quantity: '1' }], { date: '2025-05-01', ...cash('15') }));
    await sell(t, f, saleBody([{ productId: p, quantity: '1' }], cash('15')));
    await post(f, `/sales/${april.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] }); // on 4 June
    // the year before: read as its year row, or as its months
    await sell(t, f, saleBody([{ productId: p, quantity: '4' }], { date: '2024-02-10', ...cash('60') }));
    const december = await sell(t, f, saleBody([{ productId: p, quantity: '5' }], { date: '2024-12-31', ...cash('75') }));
    await post(f, `/sales/${december.id}/void`, {}, 200); // left out everywhere
    await sell(t, f, saleBody([{ productId: p, quantity: '2' }], { date: '2024-11-30', ...cash('30') }));
    const product = async (from: string, to: string) =>
      (await get<ProductReport>(f, `/reports/product?from=${from}&to=${to}`)).rows.find((r) => r.productId === p);
    // March 10 .. June 4: part of March, April and May whole, part of June: 2 + 3 + 1 + 1 − 1 back
    expect(await product('2025-03-10', '2025-06-04')).toMatchObject({ soldQty: '6', revenue: '90.00', cost: '60.00', profit: '30.00' });
    expect(await product('2025-04-01', '2025-04-30')).toMatchObject({ soldQty: '3', revenue: '45.00' });
    expect(await product('2025-04-30', '2025-05-01')).toMatchObject({ soldQty: '4', revenue: '60.00' });
    expect(await product('2025-03-16', '2025-04-29')).toBeUndefined();
    expect(await product('2025-06-01', '2025-06-30')).toMatchObject({ soldQty: '0', revenue: '0.00' });
    // a year whole (its year row), a year and a half (a year, months and days), across a new year
    expect(await product('2024-01-01', '2024-12-31')).toMatchObject({ soldQty: '6', revenue: '90.00' });
    expect(await product('2024-01-01', '2025-06-04')).toMatchObject({ soldQty: '12', revenue: '180.00', cost: '120.00' });
    expect(await product('2024-11-30', '2025-06-30')).toMatchObject({ soldQty: '8', revenue: '120.00' });
    expect(await product('2024-12-01', '2025-03-31')).toMatchObject({ soldQty: '2', revenue: '30.00' });
    expect(await product('2024-04-01', '2024-10-31')).toBeUndefined();
    expect(await product('2023-01-01', '2024-02-10')).toMatchObject({ soldQty: '4', revenue: '60.00' });
    const details = await get<ProfitLossDetails>(f, '/reports/profit-loss-details?from=2025-01-01&to=2025-12-31');
    expect(details.byProduct).toEqual([
      {
        productId: p,
        name: expect.any(String),
        unit: 'pcs',
        categoryName: null,
        quantity: '6',
        revenue: '90.00',
        cost: '60.00',
        profit: '30.00',
      },
    ]);
    // the trade's own figures read the same way (trade_months, the ends from trade_days)
    const LONG: [string, string][] = [
      ['2025-03-10', '2025-06-04'],
      ['2025-04-01', '2025-04-30'],
      ['2025-03-16', '2025-06-30'],
      ['2024-01-01', '2024-12-31'],
      ['2024-01-01', '2025-06-04'],
      ['2024-11-30', '2025-06-30'],
      ['2024-12-01', '2025-03-31'],
      ['2023-01-01', '2024-02-10'],
      ['2025-01-01', '2025-12-31'],
      ['2023-06-05', '2025-06-04'],
    ];
    for (const [from, to] of LONG) await tradeAgrees(f, from, to);

    // the months taken away are only assumed empty for speed: with another sale in June and the
    // clock then set back to 20 May (so June to December, with that sale, lie "after today"), a
    // period to today still counts only its own days
    t.clock.set('2025-06-10T06:00:00Z');
    await sell(t, f, saleBody([{ productId: p, quantity: '7' }], cash('105')));
    t.clock.set('2025-05-20T06:00:00Z');
    expect(summaryParts('2024-01-01', '2025-05-20', '2025-05-20').minusMonths).toEqual(['2025-06-01', '2025-12-01']);
    expect(await product('2024-01-01', '2025-05-20')).toMatchObject({ soldQty: '12', revenue: '180.00' });
    expect(summaryParts('2025-01-01', '2025-05-20', '2025-05-20').runs).toEqual([{ span: 'year', from: '2025-01-01', to: '2025-01-01' }]);
    expect(await product('2025-01-01', '2025-05-20')).toMatchObject({ soldQty: '6', revenue: '90.00' });
    // two months of it: no year is fewer rows
    expect(summaryParts('2025-04-01', '2025-05-20', '2025-05-20').minusMonths).toBeNull();
    expect(await product('2025-04-01', '2025-05-20')).toMatchObject({ soldQty: '4', revenue: '60.00' });
    expect(await product('2025-05-02', '2025-05-20')).toBeUndefined();
    for (const [from, to] of [
      ['2024-01-01', '2025-05-20'],
      ['2025-01-01', '2025-05-20'],
      ['2025-04-01', '2025-05-20'],
      ['2023-05-21', '2025-05-20'],
    ] as const)
      await tradeAgrees(f, from, to);
    expect((await get<TradeReport>(f, '/reports/sales?from=2025-01-01&to=2025-05-20')).totals.count).toBe(3);
  });
});
