/**
 * The store's banner (cut to 1920 × 560, a 960 px copy for phones, files replaced and removed) and
 * its featured products (the owner's order, only products on sale online, shown first on the
 * store's home page).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FeaturedProduct, OnlineShop } from '@dokani/contracts/online-shop';
import { ulid } from '@dokani/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadsDir } from '../../platform/files.ts';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer } from '../../test/auth.ts';
import { multipart, pngOf } from '../../test/uploads.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

let n = 0;
async function openStore(): Promise<{ s: ShopFixture; slug: string }> {
  const s = await ownerWithShop(t, 'মায়ের দোয়া স্টোর');
  const slug = `look-${process.pid}-${++n}`;
  expect((await api(t, s)('PATCH', '/online-shop', { slug, published: true })).statusCode).toBe(200);
  return { s, slug };
}

function putBanner(s: ShopFixture, file: Buffer) {
  const body = multipart(file, 'banner.png', 'image/png');
  return t.call({
    method: 'PUT',
    url: `${s.base}/online-shop/banner`,
    payload: body.payload,
    headers: { ...bearer(s.token), ...body.headers },
  });
}

const fileOf = (url: string) => join(uploadsDir(t.config.dataDir), url.replace(/^\/media\//, ''));

describe('the banner', () => {
  it('is cut to 1920 × 560 with a 960 × 280 copy, shown with both on the store; replaced and removed with its files', async () => {
    const { s, slug } = await openStore();
    const square = await pngOf(1000, 1000, { r: 200, g: 40, b: 40 });
    const r = await putBanner(s, square);
    expect(r.statusCode, r.body).toBe(200);
    const first = r.json<OnlineShop>().bannerUrl ?? '';
    expect(first).toMatch(/^\/media\/[0-9A-Z]{26}\/[0-9A-Z]{26}-[0-9a-f]{32}-banner\.webp$/);
    const small = first.replace('-banner.webp', '-bannersm.webp');
    expect(await sharp(fileOf(first)).metadata()).toMatchObject({ width: 1920, height: 560, format: 'webp' });
    expect(await sharp(fileOf(small)).metadata()).toMatchObject({ width: 960, height: 280 });
    const home = (await t.call({ method: 'GET', url: `/store/${slug}` })).body;
    expect(home).toContain(`srcSet="${small} 960w, ${first} 1920w"`);

    const wide = await pngOf(3000, 600, { r: 40, g: 40, b: 200 });
    const second = (await putBanner(s, wide)).json<OnlineShop>().bannerUrl ?? '';
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(small))).toBe(false);
    expect((await putBanner(s, Buffer.from('not an image'))).json().error.code).toBe('INVALID_IMAGE');

    const removed = await api(t, s)('DELETE', '/online-shop/banner');
    expect(removed.json<OnlineShop>().bannerUrl).toBeNull();
    expect(existsSync(fileOf(second))).toBe(false);
  });
});

describe('featured products', () => {
  it('in the owner’s order, only products on sale online; shown first on the store’s home page', async () => {
    const { s, slug } = await openStore();
    const other = await openStore();
    const product = async (name: string, onlineSale = true) =>
      (
        await api(t, s)('POST', '/products', {
          id: ulid(),
          name,
          unit: 'pcs',
          purchasePrice: '10',
          sellPrice: '20',
          onlineSale,
          openingStock: '3',
        })
      ).json<{ id: string }>().id;
    const a = await product('আম');
    const b = await product('জাম');
    const offline = await product('কাঁঠাল', false);
    const foreign = (
      await api(t, other.s)('POST', '/products', {
        id: ulid(),
        name: 'x',
        unit: 'pcs',
        purchasePrice: '1',
        sellPrice: '2',
        onlineSale: true,
      })
    ).json<{ id: string }>().id;

    const put = (productIds: string[]) =>
      t.call({
        method: 'PUT',
        url: `${s.base}/online-shop/featured`,
        payload: { productIds },
        headers: { authorization: `Bearer ${s.token}`, 'accept-language': 'en' },
      });
    const refused = await put([a, offline]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details['productIds.1']).toBe('This product is not on sale online — publish it online first.');
    expect((await put([foreign])).statusCode).toBe(400);
    expect((await put([a, a])).statusCode).toBe(400);
    expect((await put(Array.from({ length: 13 }, () => ulid()))).statusCode).toBe(400);

    const ok = await put([b, a]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ items: FeaturedProduct[] }>().items.map((i) => [i.name, i.price, i.inStock])).toEqual([
      ['জাম', '20.00', true],
      ['আম', '20.00', true],
    ]);
    const home = (await t.call({ method: 'GET', url: `/store/${slug}` })).body;
    const featured = home.slice(home.indexOf('id="featured-title"'), home.indexOf('</section>'));
    expect(featured.indexOf('জাম')).toBeLessThan(featured.indexOf('আম'));
    // Taken off the store: gone from the store's list, still in the owner's until changed.
    await api(t, s)('POST', '/online-shop/products/publish', { productIds: [b], onlineSale: false });
    const after = (await t.call({ method: 'GET', url: `/store/${slug}` })).body;
    expect(after.slice(after.indexOf('id="featured-title"'), after.indexOf('</section>'))).not.toContain('জাম');
    expect((await api(t, s)('GET', '/online-shop/featured')).json<{ items: FeaturedProduct[] }>().items).toHaveLength(2);
    expect((await put([])).json()).toEqual({ items: [] });
    expect((await t.call({ method: 'GET', url: `/store/${slug}` })).body).not.toContain('id="featured-title"');
  });
});
