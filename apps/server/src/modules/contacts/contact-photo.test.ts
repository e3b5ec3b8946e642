import { ulid } from '@dokani/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, signUp } from '../../test/auth.ts';
import { expectImagesRefused, filesOf, multipart, pngOf } from '../../test/uploads.ts';
import { addMember } from '../products/products.fixtures.ts';
import { addContact, addEntry, api, ownerWithShop } from './contacts.fixtures.ts';
import type { ShopFixture } from './contacts.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let png: Buffer;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  png = await pngOf(1200, 800, { r: 20, g: 120, b: 60 });
});

interface ContactAnswer {
  id: string;
  photoUrl: string | null;
  name: string;
  status: string;
}

function putPhoto(
  contactId: string,
  file: Buffer,
  opts: { filename?: string; type?: string; shop?: ShopFixture; token?: string; lang?: string } = {},
) {
  const shop = opts.shop ?? s;
  const body = multipart(file, opts.filename ?? 'photo.png', opts.type ?? 'image/png');
  return t.call({
    method: 'PUT',
    url: `${shop.base}/contacts/${contactId}/photo`,
    headers: { ...bearer(opts.token ?? shop.token), ...body.headers, 'accept-language': opts.lang ?? 'bn' },
    payload: body.payload,
  });
}

const photoOf = async (shop: ShopFixture, id: string) => (await api(t, shop)('GET', `/contacts/${id}`)).json<ContactAnswer>().photoUrl;

