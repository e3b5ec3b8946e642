import { formatMoneyDecimal, parseMoney, ulid } from '@dokani/core';
import type { ReportOverview, Sale } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signUp } from '../../test/auth.ts';
import { addMember } from '../products/products.fixtures.ts';
import { addEntry, defaultCategory } from '../expenses/expenses.fixtures.ts';
import { addContact, addProduct, api, buy, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

const TODAY = '2025-03-10';
const YESTERDAY = '2025-03-09';
/** 12:00 in Dhaka on TODAY. */
const NOON = '2025-03-10T06:00:00Z';

async function overview(f: ShopFixture, qs = '', lang: 'bn' | 'en' = 'en'): Promise<ReportOverview> {
  const r = await api(t, f)('GET', `/reports/overview${qs}`, undefined, lang);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<ReportOverview>();
}
/** Σ of a by-category list, as the API writes money. */
const sumOf = (list: ReportOverview['expensesByCategory']): string =>
  formatMoneyDecimal(list.reduce((s, c) => s + (parseMoney(c.amount) ?? 0n), 0n));
/** The by-category lists add up to the totals. */
function expectCategoriesAddUp(o: ReportOverview): void {
  expect(sumOf(o.expensesByCategory)).toBe(o.expenses);
  expect(sumOf(o.incomeByCategory)).toBe(o.income);
}
const post = (f: ShopFixture, path: string, body: unknown) => api(t, f)('POST', path, body, 'en');
async function ret(f: ShopFixture, saleId: string, lines: { lineNo: number; quantity: string }[]): Promise<Sale> {
  const r = await post(f, `/sales/${saleId}/returns`, { id: ulid(), lines });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<Sale>();
}
async function voidSale(f: ShopFixture, saleId: string): Promise<Sale> {
  const r = await post(f, `/sales/${saleId}/void`, {});
  expect(r.statusCode, r.body).toBe(200);
  return r.json<Sale>();
}

describe('GET /reports/overview', () => {
  it("a customer's credit (a return worth more than was owed) is its own figure, never the suppliers' payable", async () => {
    t.clock.set(NOON);
    const f = await ownerWithShop(t);
    const customer = await addContact(t, f);
    const supplier = await addContact(t, f, { type: 'supplier', name: 'রহমান ট্রেডার্স' });
    const p = await addProduct(t, f, { purchasePrice: '40', sellPrice: '50', openingStock: '20' });
    await buy(t, f, { id: ulid(), supplierId: supplier.id, lines: [{ productId: p, quantity: '1', unitPrice: '40' }], payments: [] });
    // 100 sold, 60 paid, 40 due; then both back (100): 40 off the due, 60 the shop now owes the customer
    const sale = await sell(
      t,
      f,
      saleBody([{ productId: p, quantity: '2' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '60' }] }),
    );
    await ret(f, sale.id, [{ lineNo: 1, quantity: '2' }]);
    const balance = (await api(t, f)('GET', `/contacts/${customer.id}`)).json<{ balance: string }>().balance;
    const now = await overview(f);
    expect(now).toMatchObject({ receivable: '0.00', payable: '40.00', customerCredit: (-Number(balance)).toFixed(2) });
  });

  it('a hand-computed day: sales with VAT and a due, a partial return, voids (of today’s and of yesterday’s sales), expenses and income', async () => {
    t.clock.set(NOON);
    const f = await ownerWithShop(t);
    const customer = await addContact(t, f);
    const supplier = await addContact(t, f, { type: 'supplier', name: 'রহমান ট্রেডার্স' });
    const p = await addProduct(t, f, {
      name: 'তেল',
      purchasePrice: '40',
      sellPrice: '50',
      vatApplicable: true,
      vatPercent: '10',
      openingStock: '20',
    });
    const q = await addProduct(t, f, { name: 'সাবান', purchasePrice: '10', sellPrice: '15', openingStock: '10', lowStockAlert: '8' });
    await addProduct(t, f, { name: 'লবণ', openingStock: '0', lowStockAlert: '1' }); // low: 0 ≤ 1
    await addProduct(t, f, { name: 'চিনি', openingStock: '0' }); // no alert: not counted
    // bought on credit: the shop owes the supplier 40 (payable); the average cost of P stays 40
    await buy(t, f, { id: ulid(), supplierId: supplier.id, lines: [{ productId: p, quantity: '1', unitPrice: '40' }], payments: [] });

    // yesterday: D (kept) and E (voided today), 15 each, cost 10 each
    const d = await sell(
      t,
      f,
      saleBody([{ productId: q, quantity: '1' }], { date: YESTERDAY, payments: [{ method: 'cash', amount: '15' }] }),
    );
    const e = await sell(
      t,
      f,
      saleBody([{ productId: q, quantity: '1' }], { date: YESTERDAY, payments: [{ method: 'cash', amount: '15' }] }),
    );
    // A: 2 × 50 + VAT 10 = 110, + 1 × 15 → total 125, VAT 10, cost 90; paid 50, due 75
    const a = await sell(
      t,
      f,
      saleBody(
        [
          { productId: p, quantity: '2' },
          { productId: q, quantity: '1' },
        ],
        { customerId: customer.id, payments: [{ method: 'cash', amount: '50' }] },
      ),
    );
    expect(a).toMatchObject({ total: '125.00', vat: '10.00', due: '75.00' });
    // half of A's first line back: 55 (VAT 5, cost 40), taken off the due first → due 20
    const aAfter = await ret(f, a.id, [{ lineNo: 1, quantity: '1' }]);
    expect(aAfter.returns[0]).toMatchObject({ amount: '55.00', cost: '40.00' });
    expect(aAfter.due).toBe('20.00');
    // B: 15 (cost 10), voided the same day: left out (decision 0009)
    const b = await sell(t, f, saleBody([{ productId: q, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }));
    await voidSale(f, b.id);
    // C: 2 × 15 = 30 (cost 20); one back (15, cost 10); then voided: C and its return are left out
    const c = await sell(t, f, saleBody([{ productId: q, quantity: '2' }], { payments: [{ method: 'cash', amount: '30' }] }));
    await ret(f, c.id, [{ lineNo: 1, quantity: '1' }]);
    await voidSale(f, c.id);
    await voidSale(f, e.id);

    const rent = await defaultCategory(t, f, 'shop-rent');
    await addEntry(t, f, { categoryId: rent.id, amount: '200' });
    const wrong = await addEntry(t, f, { categoryId: rent.id, amount: '50' });
    expect((await post(f, `/expenses/${wrong.id}/void`, { reason: 'ভুল' })).statusCode).toBe(200);
    const commission = await defaultCategory(t, f, 'commission', 'income-categories');
    await addEntry(t, f, { categoryId: commission.id, amount: '30' }, 'incomes');
    await addEntry(t, f, { categoryId: commission.id, amount: '999', date: YESTERDAY }, 'incomes');

    const today = await overview(f);
    // sales of today that stand: A 125 (revenue 115, cost 90); B and C are void: 15 + 30 = 45 apart
    // returns today on sales that stand: A's 55 (revenue 50, cost 40); C's return is left out with C
    // revenue 115 − 50 = 65; COGS 90 − 40 = 50; gross 15; net 15 − 200 + 30 = −155
    expect(today).toMatchObject({
      from: TODAY,
      to: TODAY,
      sales: { count: 1, total: '125.00', returns: '55.00', voids: '45.00', revenue: '65.00', cogs: '50.00', grossProfit: '15.00' },
      expenses: '200.00',
      income: '30.00',
      netProfit: '-155.00',
      receivable: '20.00',
      payable: '40.00',
      customerCredit: '0.00',
      lowStockCount: 2, // সাবান: 10 − 6 sold + 4 back = 8 ≤ 8, and লবণ
    });
    // by category: the voided 50 is left out; default categories named in the caller's language
    expect(today.expensesByCategory).toEqual([{ categoryId: rent.id, name: 'Shop rent', amount: '200.00' }]);
    expect(today.incomeByCategory).toEqual([{ categoryId: commission.id, name: 'Commission', amount: '30.00' }]);
    expectCategoriesAddUp(today);
    const todayBn = await overview(f, '', 'bn');
    expect(todayBn.expensesByCategory).toEqual([{ categoryId: rent.id, name: 'দোকান ভাড়া', amount: '200.00' }]);
    expect(todayBn.incomeByCategory.map((x) => x.name)).toEqual(['কমিশন']);
    expect(today.recent.map((r) => r.id).sort()).toEqual([a.id, b.id, c.id, d.id, e.id].sort());
    expect(today.recent.slice(0, 3).every((r) => r.date === TODAY)).toBe(true);
    expect(today.recent.find((r) => r.id === a.id)).toEqual({
      id: a.id,
      number: a.number,
      date: TODAY,
      customerName: customer.name,
      total: '125.00',
      due: '20.00',
      status: 'completed',
    });
    expect(today.recent.find((r) => r.id === b.id)).toMatchObject({ status: 'void', due: '0.00', customerName: null });

    // yesterday: D stands; E, voided today, is left out of yesterday (its total shown apart)
    const yesterday = await overview(f, `?from=${YESTERDAY}&to=${YESTERDAY}`);
    expect(yesterday).toMatchObject({
      sales: { count: 1, total: '15.00', returns: '0.00', voids: '15.00', revenue: '15.00', cogs: '10.00', grossProfit: '5.00' },
      expenses: '0.00',
      income: '999.00',
      netProfit: '1004.00',
    });
    expect(yesterday.recent.map((r) => r.id).sort()).toEqual([d.id, e.id].sort());
    expect(yesterday.expensesByCategory).toEqual([]);
    expect(yesterday.incomeByCategory).toEqual([{ categoryId: commission.id, name: 'Commission', amount: '999.00' }]);
    expectCategoriesAddUp(yesterday);
    // both days: the periods add up
    const both = await overview(f, `?from=${YESTERDAY}&to=${TODAY}`);
    expect(both.sales).toEqual({
      count: 2,
      total: '140.00',
      returns: '55.00',
      voids: '60.00',
      revenue: '80.00',
      cogs: '60.00',
      grossProfit: '20.00',
    });
    expect(both.netProfit).toBe('849.00');
    expect(both.incomeByCategory).toEqual([{ categoryId: commission.id, name: 'Commission', amount: '1029.00' }]);
    expectCategoriesAddUp(both);
    // only `from`: to today
    expect((await overview(f, `?from=${YESTERDAY}`)).sales).toEqual(both.sales);
  });

  it('random sales, returns and voids over a few days: the answer equals a computation from the ledger rows, and Σ gross profit equals Σ the sales’ own profit', async () => {
    const f = await ownerWithShop(t);
    t.clock.set('2025-04-01T04:00:00Z');
    let seed = 20250401;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor(seed / 65536) % n;
    };
    const products: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      products.push(
        await addProduct(t, f, {
          purchasePrice: `${7 + i * 3}.${rnd(90) + 10}`,
          sellPrice: `${12 + i * 5}.${rnd(90) + 10}`,
          openingStock: '500',
          ...(i === 1 ? { vatApplicable: true, vatPercent: '7.5' } : {}),
        }),
      );
    }
    const customer = await addContact(t, f);
    const days = ['2025-04-01', '2025-04-02', '2025-04-03'];
    const sales: Sale[] = [];
    for (const [di, day] of days.entries()) {
      t.clock.set(`${day}T0${3 + di}:00:00Z`);
      for (let k = 0; k < 4; k += 1) {
        const lines = products.slice(0, 1 + rnd(3)).map((productId) => ({
          productId,
          quantity: String(1 + rnd(5)),
          ...(rnd(2) === 0 ? { discount: { type: 'PERCENT', value: String(rnd(15)) } } : {}),
        }));
        const sale = await sell(t, f, saleBody(lines, { customerId: customer.id, ...(rnd(3) === 0 ? { deliveryCharge: '20' } : {}) }));
        sales.push(sale);
      }
      // returns and voids of this day, on sales of this day or earlier (at least one of each)
      for (const [si, s] of sales.entries()) {
        const pick = si === 1 ? 0 : si === 2 ? 1 : rnd(6);
        if (pick > 1) continue;
        const cur = (await api(t, f)('GET', `/sales/${s.id}`)).json<Sale>();
        if (cur.status === 'void') continue;
        if (pick === 0) {
          const line = cur.lines[0];
          const left = Number(line?.quantity ?? 0) - Number(line?.returnedQuantity ?? 0);
          if (line && left > 0) await ret(f, s.id, [{ lineNo: line.lineNo, quantity: String(1 + rnd(left)) }]);
        } else {
          await voidSale(f, s.id);
        }
      }
      const rent = await defaultCategory(t, f, 'shop-rent');
      await addEntry(t, f, { categoryId: rent.id, amount: `${10 + rnd(500)}.${rnd(90) + 10}` });
      const bill = await defaultCategory(t, f, 'electricity-bill');
      await addEntry(t, f, { categoryId: bill.id, amount: `${1 + rnd(90)}.${rnd(90) + 10}` });
      const wrong = await addEntry(t, f, { categoryId: bill.id, amount: '77.77' });
      expect((await post(f, `/expenses/${wrong.id}/void`, { reason: 'ভুল' })).statusCode).toBe(200);
      const scrap = await defaultCategory(t, f, di === 1 ? 'commission' : 'scrap-sale', 'income-categories');
      await addEntry(t, f, { categoryId: scrap.id, amount: `${5 + rnd(50)}.${rnd(90) + 10}` }, 'incomes');
    }

    // The independent computation: the ledger rows, summed here in JS, event by event.
    const saleRows = await t.db.selectFrom('sales').selectAll().where('shop_id', '=', f.shopId).execute();
    const returnRows = await t.db.selectFrom('sale_returns').selectAll().where('shop_id', '=', f.shopId).execute();
    const expenseRows = await t.db.selectFrom('expenses').selectAll().where('shop_id', '=', f.shopId).execute();
    const incomeRows = await t.db.selectFrom('incomes').selectAll().where('shop_id', '=', f.shopId).execute();
    const expected = (from: string, to: string) => {
      const inP = (d: string | null) => d !== null && d >= from && d <= to;
      let count = 0;
      let total = 0n;
      let revenue = 0n;
      let cogs = 0n;
      let returns = 0n;
      let voids = 0n;
      let expenses = 0n;
      // decision 0009: a void sale and its returns count nowhere; `voids` is its total on its date
      const isVoid = new Set(saleRows.filter((s) => s.void_date !== null).map((s) => s.id));
      for (const s of saleRows) {
        if (!inP(s.invoice_date)) continue;
        if (isVoid.has(s.id)) {
          voids += s.total;
          continue;
        }
        count += 1;
        total += s.total;
        revenue += s.total - s.vat;
        cogs += s.cost;
      }
      for (const r of returnRows) {
        if (!inP(r.return_date) || isVoid.has(r.invoice_id)) continue;
        returns += r.amount;
        revenue -= r.amount - r.vat;
        cogs -= r.cost;
      }
      for (const e of expenseRows) if (inP(e.entry_date) && e.voided_at === null) expenses += e.amount;
      let income = 0n;
      for (const e of incomeRows) if (inP(e.entry_date) && e.voided_at === null) income += e.amount;
      const m = formatMoneyDecimal;
      return {
        sales: {
          count,
          total: m(total),
          returns: m(returns),
          voids: m(voids),
          revenue: m(revenue),
          cogs: m(cogs),
          grossProfit: m(revenue - cogs),
        },
        expenses: m(expenses),
        income: m(income),
        netProfit: m(revenue - cogs - expenses + income),
      };
    };
    expect(returnRows.length).toBeGreaterThan(0);
    expect(saleRows.some((s) => s.status === 'void')).toBe(true);
    for (const [from, to] of [...days.map((d) => [d, d]), [days[0], days[2]], [days[1], days[2]]] as [string, string][]) {
      const o = await overview(f, `?from=${from}&to=${to}`);
      expect(o, `${from}..${to}`).toMatchObject(expected(from, to));
      expectCategoriesAddUp(o);
      expect(o.expensesByCategory.length, `${from}..${to}`).toBe(2);
      expect(o.incomeByCategory.length).toBe(from === to ? 1 : 2); // scrap on days 1 and 3, commission on day 2
    }
    // over the whole time, gross profit is Σ the profit of the sales still standing (a void undoes one)
    const all = await overview(f, `?from=${days[0]}&to=${days[2]}`);
    let standing = 0n;
    for (const s of sales) {
      const cur = (await api(t, f)('GET', `/sales/${s.id}`)).json<Sale & { profit: string }>();
      if (cur.status === 'completed') standing += parseMoney(cur.profit) ?? 0n;
    }
    expect(all.sales.grossProfit).toBe(formatMoneyDecimal(standing));
    expect(all.recent).toHaveLength(10);
  });

  it('a sale at 23:30 in Dhaka belongs to that local day, not to the UTC one or the next', async () => {
    t.clock.set('2025-05-20T17:30:00Z'); // 23:30 on 20 May in Dhaka (UTC+6)
    const f = await ownerWithShop(t);
    const p = await addProduct(t, f, { openingStock: '5' });
    const sale = await sell(t, f, saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }));
    expect(sale.date).toBe('2025-05-20');
    const now = await overview(f);
    expect(now).toMatchObject({ from: '2025-05-20', to: '2025-05-20', sales: { count: 1, total: '15.00' } });
    t.clock.set('2025-05-20T18:30:00Z'); // 00:30 on the 21st: a new day
    expect(await overview(f)).toMatchObject({ from: '2025-05-21', sales: { count: 0, total: '0.00', grossProfit: '0.00' } });
    expect((await overview(f, '?from=2025-05-20&to=2025-05-20')).sales.count).toBe(1);
    expect((await overview(f, '?from=2025-05-19&to=2025-05-19')).sales.count).toBe(0);
  });

  it('refuses an upside-down or too long period (400); 10 years are fine', async () => {
    t.clock.set(NOON);
    const f = await ownerWithShop(t);
    const get = (qs: string, lang: 'bn' | 'en' = 'en') => api(t, f)('GET', `/reports/overview${qs}`, undefined, lang);
    const upside = await get('?from=2025-03-10&to=2025-03-09');
    expect(upside.statusCode).toBe(400);
    expect(upside.json().error.details.to).toBe('The end date cannot be before the start date.');
    const long = await get('?from=2015-03-01&to=2025-03-10'); // 3,663 days
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { to: 'A report covers at most 10 years. Choose a shorter period.' },
    });
    expect((await get('?from=2015-03-01&to=2025-03-10', 'bn')).json().error.details.to).toContain('১০ বছরের');
    expect((await get('?from=2015-03-10&to=2025-03-10')).statusCode).toBe(200);
    expect((await get('?from=2025-02-30')).statusCode).toBe(400);
    expect((await get('?to=2025-03-10&x=1')).statusCode).toBe(400);
  });

  it('a member without the reports feature gets 403, with it 200; another shop’s user 404 and sees nothing', async () => {
    t.clock.set(NOON);
    const f = await ownerWithShop(t);
    const p = await addProduct(t, f, { openingStock: '5' });
    await sell(t, f, saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }));
    const clerk = await signUp(t);
    await addMember(t, f.shopId, clerk.id, ['sell', 'dues', 'expenses']);
    const asClerk = await api(t, { ...f, token: clerk.token })('GET', '/reports/overview');
    expect(asClerk.statusCode).toBe(403);
    expect(asClerk.json().error.code).toBe('FORBIDDEN');
    const manager = await signUp(t);
    await addMember(t, f.shopId, manager.id, ['reports']);
    const asManager = await api(t, { ...f, token: manager.token })('GET', '/reports/overview');
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json<ReportOverview>().sales.total).toBe('15.00');
    const outsider = await ownerWithShop(t);
    const asOutsider = await api(t, { ...f, token: outsider.token })('GET', '/reports/overview');
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.body).not.toContain('15.00');
    // through its own shop the outsider sees its own (empty) figures
    expect((await overview(outsider)).sales.count).toBe(0);
  });
});
