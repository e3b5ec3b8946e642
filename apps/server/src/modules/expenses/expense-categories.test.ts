import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api, ownerWithShop } from '../products/products.fixtures.ts';
import { addEntry, categoriesOf } from './expenses.fixtures.ts';
import type { CategoryAnswer } from './expenses.fixtures.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

const EXPENSE_DEFAULTS_BN = [
  'দোকান ভাড়া',
  'বিদ্যুৎ বিল',
  'কর্মচারীর বেতন',
  'পরিবহন',
  'চা-নাস্তা',
  'মোবাইল-ইন্টারনেট বিল',
  'মেরামত',
  'বিকাশ ও ব্যাংক চার্জ',
  'অন্যান্য',
];
const EXPENSE_DEFAULTS_EN = [
  'Shop rent',
  'Electricity bill',
  'Staff salary',
  'Transport',
  'Tea & snacks',
  'Mobile & internet',
  'Repairs',
  'bKash & bank charges',
  'Other',
];

describe('expense and income categories', () => {
  it('every shop gets the default set, named in the caller’s language, written once', async () => {
    const s = await ownerWithShop(t);
    const [bn, en] = await Promise.all([categoriesOf(t, s, 'expense-categories', 'bn'), categoriesOf(t, s, 'expense-categories', 'en')]);
    expect(bn.map((c) => c.name)).toEqual(EXPENSE_DEFAULTS_BN);
    expect(en.map((c) => c.name)).toEqual(EXPENSE_DEFAULTS_EN);
    expect(en.map((c) => c.id)).toEqual(bn.map((c) => c.id));
    expect(bn.every((c) => c.isDefault && c.status === 'active')).toBe(true);
    const incomes = await categoriesOf(t, s, 'income-categories', 'en');
    expect(incomes.map((c) => c.name)).toEqual(['Commission', 'Scrap sale', 'Other']);
    expect((await categoriesOf(t, s, 'income-categories', 'bn')).map((c) => c.name)).toEqual(['কমিশন', 'পুরোনো মাল বিক্রি', 'অন্যান্য']);
    const rows = await t.db.selectFrom('expense_categories').select('id').where('shop_id', '=', s.shopId).execute();
    expect(rows).toHaveLength(9);
    // Defaults are not counted toward the expense-category usage limit.
    const counter = await t.db
      .selectFrom('usage_counters')
      .select('count')
      .where('shop_id', '=', s.shopId)
      .where('feature', '=', 'expense-category')
      .executeTakeFirst();
    expect(counter?.count ?? 0).toBe(0);
  });

  it('custom categories: idempotent by id, one name per shop (also against the default names), rename, turn off', async () => {
    const s = await ownerWithShop(t);
    const call = api(t, s);
    const body = { id: ulid(), name: 'দারোয়ান' };
    const first = await call('POST', '/expense-categories', body);
    const again = await call('POST', '/expense-categories', body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ name: 'দারোয়ান', isDefault: false, defaultKey: null, status: 'active' });
    expect((await call('POST', '/expense-categories', { ...body, name: 'অন্য' })).json().error.code).toBe('ID_CONFLICT');

    for (const name of ['দারোয়ান', 'shop RENT', 'দোকান ভাড়া']) {
      const dup = await call('POST', '/expense-categories', { id: ulid(), name }, 'en');
      expect(dup.statusCode, name).toBe(409);
      expect(dup.json().error.code).toBe('CATEGORY_NAME_TAKEN');
    }
    // The same name in the income book is fine.
    expect((await call('POST', '/income-categories', { id: ulid(), name: 'দারোয়ান' })).statusCode).toBe(201);

    // Renaming a default gives it the shop's own name in both languages.
    const rent = (await categoriesOf(t, s, 'expense-categories')).find((c) => c.defaultKey === 'shop-rent') as CategoryAnswer;
    const renamed = await call('PATCH', `/expense-categories/${rent.id}`, { name: 'গুদাম ভাড়া' }, 'en');
    expect(renamed.json()).toMatchObject({ name: 'গুদাম ভাড়া', isDefault: true, defaultKey: 'shop-rent' });
    expect((await categoriesOf(t, s, 'expense-categories', 'en')).find((c) => c.id === rent.id)?.name).toBe('গুদাম ভাড়া');
    const off = await call('PATCH', `/expense-categories/${first.json().id}`, { status: 'inactive' });
    expect(off.json().status).toBe('inactive');
    const active = await call('GET', '/expense-categories?status=active');
    expect(active.json().items.map((c: CategoryAnswer) => c.id)).not.toContain(first.json().id);
    expect((await call('PATCH', `/expense-categories/${ulid()}`, { name: 'কিছু' })).statusCode).toBe(404);
  });

  it('creates racing for one name: one wins, the others get 409, never 500', async () => {
    const s = await ownerWithShop(t);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api(t, s)('POST', '/expense-categories', { id: ulid(), name: 'দৌড়' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('validates in both languages: empty, too long, unknown fields, bad status', async () => {
    const s = await ownerWithShop(t);
    const call = api(t, s);
    const cases: [unknown, string, string, string][] = [
      [{ id: ulid(), name: '  ' }, 'name', 'এই ঘরটি পূরণ করুন।', 'Please fill in this field.'],
      [{ id: ulid(), name: 'ক'.repeat(61) }, 'name', 'অনেক লম্বা — সর্বোচ্চ ৬০ অক্ষর।', 'Too long — at most 60 characters.'],
      [{ id: ulid(), name: 'ঠিক', color: 'red' }, 'color', 'এই ঘরটি চেনা যায়নি।', 'This field is not known.'],
      [{ id: 'x', name: 'ঠিক' }, 'id', 'আইডি সঠিক নয়।', 'The id is not valid.'],
    ];
    for (const [body, field, bn, en] of cases) {
      const rb = await call('POST', '/expense-categories', body, 'bn');
      const re = await call('POST', '/expense-categories', body, 'en');
      expect(rb.statusCode).toBe(400);
      expect(rb.json().error.details[field]).toBe(bn);
      expect(re.json().error.details[field]).toBe(en);
    }
    const c = await call('POST', '/expense-categories', { id: ulid(), name: 'ঠিক' });
    expect((await call('PATCH', `/expense-categories/${c.json().id}`, { status: 'gone' })).statusCode).toBe(400);
  });

  it('delete: an unused custom category goes (its unit comes back); a used or default one is turned off', async () => {
    const s = await ownerWithShop(t);
    const call = api(t, s);
    const unused = (await call('POST', '/expense-categories', { id: ulid(), name: 'একবারের' })).json<CategoryAnswer>();
    const used = (await call('POST', '/expense-categories', { id: ulid(), name: 'পানি বিল' })).json<CategoryAnswer>();
    await addEntry(t, s, { categoryId: used.id, amount: '120' });
    const count = async () =>
      (
        await t.db
          .selectFrom('usage_counters')
          .select('count')
          .where('shop_id', '=', s.shopId)
          .where('feature', '=', 'expense-category')
          .executeTakeFirst()
      )?.count;
    expect(await count()).toBe(2);
    expect((await call('DELETE', `/expense-categories/${unused.id}`)).statusCode).toBe(204);
    expect(await count()).toBe(1);
    expect((await call('DELETE', `/expense-categories/${unused.id}`)).statusCode).toBe(404);
    const r = await call('DELETE', `/expense-categories/${used.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().status).toBe('inactive');
    const other = (await categoriesOf(t, s, 'expense-categories')).find((c) => c.defaultKey === 'other') as CategoryAnswer;
    const d = await call('DELETE', `/expense-categories/${other.id}`);
    expect(d.json()).toMatchObject({ status: 'inactive', isDefault: true });
    // Turned-off defaults are not written again by the next list.
    const list = await categoriesOf(t, s, 'expense-categories');
    expect(list.filter((c) => c.defaultKey === 'other')).toHaveLength(1);
    expect(list.find((c) => c.defaultKey === 'other')?.status).toBe('inactive');
  });

  it('Free shops may add 10 custom expense categories (the 9 defaults do not count); the 11th → 402', async () => {
    const s = await ownerWithShop(t);
    const call = api(t, s);
    expect(await categoriesOf(t, s, 'expense-categories')).toHaveLength(9);
    for (let i = 1; i <= 10; i += 1) {
      const r = await call('POST', '/expense-categories', { id: ulid(), name: `খাত ${i}` });
      expect(r.statusCode, r.body).toBe(201);
    }
    for (const lang of ['bn', 'en'] as const) {
      const r = await call('POST', '/expense-categories', { id: ulid(), name: 'খাত ১১' }, lang);
      expect(r.statusCode).toBe(402);
      expect(r.json().error).toMatchObject({ code: 'USAGE_LIMIT_REACHED', details: { feature: 'expense-category', limit: 10 } });
    }
    expect((await call('POST', '/expense-categories', { id: ulid(), name: 'খাত ১১' }, 'en')).json().error.message).toContain(
      'expense category usage limit 10',
    );
    expect(await categoriesOf(t, s, 'expense-categories')).toHaveLength(19);
    // Income categories have no limit.
    for (let i = 1; i <= 12; i += 1)
      expect((await call('POST', '/income-categories', { id: ulid(), name: `আয় ${i}` })).statusCode).toBe(201);
  });
});