describe('contact photo', () => {
  it('PUT stores a WebP fitted to 512 px and sets photoUrl; a second PUT replaces it and removes the old file', async () => {
    const c = await addContact(t, s);
    const r = await putPhoto(c.id, png);
    expect(r.statusCode, r.body).toBe(200);
    const first = r.json<ContactAnswer>();
    expect(first).toMatchObject({ id: c.id, name: c.name });
    expect(first.photoUrl).toMatch(new RegExp(`^/media/${s.shopId}/[0-9A-Z]{26}-[0-9a-f]{32}\\.webp$`));
    expect(await photoOf(s, c.id)).toBe(first.photoUrl);

    const served = await t.call({ method: 'GET', url: first.photoUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 341 });

    const again = await putPhoto(c.id, png);
    expect(again.statusCode).toBe(200);
    const second = again.json<ContactAnswer>().photoUrl;
    expect(second).not.toBe(first.photoUrl);
    expect((await t.call({ method: 'GET', url: first.photoUrl ?? '' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: second ?? '' })).statusCode).toBe(200);
  });

  it('DELETE removes the photo and its file; again it answers the contact as it is', async () => {
    const c = await addContact(t, s);
    const url = (await putPhoto(c.id, png)).json<ContactAnswer>().photoUrl ?? '';
    const before = filesOf(t, s.shopId).length;
    const del = await api(t, s)('DELETE', `/contacts/${c.id}/photo`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ id: c.id, photoUrl: null });
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(404);
    expect(filesOf(t, s.shopId).length).toBe(before - 1);
    expect(await photoOf(s, c.id)).toBeNull();
    const twice = await api(t, s)('DELETE', `/contacts/${c.id}/photo`);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ photoUrl: null });
    expect((await api(t, s)('DELETE', `/contacts/${ulid()}/photo`)).statusCode).toBe(404);
  });

  it('a non-image is a clear 400 INVALID_IMAGE (Bangla and English); too big 413; JSON 415; no file 400; nothing is left behind', async () => {
    const c = await addContact(t, s);
    const kept = (await putPhoto(c.id, png)).json<ContactAnswer>().photoUrl;
    const before = filesOf(t, s.shopId).length;

    await expectImagesRefused((file, opts) => putPhoto(c.id, file, opts), png);

    const json = await t.call({ method: 'PUT', url: `${s.base}/contacts/${c.id}/photo`, headers: bearer(s.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const boundary = 'xyz';
    const empty = await t.call({
      method: 'PUT',
      url: `${s.base}/contacts/${c.id}/photo`,
      headers: { ...bearer(s.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect((await putPhoto(ulid(), png)).statusCode).toBe(404);

    expect(filesOf(t, s.shopId).length).toBe(before);
    expect(await photoOf(s, c.id)).toBe(kept);
  });

  it('another shop’s contact is 404 through either shop’s path, and its photo stays', async () => {
    const c = await addContact(t, s, { name: 'গোপন কাস্টমার' });
    const url = (await putPhoto(c.id, png)).json<ContactAnswer>().photoUrl;
    const outsider = await ownerWithShop(t);
    const before = filesOf(t, s.shopId).length;

    const foreign = await putPhoto(c.id, png, { token: outsider.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('গোপন');
    const foreignDel = await t.call({ method: 'DELETE', url: `${s.base}/contacts/${c.id}/photo`, headers: bearer(outsider.token) });
    expect(foreignDel.statusCode).toBe(404);
    // Its own shop's path does not reach this shop's contact either.
    expect((await putPhoto(c.id, png, { shop: outsider })).statusCode).toBe(404);
    expect((await api(t, outsider)('DELETE', `/contacts/${c.id}/photo`)).statusCode).toBe(404);

    expect(await photoOf(s, c.id)).toBe(url);
    expect((await t.call({ method: 'GET', url: url ?? '' })).statusCode).toBe(200);
    expect(filesOf(t, s.shopId).length).toBe(before);
    expect(filesOf(t, outsider.shopId)).toEqual([]);
  });

  it('a member without the contacts feature gets 403 (the due book may read contacts, not change photos)', async () => {
    const c = await addContact(t, s);
    const staff = await signUp(t);
    await addMember(t, s.shopId, staff.id, ['dues']);
    expect((await putPhoto(c.id, png, { token: staff.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `${s.base}/contacts/${c.id}/photo`, headers: bearer(staff.token) })).statusCode).toBe(
      403,
    );
    const keeper = await signUp(t);
    await addMember(t, s.shopId, keeper.id, ['contacts']);
    expect((await putPhoto(c.id, png, { token: keeper.token })).statusCode).toBe(200);
  });

  it('a body may not point photoUrl at an uploaded file; an https link is fine, and dropping an uploaded photo removes its file', async () => {
    const owner = await addContact(t, s);
    const uploaded = (await putPhoto(owner.id, png)).json<ContactAnswer>().photoUrl ?? '';
    const other = await addContact(t, s);
    const steal = await api(t, s)('PATCH', `/contacts/${other.id}`, { photoUrl: uploaded }, 'en');
    expect(steal.statusCode).toBe(400);
    expect(steal.json().error.details.photoUrl).toBe('The photo link is not valid.');
    const create = await api(t, s)('POST', '/contacts', { id: ulid(), type: 'customer', name: 'নতুন', photoUrl: uploaded });
    expect(create.statusCode).toBe(400);
    // Sending the contact's own photo back unchanged is fine (a client that round-trips the contact).
    expect((await api(t, s)('PATCH', `/contacts/${owner.id}`, { name: 'নাম বদল', photoUrl: uploaded })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: uploaded })).statusCode).toBe(200);

    const link = await api(t, s)('PATCH', `/contacts/${owner.id}`, { photoUrl: 'https://example.com/karim.jpg' });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ photoUrl: 'https://example.com/karim.jpg' });
    expect((await t.call({ method: 'GET', url: uploaded })).statusCode).toBe(404);
  });

  it('deleting a contact removes its photo file; a deactivated contact keeps its photo', async () => {
    const gone = await addContact(t, s);
    const goneUrl = (await putPhoto(gone.id, png)).json<ContactAnswer>().photoUrl ?? '';
    expect((await api(t, s)('DELETE', `/contacts/${gone.id}`)).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: goneUrl })).statusCode).toBe(404);

    const kept = await addContact(t, s);
    const keptUrl = (await putPhoto(kept.id, png)).json<ContactAnswer>().photoUrl ?? '';
    await addEntry(t, s, { contactId: kept.id, direction: 'given', amount: '25' });
    const r = await api(t, s)('DELETE', `/contacts/${kept.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'inactive', photoUrl: keptUrl });
    expect((await t.call({ method: 'GET', url: keptUrl })).statusCode).toBe(200);
  });
});
