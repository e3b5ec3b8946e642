import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addProduct, api, ownerWithShop } from '../products/products.fixtures.ts';
import type { ShopFixture } from '../products/products.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let call: ReturnType<typeof api>;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  call = api(t, s);
});

async function addCategory(name: string, parentId?: string) {
  const r = await call('POST', '/categories', { id: ulid(), name, ...(parentId ? { parentId } : {}) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ id: string; name: string; parentId: string | null; productCount: number }>();
}

const categoryRows = async () => t.db.selectFrom('categories').selectAll().where('shop_id', '=', s.shopId).execute();

describe('categories', () => {
  it('creates categories and sub-categories; the list counts products of each', async () => {
    const food = await addCategory('খাদ্য');
    expect(food).toMatchObject({ name: 'খাদ্য', parentId: null, productCount: 0 });
    const rice = await addCategory('চাল', food.id);
    expect(rice.parentId).toBe(food.id);
    await addProduct(t, s, { categoryId: food.id, subCategoryId: rice.id });
    await addProduct(t, s, { categoryId: food.id });
    const list = await call('GET', '/categories');
    expect(list.statusCode).toBe(200);
    const byId = new Map(list.json().items.map((c: { id: string }) => [c.id, c]));
    expect(byId.get(food.id)).toMatchObject({ productCount: 2 });
    expect(byId.get(rice.id)).toMatchObject({ productCount: 1, parentId: food.id });
  });

  it('is idempotent by id; the same id with another body → 409 ID_CONFLICT', async () => {
    const body = { id: ulid(), name: 'পানীয়' };
    const first = await call('POST', '/categories', body);
    const again = await call('POST', '/categories', body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    const other = await call('POST', '/categories', { ...body, name: 'অন্য' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('ID_CONFLICT');
    expect((await categoryRows()).filter((c) => c.id === body.id)).toHaveLength(1);
  });

  it('sub-categories are one level deep, under a category of this shop', async () => {
    const top = await addCategory('কসমেটিকস');
    const sub = await addCategory('সাবান', top.id);
    const before = (await categoryRows()).length;
    for (const parentId of [sub.id, ulid()]) {
      for (const lang of ['bn', 'en'] as const) {
        const r = await call('POST', '/categories', { id: ulid(), name: 'গভীর', parentId }, lang);
        expect(r.statusCode).toBe(400);
        expect(r.json().error.code).toBe('VALIDATION_FAILED');
        expect(r.json().error.details.parentId).toBe(
          lang === 'bn'
            ? 'মূল ক্যাটাগরি হিসেবে এই দোকানের একটি প্রধান ক্যাটাগরি বেছে নিন (সাব-ক্যাটাগরির নিচে আর সাব-ক্যাটাগরি হয় না)।'
            : 'Choose a main category of this shop as the parent (a sub-category cannot have sub-categories).',
        );
      }
    }
    // A category of another shop is not a parent here either.
    const other = await ownerWithShop(t);
    const foreign = await api(t, other)('POST', '/categories', { id: ulid(), name: 'বিদেশি' });
    const r = await call('POST', '/categories', { id: ulid(), name: 'গভীর', parentId: foreign.json().id });
    expect(r.statusCode).toBe(400);
    expect((await categoryRows()).length).toBe(before);
  });

  it('one name per level, case-insensitive → 409 CATEGORY_NAME_TAKEN; the same name under another parent is fine', async () => {
    const a = await addCategory('Grocery');
    const b = await addCategory('Stationery');
    const dup = await call('POST', '/categories', { id: ulid(), name: 'grocery' }, 'en');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      message: 'A category with this name already exists here. Choose another name.',
    });
    await addCategory('Misc', a.id);
    await addCategory('Misc', b.id);
    const dupSub = await call('POST', '/categories', { id: ulid(), name: 'MISC', parentId: a.id });
    expect(dupSub.statusCode).toBe(409);
    expect(dupSub.json().error.message).toBe('এই নামে একটি ক্যাটাগরি এখানে আগেই আছে। অন্য নাম দিন।');
    const rename = await call('PATCH', `/categories/${b.id}`, { name: 'GROCERY' });
    expect(rename.statusCode).toBe(409);
  });

  it('two creates racing for one name: one wins, the other gets 409, never 500', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/categories', { id: ulid(), name: 'দৌড়' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('renames; validates names (empty, too long, unknown fields) with messages in both languages', async () => {
    const c = await addCategory('পুরনো নাম');
    const r = await call('PATCH', `/categories/${c.id}`, { name: '  নতুন নাম  ' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: c.id, name: 'নতুন নাম' });
    const cases: [unknown, string, string, string][] = [
      [{ name: '' }, 'name', 'এই ঘরটি পূরণ করুন।', 'Please fill in this field.'],
      [{ name: 'ক'.repeat(61) }, 'name', 'অনেক লম্বা — সর্বোচ্চ ৬০ অক্ষর।', 'Too long — at most 60 characters.'],
      [{ name: 'ঠিক', color: 'red' }, 'color', 'এই ঘরটি চেনা যায়নি।', 'This field is not known.'],
    ];
    for (const [body, field, bn, en] of cases) {
      const rb = await call('PATCH', `/categories/${c.id}`, body, 'bn');
      const re = await call('PATCH', `/categories/${c.id}`, body, 'en');
      expect(rb.statusCode).toBe(400);
      expect(rb.json().error.details[field]).toBe(bn);
      expect(re.json().error.details[field]).toBe(en);
    }
    const stored = await t.db
      .selectFrom('categories')
      .select('name')
      .where('shop_id', '=', s.shopId)
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('নতুন নাম');
    expect((await call('PATCH', `/categories/${ulid()}`, { name: 'কিছু' })).statusCode).toBe(404);
  });

  it('delete: 409 CATEGORY_IN_USE with products or sub-categories, else 204', async () => {
    const top = await addCategory('ইলেকট্রনিক্স');
    const sub = await addCategory('চার্জার', top.id);
    const p = await addProduct(t, s, { categoryId: top.id, subCategoryId: sub.id });
    for (const id of [top.id, sub.id]) {
      const r = await call('DELETE', `/categories/${id}`);
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('CATEGORY_IN_USE');
    }
    expect((await call('PATCH', `/products/${p.id}`, { subCategoryId: null })).statusCode).toBe(200);
    expect((await call('DELETE', `/categories/${sub.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/categories/${top.id}`)).statusCode).toBe(409);
    expect((await call('PATCH', `/products/${p.id}`, { categoryId: null })).statusCode).toBe(200);
    expect((await call('DELETE', `/categories/${top.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/categories/${top.id}`)).statusCode).toBe(404);
  });

  it('another shop’s user gets 404 on every category route, and nothing changes', async () => {
    const c = await addCategory('গোপন');
    const outsider = await ownerWithShop(t);
    const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
      t.call({
        method,
        url: `${s.base}${path}`,
        headers: { authorization: `Bearer ${outsider.token}` },
        ...(payload ? { payload: payload as object } : {}),
      });
    expect((await as('GET', '/categories')).statusCode).toBe(404);
    expect((await as('POST', '/categories', { id: ulid(), name: 'হ্যাক' })).statusCode).toBe(404);
    expect((await as('PATCH', `/categories/${c.id}`, { name: 'হ্যাক' })).statusCode).toBe(404);
    expect((await as('DELETE', `/categories/${c.id}`)).statusCode).toBe(404);
    const own = await api(t, outsider)('PATCH', `/categories/${c.id}`, { name: 'হ্যাক' });
    expect(own.statusCode).toBe(404);
    expect((await categoryRows()).find((r) => r.id === c.id)?.name).toBe('গোপন');
  });
});
