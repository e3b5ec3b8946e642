/**
 * The shop pays for its due notices and reminders with its SMS credit (decision 0014, "Who pays");
 * a sign-in OTP is never charged. A notice without credit is not sent (the entry stays, marked
 * failed); a reminder without credit is refused with the reason and can be sent at once when credit
 * is back; an SMS the gateway does not take gives its parts back.
 */
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addContact, addEntry, api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import { addSmsCredit, takeSmsCredit } from './credits.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
  t.clock.set('2025-04-10T05:00:00Z');
});

const balance = async (s: Awaited<ReturnType<typeof ownerWithShop>>) =>
  (await api(t, s)('GET', '/sms/balance')).json<{ total: number }>().total;

describe('due SMS paid with the shop’s credit', () => {
  it('a sign-in OTP costs the shop nothing; a due notice and a reminder take their parts', async () => {
    const s = await ownerWithShop(t); // signed up with an OTP
    expect(await balance(s)).toBe(30);
    const c = await addContact(t, s, { name: 'করিম', mobile: '01711300001' });
    const e = await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '500', sendSms: true });
    expect(e.smsStatus).toBe('sent');
    expect(await balance(s)).toBe(29);
    const r = await api(t, s)('POST', `/contacts/${c.id}/remind`, {});
    expect(r.statusCode).toBe(200);
    expect(await balance(s)).toBe(29 - r.json<{ segments: number }>().segments);
  });

  it('no credit: the notice is not sent (entry kept, marked failed), the reminder is refused and can go as soon as credit is back', async () => {
    const s = await ownerWithShop(t);
    const c = await addContact(t, s, { name: 'রহিম', mobile: '01711300002' });
    await t.db.transaction().execute((trx) => takeSmsCredit(trx, s.shopId, 30, { type: 'test', id: ulid() }, t.clock.now(), 'Asia/Dhaka'));
    const before = t.sms.sent.length;
    const e = await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '300', sendSms: true });
    expect(e.smsStatus).toBe('failed');
    expect(e.balanceAfter).toBe('300.00');
    const refused = await api(t, s)('POST', `/contacts/${c.id}/remind`, {}, 'bn');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: { code: 'SMS_CREDIT_SHORT', message: expect.stringContaining('এসএমএস প্যাকেজ কিনে নিন') },
    });
    expect(t.sms.sent.length).toBe(before);
    await t.db.transaction().execute((trx) => addSmsCredit(trx, s.shopId, 10, { type: 'test', id: ulid() }, t.clock.now()));
    // the refused reminder did not hold the hour's one reminder
    expect((await api(t, s)('POST', `/contacts/${c.id}/remind`, {})).statusCode).toBe(200);
    expect(t.sms.sent.length).toBe(before + 1);
  });

  it('the gateway not taking the SMS gives the parts back', async () => {
    const s = await ownerWithShop(t);
    const c = await addContact(t, s, { name: 'সালাম', mobile: '01711300003' });
    t.sms.failNext = 1;
    const e = await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '100', sendSms: true });
    expect(e.smsStatus).toBe('failed');
    expect(await balance(s)).toBe(30);
  });
});
