import { districts, ulid, upazilas } from '@dokani/core';
import { FEATURE_KEYS } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, createShop, shopBody, signUp } from '../../test/auth.ts';
import type { TestUser } from '../../test/auth.ts';

let t: TestApp;
let owner: TestUser;

withTestApp(async (app) => {
  t = app;
  owner = await signUp(t, { name: 'আবুল হোসেন' });
});

const postShop = (token: string, body: object) => t.call({ method: 'POST', url: '/api/v1/shops', headers: bearer(token), payload: body });
const shopCount = async (id: string) =>
  Number(
    (
      await t.db
        .selectFrom('shops')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

// Dhaka division 6 → Dhaka district 47 → Savar 365 (ids of core's geo data)
const dhakaDistrict = districts.find((d) => d.name === 'Dhaka' && d.parentId === '6');
const savar = upazilas.find((u) => u.name === 'Savar');

describe('create a shop', () => {
  it('answers 201 with the shop; the creator is owner, with settings and the Free package', async () => {
    const body = shopBody({
      address: 'বাজার রোড',
      phone: '01712345678',
      publicPhone: '০১৭১২৩৪৫৬৭৮',
      divisionId: '6',
      districtId: dhakaDistrict?.id,
      areaId: savar?.id,
    });
    const r = await postShop(owner.token, body);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({
      id: body.id,
      name: body.name,
      shopType: 'grocery',
      address: 'বাজার রোড',
      phone: '01712345678',
      publicPhone: '০১৭১২৩৪৫৬৭৮',
      divisionId: '6',
      districtId: '47',
      areaId: '365',
      onlineSell: false,
      logoUrl: null,
      timezone: 'Asia/Dhaka',
      createdAt: t.clock.now().toISOString(),
      role: 'owner',
      features: [...FEATURE_KEYS],
    });
    const settings = await t.db.selectFrom('shop_settings').selectAll().where('shop_id', '=', body.id).executeTakeFirstOrThrow();
    expect(settings.allow_negative_stock).toBe(false);
    const sub = await t.db.selectFrom('shop_subscriptions').selectAll().where('shop_id', '=', body.id).executeTakeFirstOrThrow();
    expect(sub.package_id).toBe('free');
    const member = await t.db.selectFrom('shop_members').selectAll().where('shop_id', '=', body.id).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ user_id: owner.id, is_owner: true, role_id: null });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('shop_id', '=', body.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('is idempotent: the same request again → 200 with the same shop, no duplicate', async () => {
    const body = shopBody();
    const first = await postShop(owner.token, body);
    const second = await postShop(owner.token, body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await shopCount(body.id)).toBe(1);
  });

  it('the same id with a different body → 409 ID_CONFLICT', async () => {
    const body = shopBody();
    expect((await postShop(owner.token, body)).statusCode).toBe(201);
    const r = await postShop(owner.token, { ...body, name: 'অন্য নাম' });
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('ID_CONFLICT');
  });

  it('the same id from another user → 409, and the shop is not revealed', async () => {
    const other = await signUp(t);
    const body = shopBody();
    expect((await postShop(owner.token, body)).statusCode).toBe(201);
    const r = await postShop(other.token, body);
    expect(r.statusCode).toBe(409);
    expect(r.body).not.toContain(body.name);
  });

  it('5 identical requests in parallel make exactly one shop', async () => {
    const body = shopBody();
    const answers = await Promise.all(Array.from({ length: 5 }, () => postShop(owner.token, body)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 201]);
    for (const a of answers) expect(a.json().id).toBe(body.id);
    expect(await shopCount(body.id)).toBe(1);
    const members = await t.db.selectFrom('shop_members').selectAll().where('shop_id', '=', body.id).execute();
    expect(members).toHaveLength(1);
  });

  it('checks that division, district and area belong together', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ divisionId: '99' }, 'divisionId', 'এই এলাকাটি তালিকায় নেই।'],
      [{ divisionId: '1', districtId: '47' }, 'districtId', 'জেলাটি বেছে নেওয়া বিভাগের মধ্যে নয়।'],
      [{ districtId: '47' }, 'districtId', 'জেলার আগে বিভাগ বেছে নিন।'],
      [{ divisionId: '6', districtId: '47', areaId: '1' }, 'areaId', 'এলাকাটি বেছে নেওয়া জেলার মধ্যে নয়।'],
      [{ divisionId: '6', areaId: '365' }, 'areaId', 'এলাকার আগে জেলা বেছে নিন।'],
    ];
    for (const [geo, field, message] of cases) {
      const body = shopBody(geo);
      const r = await postShop(owner.token, body);
      expect(r.statusCode, JSON.stringify(geo)).toBe(400);
      expect(r.json().error.code).toBe('VALIDATION_FAILED');
      expect(r.json().error.details[field]).toBe(message);
      expect(await shopCount(body.id)).toBe(0);
    }
  });
});

