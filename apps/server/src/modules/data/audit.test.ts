/**
 * The audit log (GET /audit-log): each action writes its entry, with who and from which device;
 * the filters (person, kind, action, business days) and keyset pages; only the owner and a role
 * given `audit` read it, and only their own shop's.
 */
import type { AuditEntry } from '@dokani/contracts/data';
import type { Role } from '@dokani/contracts/access';
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, signUp } from '../../test/auth.ts';
import { walkAsOutsider } from '../../test/shop.ts';
import { addProduct, api, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';
import { deviceName } from './audit-log.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let s: ShopFixture;
let roles: Role[];
withTestApp(async (app) => {
  t = app;
  app.clock.set('2026-11-20T04:00:00Z');
  s = await ownerWithShop(t);
  roles = (await api(t, s)('GET', '/roles')).json<{ items: Role[] }>().items;
});

/** A call to the shop as `who`, from the phone above. */
function fromPhone(who: ShopFixture, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown) {
  return t.call({
    method,
    url: `${who.base}${path}`,
    headers: { ...bearer(who.token), 'user-agent': PHONE, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function log(who: ShopFixture, query = ''): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const r = await api(t, who)('GET', `/audit-log${query}`, undefined, 'en');
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

async function memberAs(role: Role | undefined, owner = s): Promise<ShopFixture> {
  if (!role) throw new Error('no such role');
  const person = await signUp(t);
  expect((await api(t, owner)('POST', '/members', { id: ulid(), mobile: person.mobile, roleId: role.id })).statusCode).toBe(201);
  return { ...owner, token: person.token, userId: person.id };
}

describe('what the log records', () => {
  it('a void: who, when, which sale, the reason, from which device', async () => {
    const product = await addProduct(t, s, { openingStock: '10' });
    const sale = await sell(t, s, saleBody([{ productId: product, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }));
    t.clock.set('2026-11-21T06:30:00Z');
    const voided = await fromPhone(s, 'POST', `/sales/${sale.id}/void`, { reason: 'ভুল দাম' });
    expect(voided.statusCode, voided.body).toBe(200);

    const [entry] = (await log(s, '?kind=void')).items;
    expect(entry).toMatchObject({
      action: 'void',
      entity: 'sale',
      entityId: sale.id,
      userId: s.userId,
      at: '2026-11-21T06:30:00.000Z',
      details: { reason: 'ভুল দাম' },
      device: 'Chrome 131 · Android 14',
    });
    expect(entry?.userName).toBeTruthy();
  });

  it('a price change names the old and the new price; a change of anything else is an update', async () => {
    const product = await addProduct(t, s, { sellPrice: '20', purchasePrice: '12' });
    expect((await fromPhone(s, 'PATCH', `/products/${product}`, { sellPrice: '22.50' })).statusCode).toBe(200);
    expect((await fromPhone(s, 'PATCH', `/products/${product}`, { details: 'নতুন প্যাকেট' })).statusCode).toBe(200);
    const [price] = (await log(s, '?kind=price')).items;
    expect(price).toMatchObject({
      action: 'price-change',
      entityId: product,
      details: { prices: { sellPrice: { from: '20.00', to: '22.50' } } },
    });
    const [update] = (await log(s, '?action=update')).items;
    expect(update).toMatchObject({ entity: 'product', entityId: product, details: { fields: ['details'] } });
  });

  it('a stock update names the product, the reason and the change', async () => {
    const product = await addProduct(t, s, { openingStock: '10' });
    const id = ulid();
    const r = await fromPhone(s, 'POST', '/stock-movements', { id, productId: product, reason: 'damaged', change: '-2' });
    expect(r.statusCode, r.body).toBe(201);
    // a retried request is the same update: one entry
    expect((await fromPhone(s, 'POST', '/stock-movements', { id, productId: product, reason: 'damaged', change: '-2' })).statusCode).toBe(
      200,
    );
    const entries = (await log(s, '?kind=stock')).items.filter((e) => e.entityId === product);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'stock-update', details: { reason: 'damaged', change: '-2', movementRef: id } });
  });

  it('role and member changes are the access kind', async () => {
    await memberAs(roles.find((r) => r.ready === 'cashier'));
    const access = (await log(s, '?kind=access')).items;
    expect(access.map((e) => e.entity)).toContain('member');
    expect(access.every((e) => e.entity === 'role' || e.entity === 'member')).toBe(true);
  });
});

describe('filters and pages', () => {
  it('by person: a member’s entries only', async () => {
    const manager = await memberAs(roles.find((r) => r.ready === 'manager'));
    const product = await addProduct(t, manager);
    const mine = (await log(s, `?userId=${manager.userId}`)).items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.userId === manager.userId)).toBe(true);
    expect(mine.map((e) => e.entityId)).toContain(product);
    const people = (await api(t, s)('GET', '/audit-log/people')).json<{ items: { userId: string; isOwner: boolean }[] }>().items;
    expect(people[0]).toMatchObject({ userId: s.userId, isOwner: true });
    expect(people.map((p) => p.userId)).toContain(manager.userId);
  });

  it("by business days in the shop's timezone, inclusive", async () => {
    // 2026-11-25 23:30 in Dhaka is 17:30 UTC; 2026-11-26 00:30 in Dhaka is 18:30 UTC the day before
    t.clock.set('2026-11-25T17:30:00Z');
    const late = await addProduct(t, s);
    t.clock.set('2026-11-25T18:30:00Z');
    const next = await addProduct(t, s);
    const day25 = (await log(s, '?from=2026-11-25&to=2026-11-25')).items.map((e) => e.entityId);
    expect(day25).toContain(late);
    expect(day25).not.toContain(next);
    const day26 = (await log(s, '?from=2026-11-26&to=2026-11-26')).items.map((e) => e.entityId);
    expect(day26).toEqual([next]);
  });

  it('keyset pages walk the whole log once, newest first, also with equal times', async () => {
    t.clock.set('2026-11-27T05:00:00Z');
    for (let i = 0; i < 5; i += 1) await addProduct(t, s);
    const all = (await log(s, '?limit=200')).items;
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { items: AuditEntry[]; nextCursor: string | null } = await log(s, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all.map((e) => e.id));
    const times = all.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await api(t, s)('GET', '/audit-log?cursor=not-a-cursor', undefined, 'en')).statusCode).toBe(400);
    expect((await api(t, s)('GET', '/audit-log?kind=everything', undefined, 'en')).statusCode).toBe(400);
  });
});

