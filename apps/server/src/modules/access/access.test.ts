/** Staff access: ready roles, people added by number (registered or invited), rights that apply at once and never rise. */
import { ulid } from '@dokani/core';
import type { Member, Role } from '@dokani/contracts/access';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, e164, newMobile, signUp } from '../../test/auth.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

async function rolesOf(s: ShopFixture, lang: 'bn' | 'en' = 'en'): Promise<Role[]> {
  const r = await api(t, s)('GET', '/roles', undefined, lang);
  expect(r.statusCode).toBe(200);
  return r.json<{ items: Role[] }>().items;
}
const readyRole = async (s: ShopFixture, key: string) => (await rolesOf(s)).find((r) => r.ready === key) as Role;

async function addPerson(s: ShopFixture, mobile: string, roleId: string) {
  return api(t, s)('POST', '/members', { id: ulid(), mobile, roleId }, 'en');
}

/** A member's own view of the shop: their token on the shop's paths. */
const as = (s: ShopFixture, token: string): ShopFixture => ({ ...s, token });

describe('ready roles', () => {
  it('every new shop has Cashier, Manager and Accountant, named in the reader’s language until renamed', async () => {
    const s = await ownerWithShop(t);
    const en = await rolesOf(s, 'en');
    expect(en.map((r) => [r.ready, r.name, r.features, r.memberCount])).toEqual([
      ['cashier', 'Cashier', ['sell', 'contacts', 'shift'], 0],
      [
        'manager',
        'Manager',
        [
          'sell',
          'sell-void',
          'see-profit',
          'purchase',
          'products',
          'stock',
          'contacts',
          'dues',
          'expenses',
          'reports',
          'sms',
          'online-shop',
          'printer',
          'settings',
          'money',
          'shift',
        ],
        0,
      ],
      ['accountant', 'Accountant', ['see-profit', 'contacts', 'dues', 'expenses', 'reports', 'money'], 0],
    ]);
    expect((await rolesOf(s, 'bn')).map((r) => r.name)).toEqual(['ক্যাশিয়ার', 'ম্যানেজার', 'হিসাবরক্ষক']);
    const cashier = en[0] as Role;
    const renamed = await api(t, s)('PATCH', `/roles/${cashier.id}`, { name: 'কাউন্টার' }, 'en');
    expect(renamed.json<Role>()).toMatchObject({ name: 'কাউন্টার', ready: 'cashier' });
    expect((await rolesOf(s, 'en'))[0]?.name).toBe('কাউন্টার');
  });

  it('roles are created, renamed, changed and deleted; names are unique; a role in use stays', async () => {
    const s = await ownerWithShop(t);
    const id = ulid();
    const body = { id, name: 'Stock keeper', features: ['stock', 'products', 'stock'] };
    const created = await api(t, s)('POST', '/roles', body, 'en');
    expect(created.statusCode).toBe(201);
    expect(created.json<Role>()).toMatchObject({ id, name: 'Stock keeper', features: ['products', 'stock'], ready: null, memberCount: 0 });
    expect((await api(t, s)('POST', '/roles', body, 'en')).statusCode).toBe(200);
    const twin = await api(t, s)('POST', '/roles', { ...body, id: ulid(), name: 'stock KEEPER' }, 'en');
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ error: { code: 'ROLE_NAME_TAKEN' } });
    expect((await api(t, s)('POST', '/roles', { ...body, id: ulid(), name: 'Cashier' }, 'en')).json()).toMatchObject({
      error: { code: 'ROLE_NAME_TAKEN' },
    });

    const worker = await signUp(t);
    expect((await addPerson(s, worker.mobile, id)).statusCode).toBe(201);
    const inUse = await api(t, s)('DELETE', `/roles/${id}`, undefined, 'en');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ error: { code: 'ROLE_IN_USE', message: expect.stringContaining('Someone has this role') } });
    const accountant = await readyRole(s, 'accountant');
    expect((await api(t, s)('DELETE', `/roles/${accountant.id}`)).statusCode).toBe(204);
    expect((await rolesOf(s)).map((r) => r.ready)).toEqual(['cashier', 'manager', null]);
  });
});

