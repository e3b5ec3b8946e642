import { formatMoneyDecimal, parseMoney, ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api, ownerWithShop } from '../products/products.fixtures.ts';
import type { ShopFixture } from '../products/products.fixtures.ts';
import { addEntry, allEntries, categoriesOf, defaultCategory } from './expenses.fixtures.ts';
import type { EntryAnswer } from './expenses.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let call: ReturnType<typeof api>;

withTestApp(async (app) => {
  t = app;
  // 2025-01-15 12:00 in Dhaka (UTC+6)
  t.clock.set('2025-01-15T06:00:00.000Z');
  s = await ownerWithShop(t);
  call = api(t, s);
});

async function addContact(type: 'employee' | 'customer', shopId = s.shopId): Promise<string> {
  const id = ulid();
  const at = t.clock.now();
  await t.db
    .insertInto('contacts')
    .values({ shop_id: shopId, id, type, name: 'রহিম', search_name: 'রহিম', created_at: at, updated_at: at })
    .execute();
  return id;
}

describe('expenses and incomes', () => {
  it('writes an expense with every field; idempotent by id; same id, other body → 409', async () => {
    const salary = await defaultCategory(t, s, 'staff-salary');
    const employeeId = await addContact('employee');
    const body = {
      id: ulid(),
      categoryId: salary.id,
      amount: '8000.50',
      date: '2025-01-10',
      time: '18:45',
      employeeId,
      note: 'জানুয়ারির বেতন',
      reason: 'মাসিক',
      details: 'অগ্রিম বাদে',
    };
    const first = await call('POST', '/expenses', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      categoryId: salary.id,
      categoryName: 'কর্মচারীর বেতন',
      amount: '8000.50',
      date: '2025-01-10',
      occurredAt: '2025-01-10T12:45:00.000Z',
      employeeId,
      note: 'জানুয়ারির বেতন',
      status: 'active',
      createdBy: s.userId,
    });
    const again = await call('POST', '/expenses', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await call('POST', '/expenses', { ...body, amount: '9000' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('ID_CONFLICT');
    const rows = await t.db.selectFrom('expenses').selectAll().where('shop_id', '=', s.shopId).where('id', '=', body.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe(800050n);
    expect((await call('GET', `/expenses/${body.id}`, undefined, 'en')).json().categoryName).toBe('Staff salary');
    // The 'expense' usage counter went up once (monthly, by the shop's month).
    const counter = await t.db
      .selectFrom('usage_counters')
      .selectAll()
      .where('shop_id', '=', s.shopId)
      .where('feature', '=', 'expense')
      .execute();
    expect(counter.map((c) => [c.period, c.count])).toEqual([['2025-01', 1]]);
  });

  it('an entry at 23:30 local belongs to that local day; without date/time it is now', async () => {
    const tea = await defaultCategory(t, s, 'tea-snacks');
    const late = await addEntry(t, s, { categoryId: tea.id, amount: '30', date: '2025-01-14', time: '23:30' });
    expect(late).toMatchObject({ date: '2025-01-14', occurredAt: '2025-01-14T17:30:00.000Z' });
    const early = await addEntry(t, s, { categoryId: tea.id, amount: '20', date: '2025-01-15', time: '00:10' });
    expect(early).toMatchObject({ date: '2025-01-15', occurredAt: '2025-01-14T18:10:00.000Z' });
    // 2025-01-15 23:45 in Dhaka is still the 15th although UTC says 17:45 the same day; 00:30 on the 16th is the 16th.
    t.clock.set('2025-01-15T18:30:00.000Z');
    const now = await addEntry(t, s, { categoryId: tea.id, amount: '15' });
    expect(now).toMatchObject({ date: '2025-01-16', occurredAt: '2025-01-15T18:30:00.000Z' });
    const day15 = await allEntries(t, s, 'expenses', 'from=2025-01-15&to=2025-01-15');
    expect(day15.map((e) => e.id)).toContain(early.id);
    expect(day15.map((e) => e.id)).not.toContain(late.id);
    expect(day15.map((e) => e.id)).not.toContain(now.id);
    const sum14 = (await call('GET', '/expense-summary?from=2025-01-14&to=2025-01-14')).json();
    expect(sum14.byCategory.find((c: { categoryId: string }) => c.categoryId === tea.id)?.total).toBe('30.00');
    // A future date is refused.
    const future = await call('POST', '/expenses', { id: ulid(), categoryId: tea.id, amount: '1', date: '2025-01-17' }, 'en');
    expect(future.statusCode).toBe(400);
    expect(future.json().error.details.date).toBe('An entry cannot be dated in the future.');
    t.clock.set('2025-01-15T06:00:00.000Z');
  });

  it('refuses bad input with a field message in both languages', async () => {
    const rent = await defaultCategory(t, s, 'shop-rent');
    const inactive = (await call('POST', '/expense-categories', { id: ulid(), name: 'পুরোনো খাত' })).json<{ id: string }>();
    await call('PATCH', `/expense-categories/${inactive.id}`, { status: 'inactive' });
    const foreignShop = await ownerWithShop(t);
    const foreignCategory = await defaultCategory(t, foreignShop, 'shop-rent');
    const customer = await addContact('customer');
    const foreignEmployee = await addContact('employee', foreignShop.shopId);
    const incomeCategory = await defaultCategory(t, s, 'commission', 'income-categories');
    const ok = { categoryId: rent.id, amount: '100' };
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ ...ok, amount: '0' }, 'amount', 'টাকার পরিমাণ শূন্যের বেশি হতে হবে।', 'The amount must be more than zero.'],
      [
        { ...ok, amount: '-5' },
        'amount',
        'টাকার পরিমাণ সঠিক নয়। যেমন: ১২৫ বা ১২৫.৫০ (দশমিকের পরে সর্বোচ্চ ২ ঘর)।',
        'Not a valid amount. For example 125 or 125.50 (at most 2 decimals).',
      ],
      [{ ...ok, amount: '10.555' }, 'amount', '', 'Not a valid amount. For example 125 or 125.50 (at most 2 decimals).'],
      [{ ...ok, categoryId: ulid() }, 'categoryId', 'এই খাতটি এই দোকানের তালিকায় নেই।', 'This category is not in this shop’s list.'],
      [
        { ...ok, categoryId: foreignCategory.id },
        'categoryId',
        'এই খাতটি এই দোকানের তালিকায় নেই।',
        'This category is not in this shop’s list.',
      ],
      [
        { ...ok, categoryId: incomeCategory.id },
        'categoryId',
        'এই খাতটি এই দোকানের তালিকায় নেই।',
        'This category is not in this shop’s list.',
      ],
      [
        { ...ok, categoryId: inactive.id },
        'categoryId',
        'এই খাতটি বন্ধ করা আছে। অন্য খাত বেছে নিন, বা খাতটি আবার চালু করুন।',
        'This category is turned off. Choose another one, or turn it back on.',
      ],
      [{ ...ok, employeeId: customer }, 'employeeId', 'এই কর্মচারী এই দোকানের তালিকায় নেই।', 'This employee is not in this shop’s list.'],
      [
        { ...ok, employeeId: foreignEmployee },
        'employeeId',
        'এই কর্মচারী এই দোকানের তালিকায় নেই।',
        'This employee is not in this shop’s list.',
      ],
      [{ ...ok, note: 'ক'.repeat(1001) }, 'note', 'অনেক লম্বা — সর্বোচ্চ ১,০০০ অক্ষর।', 'Too long — at most 1,000 characters.'],
      [{ ...ok, details: 'x'.repeat(1001) }, 'details', 'অনেক লম্বা — সর্বোচ্চ ১,০০০ অক্ষর।', 'Too long — at most 1,000 characters.'],
      [{ ...ok, amount: '1'.repeat(25) }, 'amount', '', 'Not a valid amount. For example 125 or 125.50 (at most 2 decimals).'],
      [{ ...ok, date: '2025-02-30' }, 'date', '', 'Not a valid date.'],
      [{ ...ok, time: '24:00' }, 'time', 'সময় ঠিক নেই। যেমন ০৯:৩০ বা ২৩:১৫ লিখুন।', 'Not a valid time. For example 09:30 or 23:15.'],
      [{ ...ok, paidBy: 'me' }, 'paidBy', 'এই ঘরটি চেনা যায়নি।', 'This field is not known.'],
    ];
    const before = (await t.db.selectFrom('expenses').select('id').where('shop_id', '=', s.shopId).execute()).length;
    for (const [body, field, bn, en] of cases) {
      const rb = await call('POST', '/expenses', { id: ulid(), ...body }, 'bn');
      const re = await call('POST', '/expenses', { id: ulid(), ...body }, 'en');
      expect(rb.statusCode, `${field} ${rb.body}`).toBe(400);
      expect(rb.json().error.code).toBe('VALIDATION_FAILED');
      if (bn) expect(rb.json().error.details[field]).toBe(bn);
      else expect(typeof rb.json().error.details[field]).toBe('string');
      expect(re.json().error.details[field], field).toBe(en);
    }
    expect((await t.db.selectFrom('expenses').select('id').where('shop_id', '=', s.shopId).execute()).length).toBe(before);
  });

  it('void: marks the entry, keeps it, leaves it out of the totals; a second void → 409', async () => {
    const transport = await defaultCategory(t, s, 'transport');
    const e = await addEntry(t, s, { categoryId: transport.id, amount: '250' });
    const before = (await call('GET', '/expense-summary')).json();
    const v = await call('POST', `/expenses/${e.id}/void`, { reason: 'ভুল করে লেখা' });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({ id: e.id, status: 'void', voidReason: 'ভুল করে লেখা', amount: '250.00' });
    const again = await call('POST', `/expenses/${e.id}/void`, { reason: 'আবার' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ALREADY_VOIDED', message: 'This entry has already been voided.' });
    expect((await call('POST', `/expenses/${e.id}/void`, {})).statusCode).toBe(400);
    expect((await call('POST', `/expenses/${ulid()}/void`, { reason: 'x' })).statusCode).toBe(404);
    const after = (await call('GET', '/expense-summary')).json();
    expect(parseMoney(before.total)! - parseMoney(after.total)!).toBe(25000n);
    const row = await t.db
      .selectFrom('expenses')
      .selectAll()
      .where('shop_id', '=', s.shopId)
      .where('id', '=', e.id)
      .executeTakeFirstOrThrow();
    expect(row.voided_at).not.toBeNull();
    expect((await allEntries(t, s, 'expenses', 'status=void')).map((x) => x.id)).toContain(e.id);
    expect((await allEntries(t, s, 'expenses', 'status=active')).map((x) => x.id)).not.toContain(e.id);
  });

  it('summaries equal an independent sum of the listed non-void rows, per category and in total', async () => {
    const shop = await ownerWithShop(t);
    const cats = (await categoriesOf(t, shop, 'expense-categories')).slice(0, 4);
    const incomeCats = await categoriesOf(t, shop, 'income-categories');
    const days = ['2025-01-01', '2025-01-05', '2025-01-09', '2025-01-14', '2025-01-15'];
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const made: EntryAnswer[] = [];
    for (let i = 0; i < 30; i += 1) {
      const amount = `${1 + rnd(5000)}.${String(rnd(100)).padStart(2, '0')}`;
      const e = await addEntry(t, shop, {
        categoryId: cats[rnd(cats.length)]!.id,
        amount,
        date: days[rnd(days.length)],
        time: `${String(rnd(24)).padStart(2, '0')}:${String(rnd(60)).padStart(2, '0')}`,
      });
      made.push(e);
      if (rnd(5) === 0) expect((await api(t, shop)('POST', `/expenses/${e.id}/void`, { reason: 'ভুল' })).statusCode).toBe(200);
    }
    for (let i = 0; i < 6; i += 1)
      await addEntry(t, shop, { categoryId: incomeCats[rnd(incomeCats.length)]!.id, amount: `${10 + i}`, date: days[i % 5] }, 'incomes');

    for (const [from, to] of [
      ['2025-01-01', '2025-01-31'],
      ['2025-01-05', '2025-01-14'],
      ['2025-01-15', '2025-01-15'],
    ] as const) {
      for (const book of ['expenses', 'incomes'] as const) {
        const listed = (await allEntries(t, shop, book, `from=${from}&to=${to}`)).filter((e) => e.status === 'active');
        const byCat = new Map<string, bigint>();
        for (const e of listed) byCat.set(e.categoryId, (byCat.get(e.categoryId) ?? 0n) + parseMoney(e.amount)!);
        const total = [...byCat.values()].reduce((a, b) => a + b, 0n);
        const path = book === 'expenses' ? 'expense-summary' : 'income-summary';
        const r = await api(t, shop)('GET', `/${path}?from=${from}&to=${to}`);
        expect(r.statusCode, r.body).toBe(200);
        const sum = r.json<{ total: string; count: number; byCategory: { categoryId: string; total: string }[] }>();
        expect(sum.total).toBe(formatMoneyDecimal(total));
        expect(sum.count).toBe(listed.length);
        expect(new Map(sum.byCategory.map((c) => [c.categoryId, c.total]))).toEqual(
          new Map([...byCat].map(([k, v]) => [k, formatMoneyDecimal(v)])),
        );
      }
    }
    // The default period is this month up to today (the 15th).
    const month = (await api(t, shop)('GET', '/expense-summary')).json();
    expect([month.from, month.to]).toEqual(['2025-01-01', '2025-01-15']);
    expect((await api(t, shop)('GET', '/expense-summary?from=2025-01-10&to=2025-01-01', undefined, 'en')).json().error.details.to).toBe(
      'The end date cannot be before the start date.',
    );
    // The list: newest first, pages without gaps or repeats.
    const listed = await allEntries(t, shop, 'expenses', '', 4);
    expect(listed.map((e) => e.id).sort()).toEqual(made.map((e) => e.id).sort());
    const keys = listed.map((e) => `${e.occurredAt}|${e.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('list filters: category, employee, q; a tampered cursor → 400', async () => {
    const shop = await ownerWithShop(t);
    const repairs = await defaultCategory(t, shop, 'repairs');
    const salary = await defaultCategory(t, shop, 'staff-salary');
    const employeeId = await addContact('employee', shop.shopId);
    const fan = await addEntry(t, shop, { categoryId: repairs.id, amount: '350', note: 'Fan মেরামত' });
    const pay = await addEntry(t, shop, { categoryId: salary.id, amount: '5000', employeeId, reason: 'বেতন' });
    const ids = async (q: string) => (await allEntries(t, shop, 'expenses', q)).map((e) => e.id);
    expect(await ids(`categoryId=${repairs.id}`)).toEqual([fan.id]);
    expect(await ids(`employeeId=${employeeId}`)).toEqual([pay.id]);
    expect(await ids('q=fan')).toEqual([fan.id]);
    expect(await ids(`q=${encodeURIComponent('বেতন')}`)).toEqual([pay.id]);
    expect(await ids('q=100%25')).toEqual([]);
    expect((await api(t, shop)('GET', '/expenses?cursor=abc')).statusCode).toBe(400);
    expect((await api(t, shop)('GET', '/expenses?color=red')).statusCode).toBe(400);
  });

  it('incomes: the same book without a usage limit', async () => {
    const commission = await defaultCategory(t, s, 'commission', 'income-categories');
    const e = await addEntry(t, s, { categoryId: commission.id, amount: '75.25', note: 'বিকাশ কমিশন' }, 'incomes');
    expect(e).toMatchObject({ categoryName: 'কমিশন', amount: '75.25', status: 'active' });
    expect((await call('POST', `/incomes/${e.id}/void`, { reason: 'ভুল' })).json().status).toBe('void');
    expect((await call('POST', `/incomes/${e.id}/void`, { reason: 'ভুল' })).statusCode).toBe(409);
    // An expense category is not an income category.
    const rent = await defaultCategory(t, s, 'shop-rent');
    expect((await call('POST', '/incomes', { id: ulid(), categoryId: rent.id, amount: '1' })).statusCode).toBe(400);
  });

  it('Free shops may write 100 expenses a month; the 101st → 402; next month counts afresh', async () => {
    const shop = await ownerWithShop(t);
    const other = await defaultCategory(t, shop, 'other');
    await t.db.insertInto('usage_counters').values({ shop_id: shop.shopId, feature: 'expense', period: '2025-01', count: 99 }).execute();
    await addEntry(t, shop, { categoryId: other.id, amount: '1' });
    const r = await api(t, shop)('POST', '/expenses', { id: ulid(), categoryId: other.id, amount: '1' }, 'en');
    expect(r.statusCode).toBe(402);
    expect(r.json().error.details).toEqual({ feature: 'expense', limit: 100 });
    // Income is not limited.
    const commission = await defaultCategory(t, shop, 'commission', 'income-categories');
    await addEntry(t, shop, { categoryId: commission.id, amount: '1' }, 'incomes');
    t.clock.set('2025-01-31T18:30:00.000Z'); // 1 February 00:30 in Dhaka
    await addEntry(t, shop, { categoryId: other.id, amount: '1' });
    t.clock.set('2025-01-15T06:00:00.000Z');
  });
});
