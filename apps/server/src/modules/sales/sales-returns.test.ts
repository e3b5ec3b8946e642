import { ulid } from '@dokani/core';
import type { Sale } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import {
  addContact,
  addProduct,
  api,
  balanceOf,
  dueEntriesOf,
  ledgerSum,
  movementsOf,
  ownerWithShop,
  saleBody,
  sell,
  stockOf,
  withTradeApp,
} from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;
let s: ShopFixture;

withTradeApp((app, shop) => {
  t = app;
  s = shop;
});

const post = (path: string, body: unknown, f: ShopFixture = s) => api(t, f)('POST', path, body, 'en');

describe('returns and void', () => {
  it('a line returned in three pieces adds up exactly to the line: amount, VAT, cost; the due goes first, then cash', async () => {
    const f = await ownerWithShop(t);
    const c = await addContact(t, f);
    const p = await addProduct(t, f, {
      name: 'ডিম',
      purchasePrice: '10.33',
      sellPrice: '13.37',
      vatApplicable: true,
      vatPercent: '5',
      openingStock: '30',
    });
    const q = await addProduct(t, f, { name: 'রুটি', purchasePrice: '5', sellPrice: '8', openingStock: '30' });
    // line 1: 7 × 13.37 = 93.59, VAT 4.68 (4.6795); line 2: 3 × 8 = 24; invoice discount 1.00 shared 0.80 / 0.20
    const sale = await sell(
      t,
      f,
      saleBody(
        [
          { productId: p, quantity: '7' },
          { productId: q, quantity: '3' },
        ],
        { customerId: c.id, discount: { type: 'AMOUNT', value: '1' }, payments: [{ method: 'cash', amount: '50' }] },
      ),
    );
    expect(sale).toMatchObject({ subtotal: '117.59', vat: '4.68', total: '121.27', due: '71.27', customerBalance: '71.27' });
    const line = sale.lines[0];
    expect(line).toMatchObject({ total: '98.27', discountShare: '0.80', cost: '72.31' });
    const ret = (quantity: string, id = ulid()) => post(`/sales/${sale.id}/returns`, { id, lines: [{ lineNo: 1, quantity }] }, f);
    const r1 = await ret('2');
    expect(r1.statusCode, r1.body).toBe(201);
    const r1Id = r1.json<Sale>().returns[0]?.id as string;
    expect((await ret('3')).statusCode).toBe(201);
    // line final 97.47 = 98.27 − 0.80: pieces 27.85 (2/7), 41.77 (5/7 − 2/7), the rest 27.85
    const after = (await ret('2')).json<Sale>();
    expect(after.returns.map((r) => [r.amount, r.lines[0]?.quantity, r.cost])).toEqual([
      ['27.85', '2', '20.66'],
      ['41.77', '3', '30.99'],
      ['27.85', '2', '20.66'],
    ]);
    const parts = await t.db
      .selectFrom('sale_return_lines')
      .select(['amount', 'vat', 'cost'])
      .where('shop_id', '=', f.shopId)
      .where('invoice_id', '=', sale.id)
      .execute();
    expect(parts.reduce((a, r) => a + r.amount, 0n)).toBe(9747n);
    expect(parts.reduce((a, r) => a + r.vat, 0n)).toBe(468n);
    expect(parts.reduce((a, r) => a + r.cost, 0n)).toBe(7231n);
    expect(after.lines[0]).toMatchObject({ returnedQuantity: '7' });
    expect(after.returnedAmount).toBe('97.47');
    // the due (71.27) is taken off first: 27.85, 41.77, then 1.65 of the last piece and 26.20 refunded
    expect(after.returns.map((r) => [r.dueReduced, r.refunded])).toEqual([
      ['27.85', '0.00'],
      ['41.77', '0.00'],
      ['1.65', '26.20'],
    ]);
    // customerBalance stays the balance right after the sale (what its receipt shows); the contact's balance is 0 now
    expect(after).toMatchObject({ due: '0.00', customerBalance: '71.27', profit: '8.80' }); // 23.80 revenue of line 2 − 15.00 cost
    expect(await balanceOf(t, f.shopId, c.id)).toBe(0n);
    expect((await dueEntriesOf(t, f.shopId, sale.id)).map((e) => [e.direction, e.amount, e.ref_type])).toEqual([
      ['given', 7127n, 'sale'],
      ['received', 2785n, 'sale-return'],
      ['received', 4177n, 'sale-return'],
      ['received', 165n, 'sale-return'],
    ]);
    // a sale's due entry is corrected through the sale, not reversed in the due book
    const first = await t.db
      .selectFrom('due_entries')
      .select('id')
      .where('shop_id', '=', f.shopId)
      .where('ref_id', '=', sale.id)
      .where('ref_type', '=', 'sale')
      .executeTakeFirstOrThrow();
    const rev = await post(`/due-entries/${first.id}/reverse`, {}, f);
    expect(rev.statusCode).toBe(409);
    expect(rev.json().error.code).toBe('DUE_FROM_INVOICE');
    const st = await stockOf(t, f.shopId, p);
    expect(st).toMatchObject({ stock: 30_000n, ledger: 30_000n });
    // the same return again: 200, nothing more; more than is left → 409 with what is left
    const replay = await post(`/sales/${sale.id}/returns`, { id: r1Id, lines: [{ lineNo: 1, quantity: '2' }] }, f);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Sale>().returns).toHaveLength(3);
    const much = await post(`/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 2, quantity: '4' }] }, f);
    expect(much.json().error).toMatchObject({ code: 'TRADE_RETURN_TOO_MUCH', details: { lineNo: 2, productName: 'রুটি', left: '3' } });
    expect(much.json().error.message).toBe('At most 3 of রুটি can be returned.');
    expect(
      (await post(`/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '0.001' }] }, f)).json().error.details,
    ).toMatchObject({ left: '0' });
    expect((await post(`/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 9, quantity: '1' }] }, f)).statusCode).toBe(400);
    expect(
      (await post(`/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 2, quantity: '1' }], date: '2025-03-09' }, f)).statusCode,
    ).toBe(400);
  });

  it('void after a partial return: the rest of the stock comes back, the standing due is reversed exactly; a second void → 409', async () => {
    const f = await ownerWithShop(t);
    const c = await addContact(t, f);
    const p = await addProduct(t, f, { purchasePrice: '30', sellPrice: '45', openingStock: '10' });
    const sale = await sell(
      t,
      f,
      saleBody([{ productId: p, quantity: '6' }], { customerId: c.id, payments: [{ method: 'cash', amount: '100' }] }),
    );
    expect(sale).toMatchObject({ total: '270.00', due: '170.00' });
    const r = await post(`/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '2' }], note: 'ভাঙা' }, f);
    expect(r.json<Sale>()).toMatchObject({ due: '80.00', returnedAmount: '90.00', customerBalance: '170.00' });
    expect(await balanceOf(t, f.shopId, c.id)).toBe(8000n);
    expect((await stockOf(t, f.shopId, p)).stock).toBe(6_000n);
    const v = await post(`/sales/${sale.id}/void`, { reason: 'ভুল মেমো' }, f);
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json<Sale>()).toMatchObject({ status: 'void', voidReason: 'ভুল মেমো', due: '0.00', customerBalance: '170.00' });
    expect(v.json<Sale>().voidedAt).not.toBeNull();
    expect(await stockOf(t, f.shopId, p)).toMatchObject({ stock: 10_000n, ledger: 10_000n, average: 3000n });
    expect(await balanceOf(t, f.shopId, c.id)).toBe(0n);
    expect(await ledgerSum(t, f.shopId, c.id)).toBe(0n);
    expect((await movementsOf(t, f.shopId, sale.id)).map((m) => [m.reason, m.change, m.cost_total])).toEqual([
      ['sale', -6_000n, -18_000n],
      ['sale-return', 2_000n, 6_000n],
      ['sale-void', 4_000n, 12_000n],
    ]);
    expect((await dueEntriesOf(t, f.shopId, sale.id)).map((e) => [e.direction, e.amount, e.ref_type])).toEqual([
      ['given', 17_000n, 'sale'],
      ['received', 9_000n, 'sale-return'],
      ['received', 8_000n, 'sale-void'],
    ]);
    const again = await post(`/sales/${sale.id}/void`, {}, f);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TRADE_ALREADY_VOID');
    const ret = await post(`/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] }, f);
    expect(ret.json().error.code).toBe('TRADE_VOID_NO_RETURN');
    expect((await post(`/sales/${ulid()}/void`, {}, f)).statusCode).toBe(404);
  });
});