describe('people', () => {
  it('a registered number joins at once; its rights are its role’s, checked by the server', async () => {
    const s = await ownerWithShop(t);
    const cashier = await readyRole(s, 'cashier');
    const worker = await signUp(t, { name: 'রহিম' });
    const added = await addPerson(s, worker.mobile, cashier.id);
    expect(added.statusCode).toBe(201);
    expect(added.json<Member>()).toMatchObject({
      userId: worker.id,
      mobile: e164(worker.mobile),
      name: 'রহিম',
      isOwner: false,
      roleId: cashier.id,
      invited: false,
    });

    const shops = await t.call({ method: 'GET', url: '/api/v1/shops', headers: bearer(worker.token) });
    expect(shops.json<{ items: { id: string; role: string; features: string[] }[] }>().items).toEqual([
      expect.objectContaining({ id: s.shopId, role: 'cashier', features: ['sell', 'contacts', 'shift'] }),
    ]);
    const me = as(s, worker.token);
    expect((await api(t, me)('GET', '/contacts?type=customer')).statusCode).toBe(200);
    const refused = await api(t, me)('GET', '/expenses', undefined, 'bn');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN', message: expect.stringContaining('অনুমতি') } });
    expect((await api(t, me)('GET', '/members')).statusCode).toBe(403);

    const list = (await api(t, s)('GET', '/members')).json<{ items: Member[] }>().items;
    expect(list.map((m) => [m.isOwner, m.userId])).toEqual([
      [true, s.userId],
      [false, worker.id],
    ]);
    expect(list[0]?.roleId).toBeNull();

    const again = await addPerson(s, worker.mobile, cashier.id);
    expect(again.json()).toMatchObject({ error: { code: 'MEMBER_EXISTS' } });
  });

  it('an unregistered number waits as an invitation and is in the shop the moment it signs up', async () => {
    const s = await ownerWithShop(t);
    const accountant = await readyRole(s, 'accountant');
    const mobile = newMobile();
    const id = ulid();
    const invited = await api(t, s)('POST', '/members', { id, mobile: `+88${mobile}`, roleId: accountant.id }, 'en');
    expect(invited.statusCode).toBe(201);
    expect(invited.json<Member>()).toMatchObject({
      id,
      userId: null,
      name: null,
      mobile: e164(mobile),
      invited: true,
      roleId: accountant.id,
    });
    expect((await rolesOf(s)).find((r) => r.id === accountant.id)?.memberCount).toBe(1);

    const person = await signUp(t, { mobile, name: 'সুমি' });
    const shops = await t.call({ method: 'GET', url: '/api/v1/shops', headers: bearer(person.token) });
    expect(shops.json<{ items: { id: string; role: string }[] }>().items).toEqual([
      expect.objectContaining({ id: s.shopId, role: 'accountant' }),
    ]);
    const members = (await api(t, s)('GET', '/members')).json<{ items: Member[] }>().items;
    expect(members.find((m) => m.id === id)).toMatchObject({ userId: person.id, name: 'সুমি', invited: false, roleId: accountant.id });
    expect((await api(t, as(s, person.token))('GET', '/reports/overview')).statusCode).toBe(200);
  });

  it('removing a person or changing their role applies on their very next request', async () => {
    const s = await ownerWithShop(t);
    const cashier = await readyRole(s, 'cashier');
    const manager = await readyRole(s, 'manager');
    const worker = await signUp(t);
    const member = (await addPerson(s, worker.mobile, cashier.id)).json<Member>();
    const me = as(s, worker.token);
    expect((await api(t, me)('GET', '/expenses')).statusCode).toBe(403);

    const changed = await api(t, s)('PATCH', `/members/${member.id}`, { roleId: manager.id });
    expect(changed.json<Member>().roleId).toBe(manager.id);
    expect((await api(t, me)('GET', '/expenses')).statusCode).toBe(200);

    expect((await api(t, s)('DELETE', `/members/${member.id}`)).statusCode).toBe(204);
    const gone = await api(t, me)('GET', '/expenses', undefined, 'en');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: expect.stringContaining('the owner may have removed your access') },
    });
    const shops = await t.call({ method: 'GET', url: '/api/v1/shops', headers: bearer(worker.token) });
    expect(shops.json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('the owner cannot be removed or given a role', async () => {
    const s = await ownerWithShop(t);
    const owner = (await api(t, s)('GET', '/members')).json<{ items: Member[] }>().items[0] as Member;
    const cashier = await readyRole(s, 'cashier');
    const removed = await api(t, s)('DELETE', `/members/${owner.id}`, undefined, 'en');
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ error: { code: 'OWNER_CANNOT_BE_REMOVED', message: "The shop's owner can't be removed." } });
    expect((await api(t, s)('PATCH', `/members/${owner.id}`, { roleId: cashier.id })).json()).toMatchObject({
      error: { code: 'OWNER_ROLE_FIXED' },
    });
  });

  it('a member who manages access never raises rights: not their own role, not a role beyond theirs, not a feature they lack', async () => {
    const s = await ownerWithShop(t);
    const keeperId = ulid();
    await api(t, s)('POST', '/roles', { id: keeperId, name: 'Admin', features: ['access-management', 'contacts'] });
    const admin = await signUp(t);
    const adminMember = (await addPerson(s, admin.mobile, keeperId)).json<Member>();
    const me = as(s, admin.token);
    const manager = await readyRole(s, 'manager');
    const cashier = await readyRole(s, 'cashier');

    expect((await api(t, me)('POST', '/roles', { id: ulid(), name: 'Boss', features: ['subscriptions'] })).statusCode).toBe(403);
    expect((await api(t, me)('PATCH', `/roles/${keeperId}`, { features: ['access-management', 'contacts', 'reports'] })).statusCode).toBe(
      403,
    );
    expect((await api(t, me)('PATCH', `/members/${adminMember.id}`, { roleId: cashier.id })).statusCode).toBe(403);
    const friend = await signUp(t);
    expect((await addPerson(as(s, admin.token), friend.mobile, manager.id)).statusCode).toBe(403);

    // Within their rights it works: a role with contacts only, given to a new person.
    const mine = ulid();
    expect((await api(t, me)('POST', '/roles', { id: mine, name: 'Contacts', features: ['contacts'] })).statusCode).toBe(201);
    expect((await addPerson(as(s, admin.token), friend.mobile, mine)).statusCode).toBe(201);
    // Narrowing a role that has more than they have is not raising anything.
    expect((await api(t, me)('PATCH', `/roles/${manager.id}`, { features: ['sell'] })).statusCode).toBe(200);
  });

  it('another shop’s people and roles are not reachable', async () => {
    const a = await ownerWithShop(t);
    const b = await ownerWithShop(t);
    const roleOfA = await readyRole(a, 'cashier');
    const memberOfA = ((await api(t, a)('GET', '/members')).json<{ items: Member[] }>().items[0] as Member).id;
    expect((await api(t, b)('PATCH', `/roles/${roleOfA.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await api(t, b)('DELETE', `/members/${memberOfA}`)).statusCode).toBe(404);
    expect((await api(t, b)('POST', '/members', { id: ulid(), mobile: newMobile(), roleId: roleOfA.id }, 'en')).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: { roleId: expect.any(String) } },
    });
  });
});
