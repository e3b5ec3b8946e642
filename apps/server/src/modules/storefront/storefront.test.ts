/**
 * The public storefront's pages: rendered on the server in Bangla (English on request), every
 * owner's text escaped, an unpublished store or a wrong tracking link a friendly 404, visits
 * counted once a visitor a day, the sitemap, robots.txt, manifest and icons, and a shop's own
 * domain serving its store at /.
 */
import type { PlacedOrder } from '@dokani/contracts/online-shop';
import { ulid } from '@dokani/core';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api } from '../contacts/contacts.fixtures.ts';
import { setStoreDomain } from '../online-shop/index.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';
import { publishStore } from '../online-shop/online-shop.fixtures.ts';

let t: TestApp;
withTestApp(
  (app) => {
    t = app;
  },
  { config: { publicUrl: 'https://dokani.test', logLevel: 'error' } },
);

interface Store {
  s: ShopFixture;
  slug: string;
  rice: string;
  hidden: string;
  delivery: string;
}

async function openStore(fields: Record<string, unknown> = {}): Promise<Store> {
  const { s, slug, products, delivery } = await publishStore(t, {
    shopName: 'মায়ের দোয়া স্টোর',
    products: [
      { name: 'মিনিকেট চাল', sellPrice: '1250', details: 'নতুন মৌসুমের চাল' },
      { name: 'দোকানের ভেতরের পণ্য', sellPrice: '10', onlineSale: false },
    ],
    delivery: { name: 'ঢাকার ভেতরে', fee: '60' },
    fields,
  });
  const [rice = '', hidden = ''] = products;
  return { s, slug, rice, hidden, delivery };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 10)', ...headers } });