describe('list, read, update', () => {
  it('GET /shops and GET /me list the user’s shops with role; other users’ shops are not listed', async () => {
    const u = await signUp(t);
    const a = await createShop(t, u.token, { name: 'এক' });
    const b = await createShop(t, u.token, { name: 'দুই' });
    await createShop(t, owner.token, { name: 'অন্য কারও' });
    const list = await t.call({ method: 'GET', url: '/api/v1/shops', headers: bearer(u.token) });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .items.map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(list.json().items.every((s: { role: string }) => s.role === 'owner')).toBe(true);
    const me = await t.call({ method: 'GET', url: '/api/v1/me', headers: bearer(u.token) });
    expect(me.json().shops).toEqual(list.json().items);
  });

  it('PATCH changes given fields only and validates geo against the stored values', async () => {
    const shop = await createShop(t, owner.token, { divisionId: '6', districtId: '47' });
    const url = `/api/v1/shops/${shop.id}`;
    const r = await t.call({
      method: 'PATCH',
      url,
      headers: bearer(owner.token),
      payload: { name: 'নতুন নাম', onlineSell: true, areaId: '365' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      name: 'নতুন নাম',
      onlineSell: true,
      divisionId: '6',
      districtId: '47',
      areaId: '365',
      shopType: 'grocery',
    });
    const clear = await t.call({ method: 'PATCH', url, headers: bearer(owner.token), payload: { address: null } });
    expect(clear.json().address).toBeNull();
    const bad = await t.call({ method: 'PATCH', url, headers: bearer(owner.token), payload: { divisionId: '1' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details)).toContain('districtId');
    expect((await t.call({ method: 'GET', url, headers: bearer(owner.token) })).json().divisionId).toBe('6');
  });

  it("phones: a mobile or a landline with its area code; junk is refused with the rule in the caller's language", async () => {
    const shop = await createShop(t, owner.token);
    const url = `/api/v1/shops/${shop.id}`;
    for (const junk of ['12345', '0123', '9567890', '+880 12']) {
      for (const field of ['phone', 'publicPhone']) {
        const r = await t.call({
          method: 'PATCH',
          url,
          headers: { ...bearer(owner.token), 'accept-language': 'en' },
          payload: { [field]: junk },
        });
        expect(r.statusCode, `${field} ${junk}`).toBe(400);
        expect(r.json().error.details[field]).toContain('landline with its area code');
      }
    }
    const bn = await t.call({ method: 'PATCH', url, headers: bearer(owner.token), payload: { phone: '0123' } });
    expect(bn.json().error.details.phone).toContain('ল্যান্ডফোন');
    for (const ok of ['02-9567890', '০৩১-৬১২৩৪৫', '+880 1712-345678', '']) {
      const r = await t.call({ method: 'PATCH', url, headers: bearer(owner.token), payload: { phone: ok, publicPhone: ok } });
      expect(r.statusCode, ok).toBe(200);
    }
    const created = await t.call({
      method: 'POST',
      url: '/api/v1/shops',
      headers: bearer(owner.token),
      payload: shopBody({ publicPhone: '12345' }),
    });
    expect(created.statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('a member whose role lacks "settings" can read the shop but gets 403 on PATCH; with it, 200', async () => {
    const shop = await createShop(t, owner.token);
    const staff = await signUp(t, { name: 'কর্মচারী' });
    const now = t.clock.now();
    await t.db
      .insertInto('roles')
      .values([{ shop_id: shop.id, id: ulid(), name: 'বিক্রেতা', features: ['sell', 'products'], created_at: now, updated_at: now }])
      .execute();
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('shop_id', '=', shop.id)
      .where('name', '=', 'বিক্রেতা')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('shop_members')
      .values({ shop_id: shop.id, id: staff.id, user_id: staff.id, is_owner: false, role_id: role.id, created_at: now })
      .execute();

    const url = `/api/v1/shops/${shop.id}`;
    const read = await t.call({ method: 'GET', url, headers: bearer(staff.token) });
    expect(read.statusCode).toBe(200);
    expect(read.json().role).toBe('বিক্রেতা');
    // The answer says what this user may do here: the role's features (the screens hide the rest).
    expect(read.json().features).toEqual(['sell', 'products']);
    const list = await t.call({ method: 'GET', url: '/api/v1/shops', headers: bearer(staff.token) });
    expect(list.json().items).toEqual([read.json()]);

    const patch = await t.call({ method: 'PATCH', url, headers: bearer(staff.token), payload: { name: 'দখল' } });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().error.code).toBe('FORBIDDEN');

    await t.db
      .updateTable('roles')
      .set({ features: ['sell', 'settings'] })
      .where('shop_id', '=', shop.id)
      .where('id', '=', role.id)
      .execute();
    const allowed = await t.call({ method: 'PATCH', url, headers: bearer(staff.token), payload: { name: 'নতুন' } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().role).toBe('বিক্রেতা');
    expect(allowed.json().features).toEqual(['sell', 'settings']);
  });

  it('the owner has every feature', async () => {
    const shop = await createShop(t, owner.token);
    const member = await t.db.selectFrom('shop_members').selectAll().where('shop_id', '=', shop.id).executeTakeFirstOrThrow();
    expect(member.is_owner).toBe(true);
    expect(FEATURE_KEYS).toContain('settings');
    const r = await t.call({
      method: 'PATCH',
      url: `/api/v1/shops/${shop.id}`,
      headers: bearer(owner.token),
      payload: { name: 'ঠিক আছে' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().features).toEqual([...FEATURE_KEYS]);
  });
});

describe('tenancy', () => {
  it('an outsider gets 404 on every /shops/{shopId} route of the OpenAPI document, and nothing changes', async () => {
    const shop = await createShop(t, owner.token, { name: 'গোপন দোকান' });
    const outsider = await signUp(t);
    await createShop(t, outsider.token);
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const shopPaths = Object.keys(doc.paths).filter((p) => p.includes('{shopId}'));
    expect(shopPaths.length).toBeGreaterThan(0);
    let walked = 0;
    for (const path of shopPaths) {
      for (const method of Object.keys(doc.paths[path] ?? {})) {
        const url = path.replace('{shopId}', shop.id).replace(/\{(\w+)\}/g, () => ulid());
        const upper = method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
        const r = await t.call({
          method: upper,
          url,
          headers: bearer(outsider.token),
          ...(upper === 'GET' || upper === 'DELETE' ? {} : { payload: { name: 'হ্যাক' } }),
        });
        expect([403, 404], `${upper} ${path}`).toContain(r.statusCode);
        expect(r.body).not.toContain('গোপন দোকান');
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThanOrEqual(2);
    const unchanged = await t.call({ method: 'GET', url: `/api/v1/shops/${shop.id}`, headers: bearer(owner.token) });
    expect(unchanged.json().name).toBe('গোপন দোকান');
  });

  it('an unknown or malformed shop id is 404, and without a token 401', async () => {
    for (const id of [ulid(), 'nope', "1' OR '1'='1"]) {
      const r = await t.call({ method: 'GET', url: `/api/v1/shops/${encodeURIComponent(id)}`, headers: bearer(owner.token) });
      expect(r.statusCode, id).toBe(404);
    }
    const shop = await createShop(t, owner.token);
    expect((await t.call({ method: 'GET', url: `/api/v1/shops/${shop.id}` })).statusCode).toBe(401);
  });
});
