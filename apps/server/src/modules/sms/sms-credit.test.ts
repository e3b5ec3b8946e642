/**
 * The shop's SMS credit and the quote of a message: 30 free parts a month used first,
 * bought parts after; the balance is the ledger's sum; two takers at once never spend the same
 * parts; recipients normalised and merged from groups, contacts and typed numbers.
 */
import { ulid } from '@dokani/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addContact, addEntry, api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';
import { AppError } from '../../platform/errors.ts';
import { addSmsCredit, smsBalance, takeSmsCredit } from './credits.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
  // 20:00 UTC on 31 March = 02:00 on 1 April in Dhaka: the shop's month is April
  t.clock.set('2025-03-31T20:00:00Z');
});

const TZ = 'Asia/Dhaka';
const ledgerSum = async (shopId: string) =>
  Number(
    (
      await t.db
        .selectFrom('sms_credit_entries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('parts'), eb.val('0')).as('s'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow()
    ).s,
  );

describe('SMS credit', () => {
  it('a shop starts with 30 free parts this month; a use takes the free ones first, then bought ones', async () => {
    const s = await ownerWithShop(t);
    const r = await api(t, s)('GET', '/sms/balance');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ free: 30, paid: 0, total: 30 });

    await t.db.transaction().execute((trx) => addSmsCredit(trx, s.shopId, 100, { type: 'test', id: ulid() }, t.clock.now()));
    const taken = await t.db
      .transaction()
      .execute((trx) => takeSmsCredit(trx, s.shopId, 45, { type: 'test', id: ulid() }, t.clock.now(), TZ));
    expect(taken).toEqual({ free: 30, paid: 15, month: '2025-04' });
    expect((await api(t, s)('GET', '/sms/balance')).json()).toEqual({ free: 0, paid: 85, total: 85 });
    // the balance is the ledger's sum (the month's 30 free come from no row)
    expect(await ledgerSum(s.shopId)).toBe(85 - 30);

    // more than is left: refused whole, nothing taken
    await expect(
      t.db.transaction().execute((trx) => takeSmsCredit(trx, s.shopId, 86, { type: 'test', id: ulid() }, t.clock.now(), TZ)),
    ).rejects.toMatchObject({ code: 'SMS_CREDIT_SHORT', details: { needed: 86, available: 85 } });
    expect((await smsBalance(t.db, s.shopId, t.clock.now(), TZ)).total).toBe(85);

    // a new month in the shop's calendar brings 30 free parts again; bought ones stay
    const may = new Date('2025-04-30T18:30:00Z'); // 00:30 on 1 May in Dhaka
    expect(await smsBalance(t.db, s.shopId, may, TZ)).toEqual({ free: 30, paid: 85, total: 115 });
  });

  it('20 takers of 5 parts at once with 30 free and 20 bought: exactly 10 go through, the credit never below 0', async () => {
    const s = await ownerWithShop(t);
    await t.db.transaction().execute((trx) => addSmsCredit(trx, s.shopId, 20, { type: 'test', id: ulid() }, t.clock.now()));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.db.transaction().execute((trx) => takeSmsCredit(trx, s.shopId, 5, { type: 'test', id: ulid() }, t.clock.now(), TZ)),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.reason).toBeInstanceOf(AppError);
    expect(await smsBalance(t.db, s.shopId, t.clock.now(), TZ)).toEqual({ free: 0, paid: 0, total: 0 });
    expect(await ledgerSum(s.shopId)).toBe(-30);
  });

  it('another shop’s credit is its own', async () => {
    const a = await ownerWithShop(t);
    const b = await ownerWithShop(t);
    await t.db.transaction().execute((trx) => takeSmsCredit(trx, a.shopId, 30, { type: 'test', id: ulid() }, t.clock.now(), TZ));
    expect((await api(t, b)('GET', '/sms/balance')).json()).toEqual({ free: 30, paid: 0, total: 30 });
    const foreign = await t.call({
      method: 'GET',
      url: `/api/v1/shops/${a.shopId}/sms/balance`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /sms/quote', () => {
  let s: ShopFixture;
  beforeAll(async () => {
    s = await ownerWithShop(t);
  });

  it('counts a Bangla text to customers who owe, a picked supplier and typed numbers, each number once', async () => {
    const owes = await addContact(t, s, { name: 'করিম', mobile: '01711000001' });
    await addEntry(t, s, { contactId: owes.id, direction: 'given', amount: '500' });
    await addContact(t, s, { name: 'রহিম', mobile: '01711000002' }); // a customer who owes nothing
    const supplier = await addContact(t, s, { type: 'supplier', name: 'রহমান ট্রেডার্স', mobile: '01811000003' });
    const text = 'প্রিয় গ্রাহক, আপনার বাকি ৳৫০০। দয়া করে পরিশোধ করুন।';
    const r = await api(t, s)('POST', '/sms/quote', {
      text,
      recipients: { groups: ['customers-with-due'], contactIds: [supplier.id], numbers: ['০১৭১১০০০০০১', '+880 1911-000004', '12345', ' '] },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      characters: text.length,
      encoding: 'UCS-2',
      parts: 1,
      recipients: 3,
      smsCount: 3,
      enough: true,
      balance: { free: 30, paid: 0, total: 30 },
      invalidNumbers: ['12345'],
      duplicates: 1,
      tooMany: false,
      preview: text,
      personal: false,
    });
  });

  it('a long English text: GSM-7 with extension characters counted twice, parts × recipients against the credit', async () => {
    const text = `${'a'.repeat(150)}{}`; // 150 + 2 × 2 = 154 septets: 1 part
    const one = (await api(t, s)('POST', '/sms/quote', { text, recipients: { numbers: ['01711000009'] } })).json();
    expect(one).toMatchObject({ characters: 154, encoding: 'GSM-7', parts: 1, recipients: 1 });
    const long = 'a'.repeat(307); // 3 parts of 153
    const numbers = Array.from({ length: 11 }, (_, i) => `0171100${String(1000 + i)}`);
    const q = (await api(t, s)('POST', '/sms/quote', { text: long, recipients: { numbers } })).json();
    expect(q).toMatchObject({ parts: 3, recipients: 11, smsCount: 33, enough: false });
  });

  it('refuses a text over 1,000 characters and more than 10,000 typed numbers with the reason', async () => {
    const long = await api(t, s)('POST', '/sms/quote', { text: 'ক'.repeat(1001), recipients: {} }, 'bn');
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('১,০০০ অক্ষরের বেশি');
    const many = await api(t, s)(
      'POST',
      '/sms/quote',
      { text: 'hi', recipients: { numbers: Array.from({ length: 10_001 }, () => '01711000001') } },
      'en',
    );
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain('at most 10,000');
  });
});