describe('who may read it', () => {
  it('the owner and a role given audit; not the ready roles, which lack it', async () => {
    for (const key of ['cashier', 'manager', 'accountant']) {
      expect(roles.find((r) => r.ready === key)?.features).not.toContain('audit');
      const member = await memberAs(roles.find((r) => r.ready === key));
      expect((await api(t, member)('GET', '/audit-log')).statusCode).toBe(403);
    }
    const made = await api(t, s)('POST', '/roles', { id: ulid(), name: 'নিরীক্ষক', features: ['audit'] });
    expect(made.statusCode, made.body).toBe(201);
    const auditor = await memberAs(made.json<Role>());
    expect((await log(auditor)).items.length).toBeGreaterThan(0);
  });

  it("another shop's owner sees nothing of it; a shop's log holds only its own entries", async () => {
    const other = await ownerWithShop(t, 'অন্য দোকান');
    const theirs = await addProduct(t, other);
    expect((await log(s, '?limit=200')).items.map((e) => e.entityId)).not.toContain(theirs);
    const { walked } = await walkAsOutsider(t, other, {
      paths: /\/audit-log/,
      url: (p) => p.replace('{shopId}', s.shopId),
      payload: () => ({}),
      secret: s.userId,
    });
    expect(walked).toBe(2);
  });
});

describe('deviceName', () => {
  it('sums a User-Agent up, and says nothing without one', () => {
    expect(deviceName(PHONE)).toBe('Chrome 131 · Android 14');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133 · Windows 10');
    expect(deviceName(null)).toBeNull();
  });
});
