import { countSms, toBanglaDigits, ulid } from '@dokani/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { walkAsOutsider } from '../../test/shop.ts';
import { addContact, addEntry, api, balanceOf, contactMobile, ledgerSum, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

let t: TestApp;
let s: ShopFixture;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t, 'ভাই ভাই স্টোর');
});

type Entry = {
  id: string;
  direction: string;
  amount: string;
  balanceAfter: string;
  reversesId: string | null;
  reversedById: string | null;
  smsStatus: string | null;
};

describe('due book', () => {
  it('given raises the balance, received lowers it; history newest first with the running balance; summary totals', async () => {
    const f = await ownerWithShop(t);
    const c = await addContact(t, f);
    const sup = await addContact(t, f, { type: 'supplier', name: 'মেসার্স রহমান' });
    const e1 = await addEntry(t, f, {
      contactId: c.id,
      direction: 'given',
      dueType: 'product',
      amount: '1250',
      note: 'চাল ৫ কেজি',
      date: '2025-03-01',
    });
    expect(e1).toMatchObject({ balanceAfter: '1250.00', contactId: c.id, smsStatus: null });
    await addEntry(t, f, { contactId: c.id, direction: 'given', amount: '2150.50', date: '2025-03-02' });
    const e3 = await addEntry(t, f, { contactId: c.id, direction: 'received', amount: '400.50', date: '2025-03-02' });
    expect(e3.balanceAfter).toBe('3000.00');
    await addEntry(t, f, { contactId: sup.id, direction: 'received', dueType: 'product', amount: '5000', date: '2025-03-02' });
    expect((await api(t, f)('GET', `/contacts/${c.id}`)).json().balance).toBe('3000.00');
    expect((await api(t, f)('GET', `/contacts/${sup.id}`)).json().balance).toBe('-5000.00');
    const h = (await api(t, f)('GET', `/contacts/${c.id}/history`)).json<{ items: Entry[] }>();
    expect(h.items.map((x) => [x.direction, x.amount, x.balanceAfter])).toEqual([
      ['received', '400.50', '3000.00'],
      ['given', '2150.50', '3400.50'],
      ['given', '1250.00', '1250.00'],
    ]);
    expect((await api(t, f)('GET', '/due-summary')).json()).toEqual({
      receivable: '3000.00',
      payable: '5000.00',
      receivableContacts: 1,
      payableContacts: 1,
      contactsWithDue: 2,
    });
    const list = (await api(t, f)('GET', `/due-entries?contactId=${c.id}&direction=given`)).json();
    expect(list.items).toHaveLength(2);
    expect(list.totals).toEqual({ given: '3400.50', received: '0.00' });
    const dated = (await api(t, f)('GET', '/due-entries?from=2025-03-02&to=2025-03-02')).json();
    expect(dated.items).toHaveLength(3);
    expect(dated.totals).toEqual({ given: '2150.50', received: '5400.50' });
    const receivable = (await api(t, f)('GET', '/contacts?due=receivable')).json().items as { id: string }[];
    expect(receivable.map((x) => x.id)).toEqual([c.id]);
    // keyset pages over the whole book
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Entry[]; nextCursor: string | null } = (
        await api(t, f)('GET', `/due-entries?limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((x) => x.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(4);
    expect(seen.at(-1)).toBe(e1.id);
  });

  it('an entry for a number that is not a contact yet makes the customer; the next entry for the number uses it', async () => {
    const f = await ownerWithShop(t);
    const mobile = contactMobile();
    const e = await addEntry(t, f, { name: 'নতুন খদ্দের', mobile: toBanglaDigits(mobile), direction: 'given', amount: '300' });
    const contact = (await api(t, f)('GET', `/contacts/${e.contactId}`)).json();
    expect(contact).toMatchObject({ type: 'customer', name: 'নতুন খদ্দের', mobile: `+88${mobile}`, balance: '300.00' });
    const e2 = await addEntry(t, f, { name: 'অন্য নাম', mobile, direction: 'received', amount: '100' });
    expect(e2.contactId).toBe(e.contactId);
    expect(e2.balanceAfter).toBe('200.00');
    const counter = await t.db
      .selectFrom('usage_counters')
      .select('count')
      .where('shop_id', '=', f.shopId)
      .where('feature', '=', 'customer')
      .executeTakeFirstOrThrow();
    expect(counter.count).toBe(1);
  });

  it.each([
    ['amount 0', { amount: '0' }, 'amount', 'শূন্যের বেশি', 'more than zero'],
    ['a negative amount', { amount: '-5' }, 'amount', 'টাকা', 'valid amount'],
    ['an unknown direction', { direction: 'lent' }, 'direction', 'বেছে নিন', 'Choose'],
    ['a foreign mobile instead of a contact', { contactId: undefined, name: 'X', mobile: '+447700900123' }, 'mobile', 'মোবাইল', 'mobile'],
    ['no contact and no number', { contactId: undefined }, 'mobile', 'কাস্টমার বেছে নিন', 'Pick a contact'],
    ['an unknown field', { balance: '5' }, 'balance', 'চেনা যায়নি', ''],
  ])('400 for %s, in Bangla and English; nothing written', async (_label, extra, field, bn, en) => {
    const c = await addContact(t, s);
    const body = { id: ulid(), contactId: c.id, direction: 'given', dueType: 'money', amount: '10', ...extra };
    const rb = await api(t, s)('POST', '/due-entries', body, 'bn');
    expect(rb.statusCode).toBe(400);
    expect(rb.json().error.code).toBe('VALIDATION_FAILED');
    expect(String(rb.json().error.details[field])).toContain(bn);
    const re = await api(t, s)('POST', '/due-entries', body, 'en');
    expect(String(re.json().error.details[field])).toContain(en);
    expect(await ledgerSum(t, s.shopId, c.id)).toBe(0n);
  });

  it('a contact of another shop → 404, nothing written in either shop', async () => {
    const other = await ownerWithShop(t);
    const theirs = await addContact(t, other);
    const r = await api(t, s)('POST', '/due-entries', {
      id: ulid(),
      contactId: theirs.id,
      direction: 'given',
      dueType: 'money',
      amount: '10',
    });
    expect(r.statusCode).toBe(404);
    expect(await balanceOf(t, other.shopId, theirs.id)).toBe(0n);
    expect((await api(t, s)('GET', `/contacts/${theirs.id}/history`)).statusCode).toBe(404);
  });

  it('idempotent: the same entry again → 200 with the same entry, counted once; a different body → 409', async () => {
    const c = await addContact(t, s);
    const body = { id: ulid(), contactId: c.id, direction: 'given', dueType: 'money', amount: '75.25' };
    const a = await api(t, s)('POST', '/due-entries', body);
    const b = await api(t, s)('POST', '/due-entries', body);
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    expect(b.json()).toEqual(a.json());
    expect(await balanceOf(t, s.shopId, c.id)).toBe(7525n);
    const conflict = await api(t, s)('POST', '/due-entries', { ...body, amount: '80' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('ID_CONFLICT');
    expect(await balanceOf(t, s.shopId, c.id)).toBe(7525n);
  });

  it('a correction is a reversing entry: balance restored, both in history; a second reverse → 409; a reversal is not reversed', async () => {
    const c = await addContact(t, s);
    await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '500' });
    const wrong = await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '90' });
    const r = await api(t, s)('POST', `/due-entries/${wrong.id}/reverse`, { note: 'ভুল এন্ট্রি' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      direction: 'received',
      amount: '90.00',
      balanceAfter: '500.00',
      reversesId: wrong.id,
      note: 'ভুল এন্ট্রি',
    });
    expect(await balanceOf(t, s.shopId, c.id)).toBe(50_000n);
    const again = await api(t, s)('POST', `/due-entries/${wrong.id}/reverse`, {}, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DUE_ALREADY_REVERSED');
    const rr = await api(t, s)('POST', `/due-entries/${r.json().id}/reverse`, {});
    expect(rr.statusCode).toBe(409);
    expect(rr.json().error.code).toBe('DUE_REVERSAL_NOT_REVERSIBLE');
    const h = (await api(t, s)('GET', `/contacts/${c.id}/history`)).json<{ items: Entry[] }>();
    expect(h.items.map((x) => [x.amount, x.balanceAfter, x.reversesId, x.reversedById])).toEqual([
      ['90.00', '500.00', wrong.id, null],
      ['90.00', '590.00', null, r.json().id],
      ['500.00', '500.00', null, null],
    ]);
    expect((await api(t, s)('POST', `/due-entries/${ulid()}/reverse`, {})).statusCode).toBe(404);
  });

  it('the SMS notice goes out in Bangla with Bangla digits by default, after the entry is saved; its status is on the entry', async () => {
    const mobile = contactMobile();
    const c = await addContact(t, s, { mobile });
    await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '2150' });
    const e = await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '1250', sendSms: true });
    expect(e.smsStatus).toBe('sent');
    expect(t.sms.lastTo(`+88${mobile}`)).toBe('ভাই ভাই স্টোর: আপনার কাছে ৳১,২৫০ বাকি লেখা হলো। মোট বাকি ৳৩,৪০০।');
    const paid = await addEntry(t, s, { contactId: c.id, direction: 'received', amount: '3400', sendSms: true });
    expect(paid.smsStatus).toBe('sent');
    expect(t.sms.lastTo(`+88${mobile}`)).toBe('ভাই ভাই স্টোর: আপনার কাছ থেকে ৳৩,৪০০ জমা পেলাম, ধন্যবাদ। এখন আর কোনো বাকি নেই।');
    const rec = await t.db
      .selectFrom('sms_messages')
      .selectAll()
      .where('shop_id', '=', s.shopId)
      .where('purpose', '=', 'due-notice')
      .where('to_mobile', '=', `+88${mobile}`)
      .execute();
    expect(rec).toHaveLength(2);
    expect(rec.every((m) => m.status === 'sent' && m.segments === countSms(m.text).segments)).toBe(true);
  });

  it("English when the shop's SMS language is English; a failed SMS keeps the entry (status failed); no number → no-mobile", async () => {
    const f = await ownerWithShop(t, 'Rahman Store');
    expect((await api(t, f)('PATCH', '/settings', { smsLanguage: 'en' })).json()).toMatchObject({ smsLanguage: 'en' });
    const mobile = contactMobile();
    const c = await addContact(t, f, { mobile });
    await addEntry(t, f, { contactId: c.id, direction: 'given', amount: '1250.50', sendSms: true });
    expect(t.sms.lastTo(`+88${mobile}`)).toBe('Rahman Store: ৳1,250.50 has been added to your due. Total due ৳1,250.50.');
    t.sms.failNext = 1;
    const failed = await addEntry(t, f, { contactId: c.id, direction: 'received', amount: '50.50', sendSms: true });
    expect(failed).toMatchObject({ smsStatus: 'failed', balanceAfter: '1200.00' });
    expect(await balanceOf(t, f.shopId, c.id)).toBe(120_000n);
    const noNumber = await addContact(t, f, { mobile: null, name: 'No Phone' });
    const e = await addEntry(t, f, { contactId: noNumber.id, direction: 'given', amount: '5', sendSms: true });
    expect(e.smsStatus).toBe('no-mobile');
  });

  it('remind: sends the current balance; 409 when nothing is due or there is no number', async () => {
    const mobile = contactMobile();
    const c = await addContact(t, s, { mobile });
    const none = await api(t, s)('POST', `/contacts/${c.id}/remind`, undefined, 'en');
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('DUE_NOTHING_TO_REMIND');
    await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '3400' });
    const r = await api(t, s)('POST', `/contacts/${c.id}/remind`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ smsStatus: 'sent' });
    expect(t.sms.lastTo(`+88${mobile}`)).toBe('ভাই ভাই স্টোর: আপনার কাছে মোট ৳৩,৪০০ বাকি আছে। সুবিধামতো সময়ে পরিশোধ করবেন। ধন্যবাদ।');
    const noNumber = await addContact(t, s, { mobile: null });
    await addEntry(t, s, { contactId: noNumber.id, direction: 'given', amount: '1' });
    const nm = await api(t, s)('POST', `/contacts/${noNumber.id}/remind`);
    expect(nm.statusCode).toBe(409);
    expect(nm.json().error.code).toBe('CONTACT_NO_MOBILE');
  });

  it('remind: one per contact per hour — a second tap is refused with the wait, parallel taps send one SMS, a failed SMS frees the slot', async () => {
    const f = await ownerWithShop(t);
    const mobile = contactMobile();
    const c = await addContact(t, f, { mobile });
    await addEntry(t, f, { contactId: c.id, direction: 'given', amount: '500' });
    const sentBefore = t.sms.sent.length;
    const taps = await Promise.all(Array.from({ length: 5 }, () => api(t, f)('POST', `/contacts/${c.id}/remind`)));
    expect(taps.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(t.sms.sent.length - sentBefore).toBe(1);
    t.clock.advance(20 * 60_000);
    const again = await api(t, f)('POST', `/contacts/${c.id}/remind`, undefined, 'en');
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('DUE_REMIND_TOO_SOON');
    expect(again.json().error.message).toContain('40 minutes');
    expect(again.headers['retry-after']).toBe(String(40 * 60));
    const bn = await api(t, f)('POST', `/contacts/${c.id}/remind`);
    expect(bn.json().error.message).toContain('৪০ মিনিট');
    t.clock.advance(40 * 60_000);
    t.sms.failNext = 1;
    const failed = await api(t, f)('POST', `/contacts/${c.id}/remind`);
    expect(failed.json()).toMatchObject({ smsStatus: 'failed' });
    const retry = await api(t, f)('POST', `/contacts/${c.id}/remind`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ smsStatus: 'sent' });
  });

  it('property: random sequences of entries and reversals keep contacts.balance = Σ signed entries = the last balance_after', async () => {
    const f = await ownerWithShop(t);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            direction: fc.constantFrom('given', 'received'),
            amount: fc.integer({ min: 1, max: 1_000_000 }),
            reverse: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (ops) => {
          const c = await addContact(t, f, { mobile: null });
          let expected = 0n;
          for (const op of ops) {
            const e = await addEntry(t, f, { contactId: c.id, direction: op.direction, amount: (op.amount / 100).toFixed(2) });
            expected += op.direction === 'given' ? BigInt(op.amount) : -BigInt(op.amount);
            if (op.reverse) {
              expect((await api(t, f)('POST', `/due-entries/${e.id}/reverse`, {})).statusCode).toBe(201);
              expected -= op.direction === 'given' ? BigInt(op.amount) : -BigInt(op.amount);
            }
          }
          const balance = await balanceOf(t, f.shopId, c.id);
          expect(balance).toBe(expected);
          expect(await ledgerSum(t, f.shopId, c.id)).toBe(balance);
          const last = await t.db
            .selectFrom('due_entries')
            .select('balance_after')
            .where('shop_id', '=', f.shopId)
            .where('contact_id', '=', c.id)
            .orderBy('seq', 'desc')
            .limit(1)
            .executeTakeFirstOrThrow();
          expect(last.balance_after).toBe(balance);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('usage limit "due" (monthly): over the limit → 402; a retry of a saved entry still answers 200', async () => {
    const f = await ownerWithShop(t);
    const c = await addContact(t, f);
    const body = { id: ulid(), contactId: c.id, direction: 'given', dueType: 'money', amount: '1' };
    expect((await api(t, f)('POST', '/due-entries', body)).statusCode).toBe(201);
    await t.db.updateTable('usage_counters').set({ count: 100 }).where('shop_id', '=', f.shopId).where('feature', '=', 'due').execute();
    const r = await api(t, f)('POST', '/due-entries', { ...body, id: ulid() }, 'en');
    expect(r.statusCode).toBe(402);
    expect(r.json().error.details).toEqual({ feature: 'due', limit: 100 });
    expect((await api(t, f)('POST', '/due-entries', body)).statusCode).toBe(200);
  });

  it('a user of another shop gets 404 on every contact and due route of the OpenAPI document, and nothing changes', async () => {
    const c = await addContact(t, s, { name: 'গোপন কাস্টমার' });
    const e = await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '42' });
    const outsider = await ownerWithShop(t);
    const { paths, walked } = await walkAsOutsider(t, outsider, {
      paths: /\/(contacts|due-entries|due-summary)/,
      url: (path) => path.replace('{shopId}', s.shopId).replace('{contactId}', c.id).replace('{entryId}', e.id),
      payload: () => ({
        id: ulid(),
        contactId: c.id,
        type: 'customer',
        name: 'হ্যাক',
        direction: 'received',
        dueType: 'money',
        amount: '42',
      }),
      secret: 'গোপন',
    });
    expect(paths.length).toBeGreaterThanOrEqual(7);
    expect(walked).toBeGreaterThanOrEqual(11);
    expect(await balanceOf(t, s.shopId, c.id)).toBe(4200n);
    expect((await api(t, s)('GET', `/contacts/${c.id}`)).json()).toMatchObject({ status: 'active', name: 'গোপন কাস্টমার' });
    // Its own shop's routes do not reach this shop's rows either.
    const own = api(t, outsider);
    expect((await own('GET', `/contacts/${c.id}`)).statusCode).toBe(404);
    expect((await own('GET', `/due-entries/${e.id}`)).statusCode).toBe(404);
    expect((await own('POST', `/due-entries/${e.id}/reverse`, {})).statusCode).toBe(404);
    expect(
      (await own('POST', '/due-entries', { id: ulid(), contactId: c.id, direction: 'received', dueType: 'money', amount: '42' }))
        .statusCode,
    ).toBe(404);
  });
});
