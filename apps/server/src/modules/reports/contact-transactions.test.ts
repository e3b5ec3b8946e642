/**
 * GET /contacts/{id}/transactions: a contact's page shows the full history — sales,
 * returns, voids, payments, due entries — each with the balance after it; suppliers with their
 * purchases, employees with the sales they made and their salary.
 */
import { ulid } from '@dokani/core';
import type { ContactTransaction } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addEntry as addExpense, defaultCategory } from '../expenses/expenses.fixtures.ts';
import { addContact, addProduct, api, balanceOf, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let rice: string;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  rice = await addProduct(t, s, { name: 'চাল', purchasePrice: '50', sellPrice: '60', openingStock: '100' });
});

/** Every item, following the cursors (small pages, so paging is tested too). */
async function history(contactId: string, lang: 'bn' | 'en' = 'en', limit = 2): Promise<ContactTransaction[]> {
  const out: ContactTransaction[] = [];
  let cursor: string | null = null;
  do {
    const r = await api(t, s)(
      'GET',
      `/contacts/${contactId}/transactions?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      undefined,
      lang,
    );
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json<{ items: ContactTransaction[]; nextCursor: string | null }>();
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

const step = () => t.clock.advanceMinutes(3);

describe('a customer’s history', () => {
  it('sales, a return, a void and due entries, newest first, each with the balance after it; the balances read as the due book has them', async () => {
    const c = await addContact(t, s, { name: 'রহিম মিয়া' });
    const call = api(t, s);
    step();
    // sale 1: 3 kg = 180, 100 paid → 80 due
    const one = await sell(
      t,
      s,
      saleBody([{ productId: rice, quantity: '3' }], { customerId: c.id, payments: [{ method: 'cash', amount: '100' }] }),
    );
    step();
    // sale 2: fully paid, 100 for 60 → 40 change: the balance does not move
    const two = await sell(
      t,
      s,
      saleBody([{ productId: rice, quantity: '1' }], { customerId: c.id, payments: [{ method: 'cash', amount: '100' }] }),
    );
    step();
    // money received in the due book: 30
    const paid = await call('POST', '/due-entries', { id: ulid(), contactId: c.id, direction: 'received', dueType: 'money', amount: '30' });
    expect(paid.statusCode, paid.body).toBe(201);
    step();
    // 1 kg of sale 1 back: 60 off its due (50 left of it)
    const ret = await call('POST', `/sales/${one.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] });
    expect(ret.statusCode, ret.body).toBe(201);
    step();
    // sale 3 on due (60), then voided: its due comes off again
    const three = await sell(t, s, saleBody([{ productId: rice, quantity: '1' }], { customerId: c.id }));
    step();
    expect((await call('POST', `/sales/${three.id}/void`, { reason: 'ভুল' })).statusCode).toBe(200);

    const items = await history(c.id);
    expect(items.map((i) => [i.kind, i.number, i.amount, i.cash, i.dueChange, i.balanceAfter])).toEqual([
      ['sale-void', three.number, '60.00', null, '-60.00', '-10.00'],
      ['sale', three.number, '60.00', '0.00', '60.00', '50.00'],
      ['sale-return', one.number, '60.00', '0.00', '-60.00', '-10.00'],
      ['due', null, '30.00', null, '-30.00', '50.00'],
      ['sale', two.number, '60.00', '60.00', '0.00', '80.00'],
      ['sale', one.number, '180.00', '100.00', '80.00', '80.00'],
    ]);
    // the voided sale is marked; the due entry says which way it went
    expect(items[1]).toMatchObject({ void: true, invoiceId: three.id });
    expect(items[3]).toMatchObject({ direction: 'received', dueType: 'money' });
    // the newest balance is the contact's balance now, and the changes add up to it
    expect(BigInt(Math.round(Number(items[0]?.balanceAfter) * 100))).toBe(await balanceOf(t, s.shopId, c.id));
    const sum = items.reduce((a, i) => a + Math.round(Number(i.dueChange) * 100), 0);
    expect(sum).toBe(Number(await balanceOf(t, s.shopId, c.id)));
    // newest first, without repeats across pages
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const times = items.map((i) => i.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('a supplier’s and an employee’s history', () => {
  it('a supplier: purchases with what is owed after each', async () => {
    const sup = await addContact(t, s, { type: 'supplier', name: 'মেসার্স করিম' });
    step();
    const p = await api(t, s)('POST', '/purchases', {
      id: ulid(),
      supplierId: sup.id,
      lines: [{ productId: rice, quantity: '10', unitPrice: '50' }],
      payments: [{ method: 'cash', amount: '200' }],
    });
    expect(p.statusCode, p.body).toBe(201);
    const items = await history(sup.id);
    expect(items.map((i) => [i.kind, i.amount, i.cash, i.dueChange, i.balanceAfter])).toEqual([
      ['purchase', '500.00', '200.00', '-300.00', '-300.00'],
    ]);
  });

  it('an employee: the sales they made and the salary paid to them, the category named in the caller’s language', async () => {
    const emp = await addContact(t, s, { type: 'employee', name: 'সুমন' });
    step();
    const sale = await sell(
      t,
      s,
      saleBody([{ productId: rice, quantity: '1' }], { employeeId: emp.id, payments: [{ method: 'cash', amount: '60' }] }),
    );
    step();
    const salary = await defaultCategory(t, s, 'staff-salary');
    await addExpense(t, s, { categoryId: salary.id, amount: '8000', employeeId: emp.id });
    const bn = await history(emp.id, 'bn');
    expect(bn.map((i) => [i.kind, i.amount, i.label, i.balanceAfter])).toEqual([
      ['expense', '8000.00', 'কর্মচারীর বেতন', '0.00'],
      ['employee-sale', '60.00', null, '0.00'],
    ]);
    expect(bn[1]?.number).toBe(sale.number);
    const en = await history(emp.id, 'en');
    expect(en[0]?.label).toBe('Staff salary');
  });

  it('another shop’s contact is 404, a bad cursor 400', async () => {
    const other = await ownerWithShop(t);
    const c = await addContact(t, other);
    expect((await api(t, s)('GET', `/contacts/${c.id}/transactions`)).statusCode).toBe(404);
    const mine = await addContact(t, s);
    expect((await api(t, s)('GET', `/contacts/${mine.id}/transactions?cursor=xyz`)).statusCode).toBe(400);
  });
});
