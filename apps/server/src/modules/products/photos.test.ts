import { ulid } from '@dokani/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer } from '../../test/auth.ts';
import { filesOf, multipart, pngOf } from '../../test/uploads.ts';
import { addProduct, api, ownerWithShop } from './products.fixtures.ts';
import type { ShopFixture } from './products.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let call: ReturnType<typeof api>;
let png: Buffer;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  call = api(t, s);
  png = await pngOf(2000, 1000, { r: 200, g: 30, b: 60 });
});

interface Photo {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

function upload(productId: string, file: Buffer, filename = 'photo.png', contentType = 'image/png', shop = s, lang = 'bn') {
  const body = multipart(file, filename, contentType);
  return t.call({
    method: 'POST',
    url: `${shop.base}/products/${productId}/photos`,
    headers: { ...bearer(shop.token), ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
}

describe('product photos', () => {
  it('stores a resized WebP and a thumbnail, and serves them at /media with a long cache', async () => {
    const p = await addProduct(t, s);
    const r = await upload(p.id, png);
    expect(r.statusCode, r.body).toBe(201);
    const photos = r.json<{ photos: Photo[] }>().photos;
    expect(photos).toHaveLength(1);
    const [photo] = photos as [Photo];
    expect(photo).toMatchObject({ width: 1024, height: 512 });
    expect(photo.url).toMatch(new RegExp(`^/media/${s.shopId}/[0-9A-Z]{26}-[0-9a-f]{32}\\.webp$`));
    expect(photo.thumbUrl).toMatch(/-t\.webp$/);

    const full = await t.call({ method: 'GET', url: photo.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 512 });
    const thumb = await t.call({ method: 'GET', url: photo.thumbUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 128 });
    // No token needed (an <img> has none); HEAD works too.
    expect((await t.call({ method: 'HEAD', url: photo.url })).statusCode).toBe(200);

    // The product answers, single and in the list, carry the photos.
    expect((await call('GET', `/products/${p.id}`)).json().photos).toEqual(photos);
    const list = await call('GET', `/products?q=${encodeURIComponent(p.name)}&limit=200`);
    expect(list.json().items.find((i: { id: string }) => i.id === p.id).photos).toEqual(photos);
  });

  it('never serves anything but a stored name: no traversal, no listing, unknown → 404', async () => {
    const p = await addProduct(t, s);
    const photo = (await upload(p.id, png)).json<{ photos: Photo[] }>().photos[0] as Photo;
    const tries = [
      '/media',
      '/media/',
      `/media/${s.shopId}/`,
      `/media/${s.shopId}`,
      `/media/${s.shopId}/..%2F..%2Fpglite`,
      `/media/${s.shopId}/%2e%2e%2f%2e%2e%2fsms-outbox.jsonl`,
      `/media/${s.shopId}/${'0'.repeat(26)}-${'0'.repeat(32)}.webp`,
      photo.url.replace('.webp', '.png'),
      photo.url.toLowerCase(),
      `${photo.url}/x`,
    ];
    for (const url of tries) {
      const r = await t.call({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type'], url).not.toBe('image/webp');
    }
    // "../" (also as %2e%2e) is resolved by the URL parser before routing: it never reaches the media route.
    for (const url of ['/media/../../etc/passwd', '/media/%2e%2e/%2e%2e/etc/passwd']) {
      const out = await t.call({ method: 'GET', url });
      expect(out.body, url).not.toContain('root:');
      expect(out.headers['content-type'], url).not.toBe('image/webp');
    }
  });

  it('refuses what is not an image (400 INVALID_IMAGE), too big (413) and a sixth photo (409); nothing is left behind', async () => {
    const p = await addProduct(t, s);
    const before = filesOf(t, s.shopId).length;
    const text = await upload(p.id, Buffer.from('this is not an image, only text'), 'fake.png', 'image/png', s, 'en');
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatchObject({ code: 'INVALID_IMAGE', message: "This image can't be read. Use a JPG, PNG or WebP photo." });
    const truncated = await upload(p.id, png.subarray(0, 200));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error.code).toBe('INVALID_IMAGE');
    const svg = await upload(
      p.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.json().error.code).toBe('INVALID_IMAGE');

    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const big = await upload(p.id, huge);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    for (let i = 0; i < 5; i++) expect((await upload(p.id, png)).statusCode).toBe(201);
    const sixth = await upload(p.id, png, 'photo.png', 'image/png', s, 'en');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toMatchObject({ code: 'TOO_MANY_PHOTOS', message: 'A product can have at most 5 photos.' });
    expect(filesOf(t, s.shopId).length).toBe(before + 10);
    const rows = await t.db
      .selectFrom('product_photos')
      .selectAll()
      .where('shop_id', '=', s.shopId)
      .where('product_id', '=', p.id)
      .execute();
    expect(rows).toHaveLength(5);
  });

  it('a photo larger than the JSON body limit (1 MB) but under 5 MB is accepted', async () => {
    const p = await addProduct(t, s);
    const noisy = await sharp(Buffer.from(Array.from({ length: 900 * 900 * 3 }, (_x, i) => (i * 7919) % 251)), {
      raw: { width: 900, height: 900, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    const r = await upload(p.id, noisy, 'big.png');
    expect(r.statusCode, r.body).toBe(201);
  });

  it('uploads without a file or as JSON are refused', async () => {
    const p = await addProduct(t, s);
    const json = await call('POST', `/products/${p.id}/photos`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const boundary = 'xyz';
    const empty = await t.call({
      method: 'POST',
      url: `${s.base}/products/${p.id}/photos`,
      headers: { ...bearer(s.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect((await upload(ulid(), png)).statusCode).toBe(404);
  });

  it('reorders photos, deletes one with its files, and deleting the product removes the rest', async () => {
    const p = await addProduct(t, s);
    for (let i = 0; i < 3; i++) await upload(p.id, png);
    const photos = (await call('GET', `/products/${p.id}`)).json<{ photos: Photo[] }>().photos;
    const ids = photos.map((x) => x.id);
    const reordered = await call('PATCH', `/products/${p.id}/photos`, { order: [ids[2], ids[0], ids[1]] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().photos.map((x: Photo) => x.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await call('PATCH', `/products/${p.id}/photos`, { order: [ids[0], ids[1]] })).statusCode).toBe(400);
    expect((await call('PATCH', `/products/${p.id}/photos`, { order: [ids[0], ids[0], ids[1]] })).statusCode).toBe(400);

    const gone = photos[0] as Photo;
    const del = await call('DELETE', `/products/${p.id}/photos/${gone.id}`);
    expect(del.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: gone.url })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: gone.thumbUrl })).statusCode).toBe(404);
    expect((await call('DELETE', `/products/${p.id}/photos/${gone.id}`)).statusCode).toBe(404);

    const rest = (await call('GET', `/products/${p.id}`)).json<{ photos: Photo[] }>().photos;
    expect(rest).toHaveLength(2);
    expect((await call('DELETE', `/products/${p.id}`)).statusCode).toBe(204);
    for (const x of rest) expect((await t.call({ method: 'GET', url: x.url })).statusCode).toBe(404);
    const left = await t.db.selectFrom('product_photos').selectAll().where('product_id', '=', p.id).execute();
    expect(left).toHaveLength(0);
  });

  it('another shop cannot add, reorder or delete this shop’s photos', async () => {
    const p = await addProduct(t, s);
    const photo = (await upload(p.id, png)).json<{ photos: Photo[] }>().photos[0] as Photo;
    const outsider = await ownerWithShop(t);
    const foreignBase = { ...outsider, base: s.base };
    expect((await upload(p.id, png, 'p.png', 'image/png', foreignBase)).statusCode).toBe(404);
    expect((await upload(p.id, png, 'p.png', 'image/png', outsider)).statusCode).toBe(404);
    const as = api(t, foreignBase);
    expect((await as('DELETE', `/products/${p.id}/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await api(t, outsider)('DELETE', `/products/${p.id}/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await as('PATCH', `/products/${p.id}/photos`, { order: [photo.id] })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: photo.url })).statusCode).toBe(200);
  });
});
