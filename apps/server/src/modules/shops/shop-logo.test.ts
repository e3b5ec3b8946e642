import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, createShop, signUp } from '../../test/auth.ts';
import type { TestUser } from '../../test/auth.ts';
import { expectImagesRefused, filesOf, multipart, pngOf } from '../../test/uploads.ts';
import { addMember } from '../products/products.fixtures.ts';

let t: TestApp;
let owner: TestUser;
let png: Buffer;
/** A logo with a transparent background: a green square in the middle of 1000 × 600 clear pixels. */
let clearPng: Buffer;

withTestApp(async (app) => {
  t = app;
  owner = await signUp(t, { name: 'আবুল হোসেন' });
  png = await pngOf(1200, 800, { r: 20, g: 120, b: 60 });
  const square = await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
  clearPng = await sharp({ create: { width: 1000, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: square, left: 400, top: 200 }])
    .png()
    .toBuffer();
});

interface ShopAnswer {
  id: string;
  name: string;
  logoUrl: string | null;
  role: string;
}

const shopUrl = (shopId: string) => `/api/v1/shops/${shopId}`;

function putLogo(shopId: string, file: Buffer, opts: { filename?: string; type?: string; token?: string; lang?: string } = {}) {
  const body = multipart(file, opts.filename ?? 'logo.png', opts.type ?? 'image/png');
  const headers: Record<string, string> = { ...bearer(opts.token ?? owner.token), ...body.headers };
  if (opts.lang) headers['accept-language'] = opts.lang;
  return t.call({ method: 'PUT', url: `${shopUrl(shopId)}/logo`, headers, payload: body.payload });
}

const deleteLogo = (shopId: string, token = owner.token) =>
  t.call({ method: 'DELETE', url: `${shopUrl(shopId)}/logo`, headers: bearer(token) });
const readShop = async (shopId: string, token = owner.token) =>
  (await t.call({ method: 'GET', url: shopUrl(shopId), headers: bearer(token) })).json<ShopAnswer>();

describe('shop logo', () => {
  it('PUT stores a WebP fitted to 512 px, answers the shop with logoUrl, and GET /shops/:shopId shows it', async () => {
    const shop = await createShop(t, owner.token, { name: 'লোগো স্টোর' });
    const r = await putLogo(shop.id, png);
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json<ShopAnswer>();
    expect(answer).toMatchObject({ id: shop.id, name: 'লোগো স্টোর', role: 'owner' });
    expect(answer.logoUrl).toMatch(new RegExp(`^/media/${shop.id}/[0-9A-Z]{26}-[0-9a-f]{32}-logo\\.webp$`));
    expect(await readShop(shop.id)).toEqual(answer);
    const list = await t.call({ method: 'GET', url: '/api/v1/shops', headers: bearer(owner.token) });
    expect(list.json<{ items: ShopAnswer[] }>().items.find((s) => s.id === shop.id)?.logoUrl).toBe(answer.logoUrl);

    const served = await t.call({ method: 'GET', url: answer.logoUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 341 });
    expect(filesOf(t, shop.id)).toHaveLength(1);
    const audit = await t.db.selectFrom('audit_log').select('action').where('shop_id', '=', shop.id).execute();
    expect(audit.map((a) => a.action)).toContain('set-logo');
  });

  it('keeps the transparent background of a PNG logo', async () => {
    const shop = await createShop(t, owner.token);
    const url = (await putLogo(shop.id, clearPng)).json<ShopAnswer>().logoUrl ?? '';
    const served = await t.call({ method: 'GET', url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 307, hasAlpha: true });
    const { data, info } = await sharp(served.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(256, 153)).toBe(255);
  });

  it('a second PUT replaces the logo and removes the old file', async () => {
    const shop = await createShop(t, owner.token);
    const first = (await putLogo(shop.id, png)).json<ShopAnswer>().logoUrl ?? '';
    const again = await putLogo(shop.id, clearPng);
    expect(again.statusCode).toBe(200);
    const second = again.json<ShopAnswer>().logoUrl ?? '';
    expect(second).not.toBe(first);
    expect((await t.call({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(filesOf(t, shop.id)).toEqual([second.split('/').pop()]);
    expect((await readShop(shop.id)).logoUrl).toBe(second);
  });

  it('DELETE removes the logo and its file; again it answers the shop as it is', async () => {
    const shop = await createShop(t, owner.token);
    const url = (await putLogo(shop.id, png)).json<ShopAnswer>().logoUrl ?? '';
    const del = await deleteLogo(shop.id);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ id: shop.id, logoUrl: null, role: 'owner' });
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(404);
    expect(filesOf(t, shop.id)).toEqual([]);
    expect((await readShop(shop.id)).logoUrl).toBeNull();
    const twice = await deleteLogo(shop.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ logoUrl: null });
    const audit = await t.db.selectFrom('audit_log').select('action').where('shop_id', '=', shop.id).execute();
    expect(audit.filter((a) => a.action === 'remove-logo')).toHaveLength(1);
  });

  it('a non-image is 400 INVALID_IMAGE (Bangla by default, English when asked); too big 413; JSON 415; the logo stays', async () => {
    const shop = await createShop(t, owner.token);
    const kept = (await putLogo(shop.id, png)).json<ShopAnswer>().logoUrl;

    await expectImagesRefused((file, opts) => putLogo(shop.id, file, opts), png);

    const json = await t.call({ method: 'PUT', url: `${shopUrl(shop.id)}/logo`, headers: bearer(owner.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);

    expect((await readShop(shop.id)).logoUrl).toBe(kept);
    expect(filesOf(t, shop.id)).toEqual([kept?.split('/').pop()]);
  });

  it('another shop’s user gets 404 on PUT and DELETE, and the logo stays', async () => {
    const shop = await createShop(t, owner.token, { name: 'গোপন দোকান' });
    const url = (await putLogo(shop.id, png)).json<ShopAnswer>().logoUrl;
    const outsider = await signUp(t);
    const theirs = await createShop(t, outsider.token);

    const put = await putLogo(shop.id, png, { token: outsider.token });
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toContain('গোপন');
    const del = await deleteLogo(shop.id, outsider.token);
    expect(del.statusCode).toBe(404);
    expect(del.body).not.toContain('গোপন');

    expect((await readShop(shop.id)).logoUrl).toBe(url);
    expect((await t.call({ method: 'GET', url: url ?? '' })).statusCode).toBe(200);
    expect(filesOf(t, shop.id)).toHaveLength(1);
    expect(filesOf(t, theirs.id)).toEqual([]);
    expect(
      (await t.call({ method: 'PUT', url: `${shopUrl(shop.id)}/logo`, headers: multipart(png, 'l.png', 'image/png').headers })).statusCode,
    ).toBe(401);
  });

  it('follows the shop edit’s policy: a member without "settings" gets 403, with it 200', async () => {
    const shop = await createShop(t, owner.token);
    const seller = await signUp(t);
    await addMember(t, shop.id, seller.id, ['sell', 'products']);
    expect((await putLogo(shop.id, png, { token: seller.token })).statusCode).toBe(403);
    expect((await deleteLogo(shop.id, seller.token)).statusCode).toBe(403);
    expect(filesOf(t, shop.id)).toEqual([]);

    const manager = await signUp(t);
    await addMember(t, shop.id, manager.id, ['settings']);
    const put = await putLogo(shop.id, png, { token: manager.token });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: shop.id, role: 'role settings' });
    expect((await deleteLogo(shop.id, manager.token)).json()).toMatchObject({ logoUrl: null });
  });
});
