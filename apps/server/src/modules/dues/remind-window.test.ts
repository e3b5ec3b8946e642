/**
 * A due reminder is a paid SMS: the owner is first told what it says, what it costs and when it
 * goes (GET …/remind); asked between 9 pm and 9 am in Dhaka, it is charged at once and held until
 * 9 am, when the SMS queue sends it.
 */
import { countSms } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { runSmsQueue } from '../sms/index.ts';
import { addContact, addEntry, api, contactMobile, ownerWithShop } from '../contacts/contacts.fixtures.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

const balance = async (f: Awaited<ReturnType<typeof ownerWithShop>>) =>
  (await api(t, f)('GET', '/sms/balance')).json<{ total: number }>().total;

describe('a due reminder', () => {
  it('in the day: the preview says what and how much, nothing is sent until confirmed, then it goes at once', async () => {
    t.clock.set('2025-03-10T06:00:00Z'); // 12:00 in Dhaka
    const f = await ownerWithShop(t, 'ভাই ভাই স্টোর');
    const mobile = contactMobile();
    const c = await addContact(t, f, { mobile });
    await addEntry(t, f, { contactId: c.id, direction: 'given', amount: '3400' });
    const sent = t.sms.sent.length;
    const preview = await api(t, f)('GET', `/contacts/${c.id}/remind`);
    expect(preview.statusCode, preview.body).toBe(200);
    const text = 'ভাই ভাই স্টোর: আপনার কাছে মোট ৳৩,৪০০ বাকি আছে। সুবিধামতো সময়ে পরিশোধ করবেন। ধন্যবাদ।';
    expect(preview.json()).toEqual({ text, segments: countSms(text).segments, sendsAt: null });
    expect(t.sms.sent.length).toBe(sent);
    const r = await api(t, f)('POST', `/contacts/${c.id}/remind`);
    expect(r.json()).toMatchObject({ smsStatus: 'sent', sendsAt: null, text });
    expect(t.sms.lastTo(`+88${mobile}`)).toBe(text);
  });

  it('at 10 pm: charged now, held, and sent by the queue at 9 am — not before', async () => {
    t.clock.set('2025-03-10T16:00:00Z'); // 22:00 in Dhaka
    const f = await ownerWithShop(t, 'রাতের দোকান');
    const mobile = contactMobile();
    const c = await addContact(t, f, { mobile });
    await addEntry(t, f, { contactId: c.id, direction: 'given', amount: '500' });
    const morning = '2025-03-11T03:00:00.000Z'; // 9:00 in Dhaka
    expect((await api(t, f)('GET', `/contacts/${c.id}/remind`)).json()).toMatchObject({ sendsAt: morning });
    const before = await balance(f);
    const r = await api(t, f)('POST', `/contacts/${c.id}/remind`);
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json<{ smsStatus: string; sendsAt: string; segments: number }>();
    expect(answer).toMatchObject({ smsStatus: 'held', sendsAt: morning });
    expect(await balance(f)).toBe(before - answer.segments);
    expect(t.sms.lastTo(`+88${mobile}`)).toBeUndefined();

    t.clock.set('2025-03-11T02:59:00Z');
    await runSmsQueue(t.deps);
    expect(t.sms.lastTo(`+88${mobile}`)).toBeUndefined();
    t.clock.set('2025-03-11T03:00:30Z');
    await runSmsQueue(t.deps);
    expect(t.sms.lastTo(`+88${mobile}`)).toContain('রাতের দোকান');
    const row = await t.db
      .selectFrom('sms_messages')
      .select(['status', 'purpose'])
      .where('shop_id', '=', f.shopId)
      .where('purpose', '=', 'due-reminder')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', purpose: 'due-reminder' });
  });
});
