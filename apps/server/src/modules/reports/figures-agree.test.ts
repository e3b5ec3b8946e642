/**
 * One figure, one meaning (decision 0009): for a period with returns and voids — a sale voided the
 * same day, one voided days later after a return, one returned in part — the sales book, the sales
 * report and home (the overview) give the same count, total, returns and due, and a void sale is
 * in none of them. And a void never changes another day's figures in the other direction: a period
 * holding a void sale's date shows it only as "voided".
 */
import { ulid } from '@dokani/core';
import type { ReportOverview, TradeReport } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addContact, addProduct, expectAnswer, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

const get = <T>(f: ShopFixture, path: string): Promise<T> => expectAnswer<T>(t, f, 'GET', path, undefined, 200);
const post = (f: ShopFixture, path: string, body: unknown, status = 201): Promise<unknown> =>
  expectAnswer(t, f, 'POST', path, body, status);

interface BookTotals {
  count: number;
  total: string;
  due: string;
  returnedAmount: string;
  voidCount: number;
}

describe('the book, the report and home agree', () => {
  it('count, total, returns and due of a period with returns and voids; a void sale counts nowhere', async () => {
    // 06:00 UTC is noon in Dhaka
    t.clock.set('2025-05-10T06:00:00Z');
    const f = await ownerWithShop(t);
    const p = await addProduct(t, f, { purchasePrice: '40', sellPrice: '50', openingStock: '100' });
    const karim = await addContact(t, f, { name: 'করিম' });
    const line = (quantity: string) => [{ productId: p, quantity }];
    // a: 3 × 50 = 150, 100 paid, 50 due; one back (50) → the due goes to 0
    const a = await sell(t, f, saleBody(line('3'), { customerId: karim.id, payments: [{ method: 'cash', amount: '100' }] }));
    await post(f, `/sales/${a.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] });
    // b: 2 × 50 = 100, all due; stands
    await sell(t, f, saleBody(line('2'), { customerId: karim.id, payments: [] }));
    // c: 50 cash, voided the same day
    const c = await sell(t, f, saleBody(line('1'), { payments: [{ method: 'cash', amount: '50' }] }));
    await post(f, `/sales/${c.id}/void`, {}, 200);
    // d: 4 × 50 = 200, 150 due, one back the same day (the due 150 → 100), voided two days later
    const d = await sell(t, f, saleBody(line('4'), { customerId: karim.id, payments: [{ method: 'cash', amount: '50' }] }));
    await post(f, `/sales/${d.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] });

    const today = '2025-05-10';
    const figures = async () => {
      const book = (await get<{ totals: BookTotals }>(f, `/sales?from=${today}&to=${today}`)).totals;
      const report = (await get<TradeReport>(f, `/reports/sales?from=${today}&to=${today}`)).totals;
      const home = (await get<ReportOverview>(f, `/reports/overview?from=${today}&to=${today}`)).sales;
      return { book, report, home };
    };

    // before d's void: a, b, d stand (150 + 100 + 200); returns 50 + 50; due 0 + 100 + 100
    let x = await figures();
    for (const got of [x.book, x.report, x.home]) expect(got).toMatchObject({ count: 3, total: '450.00' });
    expect(x.book).toMatchObject({ returnedAmount: '100.00', due: '200.00', voidCount: 1 });
    expect(x.report).toMatchObject({ returns: '100.00', due: '200.00', voids: '50.00', net: '350.00' });
    expect(x.home).toMatchObject({ returns: '100.00', voids: '50.00' });

    // two days later d is voided: it leaves its own day with its return; the void's day is untouched
    t.clock.set('2025-05-12T06:00:00Z');
    await post(f, `/sales/${d.id}/void`, {}, 200);
    x = await figures();
    for (const got of [x.book, x.report, x.home]) expect(got).toMatchObject({ count: 2, total: '250.00' });
    expect(x.book).toMatchObject({ returnedAmount: '50.00', due: '100.00', voidCount: 2 });
    expect(x.report).toMatchObject({ returns: '50.00', due: '100.00', voids: '250.00', net: '200.00' });
    expect(x.home).toMatchObject({ returns: '50.00', voids: '250.00' });
    const voidDay = await get<TradeReport>(f, '/reports/sales?from=2025-05-12&to=2025-05-12');
    expect(voidDay.totals).toMatchObject({
      count: 0,
      total: '0.00',
      returns: '0.00',
      voids: '0.00',
      net: '0.00',
      due: '0.00',
      profit: '0.00',
    });
    // home today (the void's day) shows no sale
    expect((await get<ReportOverview>(f, '/reports/overview')).sales).toMatchObject({ count: 0, total: '0.00', voids: '0.00' });
    // profit: a and b stand: (2 + 2) × (50 − 40)
    expect((await get<TradeReport>(f, `/reports/sales?from=${today}&to=${today}`)).totals.profit).toBe('40.00');
  });
});