describe('the storefront pages', () => {
  it('home: the store’s products with Bangla prices and stock state, categories, search; owner texts escaped', async () => {
    const st = await openStore({ seo: { title: 'চাল-ডাল <b>সবই</b>', description: 'সেরা দামে' } });
    await api(t, st.s)('POST', '/products', {
      id: ulid(),
      name: '<script>alert(1)</script> ডাল',
      unit: 'kg',
      purchasePrice: '1',
      sellPrice: '2',
      onlineSale: true,
    });
    const r = await get(`/store/${st.slug}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    const page = r.body;
    expect(page).toMatch(/^<!doctype html><html lang="bn">/);
    expect(page).toContain('মিনিকেট চাল');
    expect(page).toContain('৳১,২৫০.০০');
    expect(page).toContain('স্টকে আছে');
    expect(page).toContain('স্টক শেষ'); // the product without stock
    expect(page).not.toContain('দোকানের ভেতরের পণ্য');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; ডাল');
    expect(page).toContain('<title>চাল-ডাল &lt;b&gt;সবই&lt;/b&gt;</title>');
    expect(page).toContain(`<link rel="canonical" href="https://dokani.test/store/${st.slug}"/>`);
    expect(page).toMatch(/<script src="\/store\/assets\/store\.[0-9a-f]{10}\.js" defer="">/);

    const found = await get(`/store/${st.slug}?q=${encodeURIComponent('মিনিকেট')}`);
    expect(found.body).toContain('মিনিকেট চাল');
    expect(found.body).not.toContain('ডাল</a>');
    expect(found.body).toContain('<meta name="robots" content="noindex"/>');
    const none = await get(`/store/${st.slug}?q=zzzz`);
    expect(none.body).toContain('“zzzz” দিয়ে কোনো পণ্য পাওয়া গেল না');
  });

  it('English on request, kept in a cookie; compressed when the browser asks', async () => {
    const st = await openStore();
    const r = await get(`/store/${st.slug}?lang=en`);
    expect(r.body).toMatch(/<html lang="en">/);
    expect(r.body).toContain('In stock');
    expect(r.body).toContain('৳1,250.00');
    expect(String(r.headers['set-cookie'])).toContain('store_lang=en');
    const again = await get(`/store/${st.slug}/cart`, { cookie: 'store_lang=en', 'accept-encoding': 'gzip' });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(again.rawPayload).toString()).toContain('Your cart');
  });

  it('an unpublished or unknown store, a product not sold online and another shop’s product are a friendly 404', async () => {
    const st = await openStore();
    const other = await openStore();
    expect((await get(`/store/no-such-store-${st.slug}`)).statusCode).toBe(404);
    expect((await get(`/store/${st.slug}/p/${st.hidden}`)).statusCode).toBe(404);
    const foreign = await get(`/store/${st.slug}/p/${other.rice}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain('পাতাটি পাওয়া গেল না');
    await api(t, st.s)('PATCH', '/online-shop', { published: false });
    const closed = await get(`/store/${st.slug}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.body).toContain('দোকানটি এখন বন্ধ');
    expect(closed.body).not.toContain('মিনিকেট চাল');
  });

  it('product page: photos, price, details and structured data', async () => {
    const st = await openStore();
    const r = await get(`/store/${st.slug}/p/${st.rice}`);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<h1>মিনিকেট চাল</h1>');
    expect(r.body).toContain('নতুন মৌসুমের চাল');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(r.body)?.[1];
    expect(JSON.parse(ld ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: 'মিনিকেট চাল',
      offers: { price: '1250.00', priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
    });
  });

  it('the tracking page shows the order’s history only with its token', async () => {
    const st = await openStore();
    const id = ulid();
    const placed = await t.call({
      method: 'POST',
      url: `/api/v1/stores/${st.slug}/orders`,
      payload: {
        id,
        customer: { name: 'রাশেদা <i>বেগম</i>', mobile: '01811223344', address: 'মিরপুর ১০', divisionId: '6', districtId: '47' },
        shippingPackageId: st.delivery,
        lines: [{ productId: st.rice, quantity: '2' }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const url = new URL(placed.json<PlacedOrder>().trackingUrl);
    const r = await get(`${url.pathname}${url.search}&new=1`);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('অর্ডার নং ১');
    expect(r.body).toContain('ধন্যবাদ!');
    expect(r.body).toContain('অর্ডার হয়েছে');
    expect(r.body).toContain('রাশেদা &lt;i&gt;বেগম&lt;/i&gt;');
    expect(r.body).toContain('৳২,৫৬০.০০');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    await api(t, st.s)('POST', `/orders/${id}/status`, { status: 'accepted' });
    expect((await get(`${url.pathname}${url.search}`)).body).toContain('দোকান অর্ডার নিয়েছে');
    expect((await get(url.pathname)).statusCode).toBe(404);
    expect((await get(`${url.pathname}?t=wrong`)).statusCode).toBe(404);
    expect((await get(`/store/${st.slug}/orders/${ulid()}${url.search}`)).statusCode).toBe(404);
  });

  it('policies, sitemap, robots.txt, manifest and icons', async () => {
    const st = await openStore({ policies: { returns: '৭ দিনের মধ্যে ফেরত।\nরসিদ লাগবে।' } });
    const policy = await get(`/store/${st.slug}/policy/returns`);
    expect(policy.statusCode).toBe(200);
    expect(policy.body).toContain('৭ দিনের মধ্যে ফেরত।\nরসিদ লাগবে।');
    expect((await get(`/store/${st.slug}/policy/nothing`)).statusCode).toBe(404);
    const sitemap = await get(`/store/${st.slug}/sitemap.xml`);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>https://dokani.test/store/${st.slug}/p/${st.rice}</loc>`);
    expect(sitemap.body).toContain(`<loc>https://dokani.test/store/${st.slug}/policy/returns</loc>`);
    expect(sitemap.body).not.toContain(st.hidden);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /api/');
    const manifest = JSON.parse((await get(`/store/${st.slug}/manifest.webmanifest`)).body) as {
      name: string;
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ name: 'মায়ের দোয়া স্টোর', start_url: `/store/${st.slug}/` });
    const icon = await get(manifest.icons[0]?.src ?? '');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('scripts and the font are served under hashed names for a year', async () => {
    const st = await openStore();
    const page = (await get(`/store/${st.slug}/checkout`)).body;
    const scripts = [...page.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(2);
    for (const src of scripts) {
      const r = await get(src);
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toContain('immutable');
      expect(r.headers['content-type']).toContain('javascript');
    }
    const font = /href="(\/store\/assets\/noto-sans-bengali\.[0-9a-f]{10}\.woff2)"/.exec(page)?.[1] ?? '';
    expect((await get(font)).headers['content-type']).toBe('font/woff2');
    expect((await get('/store/assets/nothing.js')).statusCode).toBe(404);
  });

  it('checkout: the delivery packages, the places, and the code step only when the store asks for it', async () => {
    const st = await openStore();
    const plain = (await get(`/store/${st.slug}/checkout`)).body;
    expect(plain).toContain('ঢাকার ভেতরে — ৳৬০.০০');
    expect(plain).toContain('<option value="6">ঢাকা</option>');
    expect(plain).not.toContain('id="otp-send"');
    await api(t, st.s)('PATCH', '/online-shop', { checkoutOtp: true });
    const asked = (await get(`/store/${st.slug}/checkout`)).body;
    expect(asked).toContain('id="otp-send"');
    expect(asked).toContain('"otp":true');
  });

  it('the message page: a form for the visitor, linked from every page', async () => {
    const st = await openStore();
    expect((await get(`/store/${st.slug}`)).body).toContain(`href="/store/${st.slug}/message"`);
    const r = await get(`/store/${st.slug}/message`);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<form id="message-form"');
    expect(r.body).toContain('দোকানকে বার্তা পাঠান');
  });

  it('counts a visit once a visitor a day, and no robots', async () => {
    const st = await openStore();
    const visits = async () =>
      (await t.db.selectFrom('online_shop_visits').select('visits').where('shop_id', '=', st.s.shopId).executeTakeFirst())?.visits ?? 0;
    const first = await get(`/store/${st.slug}`);
    expect(await visits()).toBe(1);
    const seen = String(first.headers['set-cookie']).split(';')[0] ?? '';
    await get(`/store/${st.slug}/p/${st.rice}`, { cookie: seen });
    expect(await visits()).toBe(1);
    await get(`/store/${st.slug}/p/${st.rice}`);
    expect(await visits()).toBe(2);
    await get(`/store/${st.slug}`, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(await visits()).toBe(2);
  });

  it('a shop’s own domain serves its store at /, with its own robots.txt; the API stays where it is', async () => {
    const st = await openStore();
    const domain = `${st.slug}.example.com`;
    expect(await setStoreDomain(t.db, st.slug, `${domain.toUpperCase()}.`)).toEqual({ slug: st.slug, domain });
    await expect(setStoreDomain(t.db, st.slug, 'not a domain')).rejects.toThrow('not a domain name');
    const other = await openStore();
    await expect(setStoreDomain(t.db, other.slug, domain)).rejects.toThrow('another store already has');
    await t.app.storeDomains.refresh(t.db);
    const home = await get('/', { host: domain });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('মিনিকেট চাল');
    expect(home.body).toContain(`href="/p/${st.rice}"`);
    expect(home.body).toContain(`<link rel="canonical" href="https://${domain}/"/>`);
    expect((await get(`/p/${st.rice}?lang=en`, { host: domain })).body).toContain('In stock');
    expect((await get('/robots.txt', { host: domain })).body).toContain(`Sitemap: https://${domain}/sitemap.xml`);
    expect((await get(`/api/v1/stores/${st.slug}`, { host: domain })).statusCode).toBe(200);
    // Another host is the app as before; a cleared domain is the app again.
    expect((await get('/robots.txt')).body).not.toContain('Sitemap');
    await setStoreDomain(t.db, st.slug, null);
    await t.app.storeDomains.refresh(t.db);
    expect((await get('/robots.txt', { host: domain })).body).not.toContain('Sitemap');
  });
});
