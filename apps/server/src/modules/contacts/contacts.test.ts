import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addContact, addEntry, api, contactMobile, ownerWithShop } from './contacts.fixtures.ts';
import type { ShopFixture } from './contacts.fixtures.ts';

let t: TestApp;
let s: ShopFixture;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
});

describe('contacts', () => {
  it('creates a customer (Bangla digits in the number → E.164), idempotently; balance starts at 0.00', async () => {
    const body = { id: ulid(), type: 'customer', name: 'করিম স্টোর', mobile: '০১৭১১-২২৩৩৪৪', address: 'মিরপুর ১০' };
    const r = await api(t, s)('POST', '/contacts', body);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      id: body.id,
      type: 'customer',
      name: 'করিম স্টোর',
      mobile: '+8801711223344',
      balance: '0.00',
      status: 'active',
      position: null,
    });
    const again = await api(t, s)('POST', '/contacts', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(r.json());
    const other = await api(t, s)('POST', '/contacts', { ...body, name: 'অন্য নাম' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('ID_CONFLICT');
    const got = await api(t, s)('GET', `/contacts/${body.id}`);
    expect(got.json()).toEqual(r.json());
  });

  it('employees carry position and salary; suppliers their items', async () => {
    const e = await addContact(t, s, { type: 'employee', name: 'সুমন', position: 'বিক্রয়কর্মী', monthlySalary: '12000' });
    expect(e).toMatchObject({ type: 'employee', position: 'বিক্রয়কর্মী', monthlySalary: '12000.00' });
    const sup = await addContact(t, s, { type: 'supplier', name: 'প্রাণ ডিস্ট্রিবিউটর', suppliedItems: 'জুস, বিস্কুট' });
    expect(sup).toMatchObject({ type: 'supplier', suppliedItems: 'জুস, বিস্কুট', monthlySalary: null });
  });

  it.each([
    ['a mobile that is not Bangladeshi', { mobile: '+14155550123' }, 'mobile', 'সঠিক মোবাইল নম্বর দিন', 'valid'],
    ['employee fields on a customer', { position: 'ম্যানেজার' }, 'position', 'শুধু কর্মচারীর', 'employees only'],
    ['a salary on a supplier', { type: 'supplier', monthlySalary: '100' }, 'monthlySalary', 'শুধু কর্মচারীর', 'employees only'],
    ['supplied items on a customer', { suppliedItems: 'চাল' }, 'suppliedItems', 'শুধু সাপ্লায়ারের', 'suppliers only'],
    ['an unknown field', { balance: '100' }, 'balance', 'চেনা যায়নি', ''],
    ['a bad email', { email: 'not-an-email' }, 'email', 'ইমেইল', 'email'],
    ['an empty name', { name: '  ' }, 'name', 'পূরণ করুন', ''],
  ])('400 for %s, in Bangla and English', async (_label, extra, field, bn, en) => {
    const body = { id: ulid(), type: 'customer', name: 'নাম', ...extra };
    const rb = await api(t, s)('POST', '/contacts', body, 'bn');
    expect(rb.statusCode).toBe(400);
    expect(rb.json().error.code).toBe('VALIDATION_FAILED');
    expect(String(rb.json().error.details[field])).toContain(bn);
    const re = await api(t, s)('POST', '/contacts', body, 'en');
    expect(re.statusCode).toBe(400);
    expect(String(re.json().error.details[field])).toContain(en);
    expect(re.json().error.details[field]).not.toBe(rb.json().error.details[field]);
    expect((await api(t, s)('GET', `/contacts/${body.id}`)).statusCode).toBe(404);
  });

  it('one number once per type: 409 CONTACT_MOBILE_TAKEN naming who has it; the same number as a supplier is fine', async () => {
    const mobile = contactMobile();
    const c = await addContact(t, s, { name: 'প্রথম জন', mobile });
    const r = await api(t, s)('POST', '/contacts', { id: ulid(), type: 'customer', name: 'দ্বিতীয়', mobile: `+88${mobile}` }, 'en');
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toMatchObject({ code: 'CONTACT_MOBILE_TAKEN', details: { contactId: c.id, name: 'প্রথম জন' } });
    await addContact(t, s, { type: 'supplier', name: 'সাপ্লায়ার', mobile });
    const other = await addContact(t, s, { name: 'তৃতীয়' });
    const p = await api(t, s)('PATCH', `/contacts/${other.id}`, { mobile });
    expect(p.statusCode).toBe(409);
  });

  it('PATCH changes fields and status; refuses employee fields on a customer and a new type', async () => {
    const c = await addContact(t, s, { name: 'পুরনো নাম' });
    const r = await api(t, s)('PATCH', `/contacts/${c.id}`, { name: 'নতুন নাম', email: 'a@b.co', address: null });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ name: 'নতুন নাম', email: 'a@b.co', address: null });
    const bad = await api(t, s)('PATCH', `/contacts/${c.id}`, { monthlySalary: '500' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.monthlySalary).toContain('employees only');
    expect((await api(t, s)('PATCH', `/contacts/${c.id}`, { type: 'employee' })).statusCode).toBe(400);
    expect((await api(t, s)('PATCH', `/contacts/${c.id}`, { balance: '10' })).statusCode).toBe(400);
    expect((await api(t, s)('PATCH', `/contacts/${ulid()}`, { name: 'x' })).statusCode).toBe(404);
  });

  it('search: a prefix of any word of the name, or digits of the number (Bangla digits too); type filter; keyset pages', async () => {
    const f = await ownerWithShop(t);
    const a = await addContact(t, f, { name: 'Abdul Karim Traders', mobile: '01812345678' });
    const b = await addContact(t, f, { name: 'মোহাম্মদ করিম', mobile: '01998765432' });
    await addContact(t, f, { type: 'supplier', name: 'Karim Supply', mobile: '01812345678' });
    const names = async (qs: string) => ((await api(t, f)('GET', `/contacts?${qs}`)).json().items as { id: string }[]).map((x) => x.id);
    // across scripts too (a sound key: "kar" and "করি" both sound k-r): Latin names sort first
    expect(await names(`type=customer&q=${encodeURIComponent('kar')}`)).toEqual([a.id, b.id]);
    expect(await names(`type=customer&q=${encodeURIComponent('করি')}`)).toEqual([a.id, b.id]);
    expect(await names(`type=customer&q=${encodeURIComponent('abdul')}`)).toEqual([a.id]);
    expect(await names(`type=customer&q=${encodeURIComponent('৯৮৭৬')}`)).toEqual([b.id]);
    expect(await names(`type=customer&q=${encodeURIComponent('০১৮১২৩')}`)).toEqual([a.id]);
    expect((await names('q=karim')).length).toBe(3);
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await names('q=zzz')).toEqual([]);
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const r = await api(t, f)('GET', `/contacts?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(r.statusCode).toBe(200);
      const page = r.json<{ items: { id: string }[]; nextCursor: string | null }>();
      all.push(...page.items.map((x) => x.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(all).toHaveLength(3);
    expect(new Set(all).size).toBe(3);
    expect((await api(t, f)('GET', '/contacts?cursor=bad')).statusCode).toBe(400);
  });

  it('DELETE removes a contact without entries (204) and deactivates one with entries (200)', async () => {
    const gone = await addContact(t, s);
    expect((await api(t, s)('DELETE', `/contacts/${gone.id}`)).statusCode).toBe(204);
    expect((await api(t, s)('GET', `/contacts/${gone.id}`)).statusCode).toBe(404);
    const kept = await addContact(t, s);
    await addEntry(t, s, { contactId: kept.id, direction: 'given', amount: '10' });
    const r = await api(t, s)('DELETE', `/contacts/${kept.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'inactive', balance: '10.00' });
    const listed = (await api(t, s)('GET', '/contacts?status=inactive')).json().items as { id: string }[];
    expect(listed.map((x) => x.id)).toContain(kept.id);
  });

  it('usage limit by type: the Free limit of employees (5) → 402 USAGE_LIMIT_REACHED; a delete gives one back; a retry is not counted', async () => {
    const f = await ownerWithShop(t);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await addContact(t, f, { type: 'employee', name: `কর্মী ${i}` })).id);
    const body = { id: ulid(), type: 'employee', name: 'ষষ্ঠ কর্মী' };
    const r = await api(t, f)('POST', '/contacts', body, 'en');
    expect(r.statusCode).toBe(402);
    expect(r.json().error).toMatchObject({ code: 'USAGE_LIMIT_REACHED', details: { feature: 'employee', limit: 5 } });
    expect(r.json().error.message).toContain('employee');
    // customers are counted on their own
    await addContact(t, f, { type: 'customer' });
    expect((await api(t, f)('DELETE', `/contacts/${made[0]}`)).statusCode).toBe(204);
    expect((await api(t, f)('POST', '/contacts', body)).statusCode).toBe(201);
    expect((await api(t, f)('POST', '/contacts', body)).statusCode).toBe(200);
    const counter = await t.db
      .selectFrom('usage_counters')
      .select('count')
      .where('shop_id', '=', f.shopId)
      .where('feature', '=', 'employee')
      .executeTakeFirstOrThrow();
    expect(counter.count).toBe(5);
  });
});
