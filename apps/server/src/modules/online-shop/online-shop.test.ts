/** The online store's settings and web address, its shipping packages, and the public store's header. */
import type { OnlineShop, ShippingPackage, Store, StoreProduct } from '@dokani/contracts/online-shop';
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

let t: TestApp;
withTestApp(
  (app) => {
    t = app;
  },
  { config: { publicUrl: 'https://dokani.test' } },
);

const store = (slug: string) => t.call({ method: 'GET', url: `/api/v1/stores/${slug}` });
let n = 0;
const freshSlug = () => `dokan-${process.pid}-${++n}`;

async function patch(s: ShopFixture, body: unknown, lang: 'bn' | 'en' = 'en') {
  return api(t, s)('PATCH', '/online-shop', body, lang);
}

describe('the store’s settings', () => {
  it('before anything is saved: unpublished, no address, named after the shop; then an address, details and publishing', async () => {
    const s = await ownerWithShop(t, 'মায়ের দোয়া স্টোর');
    const first = (await api(t, s)('GET', '/online-shop')).json<OnlineShop>();
    expect(first).toMatchObject({ slug: null, published: false, name: 'মায়ের দোয়া স্টোর', url: null, domain: null, themeId: 'classic' });
    expect(first.social).toEqual({ facebook: null, instagram: null, youtube: null, tiktok: null });

    const slug = freshSlug();
    const saved = await patch(s, {
      slug: `  ${slug.toUpperCase()} `,
      mobile: '০১৭১১-২২৩৩৪৪',
      social: { facebook: 'https://facebook.com/mayerdoa' },
      seo: { title: 'মায়ের দোয়া' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<OnlineShop>()).toMatchObject({
      slug,
      published: false,
      mobile: '+8801711223344',
      url: `https://dokani.test/store/${slug}`,
      social: { facebook: 'https://facebook.com/mayerdoa', instagram: null },
      seo: { title: 'মায়ের দোয়া', description: null },
    });
    expect((await store(slug)).statusCode).toBe(404);

    const published = await patch(s, { published: true, social: { instagram: 'https://instagram.com/mayerdoa' } });
    expect(published.json<OnlineShop>()).toMatchObject({
      published: true,
      social: { facebook: 'https://facebook.com/mayerdoa', instagram: 'https://instagram.com/mayerdoa' },
    });
    const open = await store(slug);
    expect(open.statusCode).toBe(200);
    expect(open.json<Store>()).toMatchObject({ name: 'মায়ের দোয়া স্টোর', mobile: '+8801711223344', shippingPackages: [], categories: [] });
    expect((await store(slug.toUpperCase())).statusCode).toBe(200);

    await patch(s, { published: false });
    expect((await store(slug)).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('shop_id', '=', s.shopId)
      .where('entity', '=', 'online-shop')
      .execute();
    expect(audit).toHaveLength(3);
  });

  it('addresses: the form, reserved words, one shop per address (also racing), and publishing needs one', async () => {
    const a = await ownerWithShop(t);
    const b = await ownerWithShop(t);
    for (const bad of ['ab', 'a'.repeat(41), 'মুদি', 'my shop', 'shop_1']) {
      const r = await patch(a, { slug: bad }, 'bn');
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error.details.slug).toContain('৩ থেকে ৪০');
    }
    for (const word of ['api', 'admin', 'store', 'www', 'assets']) {
      expect((await patch(a, { slug: word })).json().error.details.slug).toBe("This word can't be a web address. Choose another.");
    }
    const noSlug = await patch(a, { published: true });
    expect(noSlug.statusCode).toBe(400);
    expect(noSlug.json().error.details.published).toBe("Choose the store's web address before publishing.");

    const slug = freshSlug();
    expect((await patch(a, { slug })).statusCode).toBe(200);
    const taken = await patch(b, { slug }, 'bn');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'SLUG_TAKEN',
      message: 'এই ওয়েব ঠিকানাটি আরেকটি দোকান নিয়ে নিয়েছে। অন্য একটি ঠিকানা বেছে নিন।',
    });

    const contested = freshSlug();
    const shops = await Promise.all(Array.from({ length: 6 }, () => ownerWithShop(t)));
    const answers = await Promise.all(shops.map((s) => patch(s, { slug: contested })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('bad input is refused field by field: a link that is not http(s), the domain, unknown fields', async () => {
    const s = await ownerWithShop(t);
    expect((await patch(s, { social: { facebook: 'javascript:alert(1)' } })).json().error.details).toHaveProperty(['social.facebook']);
    expect((await patch(s, { domain: 'mayerdoa.com' })).statusCode).toBe(400);
    expect((await patch(s, { social: { twitter: 'https://x.com/a' } })).statusCode).toBe(400);
    expect((await patch(s, { themeId: 'neon' })).statusCode).toBe(400);
    expect((await patch(s, { name: '   ' })).statusCode).toBe(400);
  });
});

describe('shipping packages', () => {
  it('added, listed cheapest first, changed and deleted; names are unique; the public store lists them', async () => {
    const s = await ownerWithShop(t);
    const call = api(t, s);
    const inside = { id: ulid(), name: 'ঢাকার ভেতরে', fee: '60' };
    const created = await call('POST', '/shipping-packages', inside);
    expect(created.statusCode).toBe(201);
    expect(created.json<ShippingPackage>()).toEqual({ id: inside.id, name: 'ঢাকার ভেতরে', fee: '60.00' });
    expect((await call('POST', '/shipping-packages', inside)).statusCode).toBe(200);
    const outside = await call('POST', '/shipping-packages', { id: ulid(), name: 'ঢাকার বাইরে', fee: '120' });
    const pickup = await call('POST', '/shipping-packages', { id: ulid(), name: 'দোকান থেকে নেবেন', fee: '0' });
    expect(pickup.statusCode).toBe(201);
    expect((await call('POST', '/shipping-packages', { id: ulid(), name: 'ঢাকার ভেতরে', fee: '50' }, 'en')).json().error.code).toBe(
      'SHIPPING_PACKAGE_NAME_TAKEN',
    );
    expect((await call('POST', '/shipping-packages', { id: ulid(), name: 'x', fee: '-5' })).statusCode).toBe(400);
    expect((await call('POST', '/shipping-packages', { id: ulid(), name: '', fee: '5' })).statusCode).toBe(400);
    expect((await call('POST', '/shipping-packages', { id: ulid(), name: 'y' })).statusCode).toBe(400);

    const changed = await call('PATCH', `/shipping-packages/${outside.json<ShippingPackage>().id}`, { fee: '130.50' });
    expect(changed.json<ShippingPackage>().fee).toBe('130.50');
    const list = (await call('GET', '/shipping-packages')).json<{ items: ShippingPackage[] }>().items;
    expect(list.map((p) => [p.name, p.fee])).toEqual([
      ['দোকান থেকে নেবেন', '0.00'],
      ['ঢাকার ভেতরে', '60.00'],
      ['ঢাকার বাইরে', '130.50'],
    ]);
    expect((await call('DELETE', `/shipping-packages/${pickup.json<ShippingPackage>().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/shipping-packages/${pickup.json<ShippingPackage>().id}`)).statusCode).toBe(404);

    const other = await ownerWithShop(t);
    expect((await api(t, other)('PATCH', `/shipping-packages/${inside.id}`, { fee: '1' })).statusCode).toBe(404);

    const slug = freshSlug();
    await patch(s, { slug, published: true });
    expect((await store(slug)).json<Store>().shippingPackages.map((p) => p.fee)).toEqual(['60.00', '130.50']);
  });
});

describe('the public store', () => {
  it('lists the categories that have a product on sale online, and nothing of a shop that is not published', async () => {
    const s = await ownerWithShop(t);
    const call = api(t, s);
    const category = async (name: string) => (await call('POST', '/categories', { id: ulid(), name })).json<{ id: string }>().id;
    const rice = await category('চাল');
    const oil = await category('তেল');
    await category('খালি');
    const product = (name: string, categoryId: string, onlineSale: boolean) =>
      call('POST', '/products', { id: ulid(), name, unit: 'pcs', purchasePrice: '10', sellPrice: '12', categoryId, onlineSale });
    expect((await product('মিনিকেট', rice, true)).statusCode).toBe(201);
    expect((await product('সয়াবিন', oil, false)).statusCode).toBe(201);
    const slug = freshSlug();
    await patch(s, { slug, published: true });
    expect((await store(slug)).json<Store>().categories).toEqual([{ id: rice, name: 'চাল' }]);
    expect((await store('no-such-store')).statusCode).toBe(404);
  });
});

describe('the public store’s products', () => {
  it('only what is on sale online and active, at the sell price, with whether any is left; searched; another shop’s never', async () => {
    const s = await ownerWithShop(t);
    const other = await ownerWithShop(t);
    const product = (f: ShopFixture, name: string, fields: Record<string, unknown>) =>
      api(t, f)('POST', '/products', { id: ulid(), name, unit: 'pcs', purchasePrice: '80', sellPrice: '95.50', ...fields }).then(
        (r) => r.json<{ id: string }>().id,
      );
    const rice = await product(s, 'মিনিকেট চাল', { onlineSale: true, openingStock: '10' });
    const soldOut = await product(s, 'চিনিগুঁড়া চাল', { onlineSale: true });
    await product(s, 'সয়াবিন তেল', { onlineSale: false, openingStock: '5' });
    const retired = await product(s, 'পুরনো চাল', { onlineSale: true, openingStock: '3' });
    await api(t, s)('PATCH', `/products/${retired}`, { status: 'inactive' });
    await product(other, 'অন্য দোকানের চাল', { onlineSale: true, openingStock: '3' });
    const slug = freshSlug();
    const products = () => t.call({ method: 'GET', url: `/api/v1/stores/${slug}/products` });
    expect((await products()).statusCode).toBe(404);
    await patch(s, { slug, published: true });
    const items = (await products()).json<{ items: StoreProduct[] }>().items;
    expect(items.map((i) => [i.id, i.price, i.inStock])).toEqual([
      [soldOut, '95.50', false],
      [rice, '95.50', true],
    ]);
    const found = await t.call({ method: 'GET', url: `/api/v1/stores/${slug}/products?q=${encodeURIComponent('মিনি')}` });
    expect(found.json<{ items: StoreProduct[] }>().items.map((i) => i.id)).toEqual([rice]);
    expect((await t.call({ method: 'GET', url: `/api/v1/stores/${slug}/products?q=${'ক'.repeat(101)}` })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: `/api/v1/stores/${slug}/products?categoryId=not-an-id` })).statusCode).toBe(400);
  });
});
