/**
 * A store's own domain serves that store only (another store's /store/<slug> is 404 there), and
 * the absolute links of the pages, the sitemap and robots.txt use configured origins only — never
 * a forged X-Forwarded-Host, even with TRUST_PROXY set.
 */
import { ulid } from '@dokani/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import { setStoreDomain } from '../online-shop/index.ts';

let t: TestApp;
withTestApp(
  (app) => {
    t = app;
  },
  { config: { publicUrl: 'https://dokani.test', trustProxy: true, logLevel: 'error' } },
);

let n = 0;
async function openStore(productName: string): Promise<{ slug: string; product: string }> {
  const s = await ownerWithShop(t, 'দোকান');
  const r = await api(t, s)('POST', '/products', {
    id: ulid(),
    name: productName,
    unit: 'kg',
    purchasePrice: '60',
    sellPrice: '100',
    onlineSale: true,
    openingStock: '10',
  });
  expect(r.statusCode, r.body).toBe(201);
  const slug = `own-${process.pid}-${++n}`;
  expect((await api(t, s)('PATCH', '/online-shop', { slug, published: true })).statusCode).toBe(200);
  return { slug, product: r.json<{ id: string }>().id };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 10)', ...headers } });

let a: { slug: string; product: string };
let b: { slug: string; product: string };
const domain = `shopa-${process.pid}.example`;
beforeAll(async () => {
  a = await openStore('আমার দোকানের চাল');
  b = await openStore('অন্য দোকানের ডাল');
  await setStoreDomain(t.db, a.slug, domain);
  await t.app.storeDomains.refresh(t.db);
});

describe('a store’s own domain', () => {
  it('serves only its own store: another store’s /store/<slug> paths are 404; the API stays', async () => {
    expect((await get('/', { host: domain })).body).toContain('আমার দোকানের চাল');
    for (const path of [
      `/store/${b.slug}`,
      `/store/${b.slug}/p/${b.product}`,
      `/store/${b.slug}/sitemap.xml`,
      `/store/${b.slug}/robots.txt`,
      `/store/${b.slug.toUpperCase()}/cart`,
    ]) {
      const r = await get(path, { host: domain });
      expect(r.statusCode, path).toBe(404);
      expect(r.body, path).not.toContain('অন্য দোকানের ডাল');
    }
    // on the app's own host the other store is there as before
    expect((await get(`/store/${b.slug}`)).body).toContain('অন্য দোকানের ডাল');
    // the API and the media keep their paths on the domain
    expect((await get(`/api/v1/stores/${b.slug}`, { host: domain })).statusCode).toBe(200);
    const media = await get('/media/nothing/here.webp', { host: domain });
    expect(media.statusCode).toBe(404);
    expect(media.body).not.toContain('<!doctype html>');
  });

  it('sends its own /store/<slug> paths to the same page at the root', async () => {
    const home = await get(`/store/${a.slug}?lang=en`, { host: domain });
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe('/?lang=en');
    const product = await get(`/store/${a.slug}/p/${a.product}`, { host: domain });
    expect(product.statusCode).toBe(301);
    expect(product.headers.location).toBe(`/p/${a.product}`);
  });
});

describe('absolute links use configured origins only', () => {
  const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  it('on the own domain: https://<the domain as set>, whatever the Host’s case or port or a forged X-Forwarded-Host', async () => {
    const headers = { host: `${domain.toUpperCase()}:8443`, ...forged };
    const robots = await get('/robots.txt', headers);
    expect(robots.body).toContain(`Sitemap: https://${domain}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml', headers);
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>https://${domain}/p/${a.product}</loc>`);
    const home = await get('/', headers);
    expect(home.body).toContain(`<link rel="canonical" href="https://${domain}/"/>`);
    for (const r of [robots, sitemap, home]) {
      expect(r.body).not.toContain('evil.example');
      expect(r.body).not.toContain('8443');
      expect(r.body).not.toContain(domain.toUpperCase());
    }
  });

  it('under /store/<slug>: PUBLIC_URL; with none, relative links, no Sitemap line and no sitemap', async () => {
    const robots = await get(`/store/${b.slug}/robots.txt`, forged);
    expect(robots.body).toContain(`Sitemap: https://dokani.test/store/${b.slug}/sitemap.xml`);
    const sitemap = await get(`/store/${b.slug}/sitemap.xml`, forged);
    expect(sitemap.body).toContain(`<loc>https://dokani.test/store/${b.slug}/p/${b.product}</loc>`);
    expect(sitemap.body + robots.body).not.toContain('evil.example');

    const publicUrl = t.config.publicUrl;
    t.config.publicUrl = null;
    try {
      const bare = await get(`/store/${b.slug}/robots.txt`, forged);
      expect(bare.statusCode).toBe(200);
      expect(bare.body).toContain(`Disallow: /store/${b.slug}/cart`);
      expect(bare.body).not.toContain('Sitemap');
      expect((await get(`/store/${b.slug}/sitemap.xml`, forged)).statusCode).toBe(404);
      const home = await get(`/store/${b.slug}`, forged);
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain(`<link rel="canonical" href="/store/${b.slug}"/>`);
      expect(home.body).not.toContain('evil.example');
    } finally {
      t.config.publicUrl = publicUrl;
    }
  });
});
