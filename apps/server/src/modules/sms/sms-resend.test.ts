/**
 * The SMS list: due notices and reminders listed with their status and the contact's
 * name; failed SMS sent again — a campaign's failed messages as a new campaign, a failed notice as
 * a new notice — each once, charged again, whichever of two requests at once comes first.
 */
import { ulid } from '@dokani/core';
import type { SmsCampaign, SmsCampaignDetail, SmsNotice } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addContact, addEntry, api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';
import { takeSmsCredit } from './credits.ts';
import { runSmsQueue, SMS_MAX_ATTEMPTS } from './queue.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
  t.clock.set('2025-04-10T05:00:00Z');
});

const balance = async (s: ShopFixture) => (await api(t, s)('GET', '/sms/balance')).json<{ total: number }>().total;
const drain = async () => {
  for (let i = 0; i < 50; i++) if ((await runSmsQueue(t.deps)) === 0) return;
};
/** Runs the queue through every retry (the clock moved past each wait). */
async function sendThroughRetries(): Promise<void> {
  for (let attempt = 1; attempt <= SMS_MAX_ATTEMPTS; attempt++) {
    await drain();
    t.clock.advance(31 * 60_000);
  }
  await drain();
}

describe('sending failed campaign SMS again', () => {
  it('the failed numbers only, as a new campaign with the credit taken again; once', async () => {
    const s = await ownerWithShop(t);
    const id = ulid();
    const body = { id, text: 'Eid sale: 10% off all week', recipients: { numbers: ['01712000001', '01712000002', '01712000003'] } };
    expect((await api(t, s)('POST', '/sms/campaigns', body)).statusCode).toBe(201);
    // the gateway takes the first and refuses the other two every time
    await runSmsQueue(t.deps, 1);
    t.sms.failNext = 2 * SMS_MAX_ATTEMPTS;
    await sendThroughRetries();
    t.sms.failNext = 0;
    const detail = (await api(t, s)('GET', `/sms/campaigns/${id}`)).json<SmsCampaignDetail>();
    expect(detail.counts).toMatchObject({ sent: 1, failed: 2 });
    expect(await balance(s)).toBe(29);

    const newId = ulid();
    const r = await api(t, s)('POST', `/sms/campaigns/${id}/resend`, { id: newId });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json<SmsCampaign>()).toMatchObject({ id: newId, resendOf: id, recipients: 2, smsCount: 2, text: body.text });
    expect(await balance(s)).toBe(27);
    // the same request again answers the same campaign; another is refused (sent again once)
    expect((await api(t, s)('POST', `/sms/campaigns/${id}/resend`, { id: newId })).statusCode).toBe(200);
    const twice = await api(t, s)('POST', `/sms/campaigns/${id}/resend`, { id: ulid() }, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'SMS_ALREADY_RESENT', message: 'These SMS have already been sent again.' } });
    expect((await api(t, s)('GET', `/sms/campaigns/${id}`)).json<SmsCampaign>().resentAs).toBe(newId);

    const before = t.sms.sent.length;
    await drain();
    expect(
      t.sms.sent
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['+8801712000002', '+8801712000003']);
    // nothing failed in the new one: nothing to send again
    const nothing = await api(t, s)('POST', `/sms/campaigns/${newId}/resend`, { id: ulid() }, 'bn');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ error: { code: 'SMS_NOTHING_FAILED', message: expect.stringContaining('আবার পাঠানো যায়') } });
  });

  it('two requests at once with different ids: one campaign, credit taken once', async () => {
    const s = await ownerWithShop(t);
    const id = ulid();
    await api(t, s)('POST', '/sms/campaigns', { id, text: 'Hello', recipients: { numbers: ['01712000011', '01712000012'] } });
    t.sms.failNext = 2 * SMS_MAX_ATTEMPTS;
    await sendThroughRetries();
    t.sms.failNext = 0;
    expect(await balance(s)).toBe(30);
    const rs = await Promise.all(Array.from({ length: 6 }, () => api(t, s)('POST', `/sms/campaigns/${id}/resend`, { id: ulid() })));
    expect(rs.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await balance(s)).toBe(28);
    await drain();
  });

  it('credit short: refused, nothing taken, and it can be sent again later; another shop’s campaign is not found', async () => {
    const s = await ownerWithShop(t);
    const id = ulid();
    await api(t, s)('POST', '/sms/campaigns', { id, text: 'Hello', recipients: { numbers: ['01712000021'] } });
    t.sms.failNext = SMS_MAX_ATTEMPTS;
    await sendThroughRetries();
    t.sms.failNext = 0;
    await t.db.transaction().execute((trx) => takeSmsCredit(trx, s.shopId, 30, { type: 'test', id: ulid() }, t.clock.now(), 'Asia/Dhaka'));
    const short = await api(t, s)('POST', `/sms/campaigns/${id}/resend`, { id: ulid() }, 'en');
    expect(short.statusCode).toBe(402);
    expect((await api(t, s)('GET', `/sms/campaigns/${id}`)).json<SmsCampaign>().resentAs).toBeNull();
    const other = await ownerWithShop(t);
    expect((await api(t, other)('POST', `/sms/campaigns/${id}/resend`, { id: ulid() })).statusCode).toBe(404);
  });
});

describe('due notices in the SMS list', () => {
  it('listed newest first with the contact’s name and status; a failed one sent again once, charged', async () => {
    const s = await ownerWithShop(t);
    const c = await addContact(t, s, { name: 'করিম মিয়া', mobile: '01711400001' });
    await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '500', sendSms: true });
    t.clock.advance(60_000);
    t.sms.failNext = 1;
    await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '200', sendSms: true });
    const list = (await api(t, s)('GET', '/sms/notices')).json<{ items: SmsNotice[]; nextCursor: string | null }>();
    expect(list.items.map((n) => [n.purpose, n.status, n.contactName, n.mobile])).toEqual([
      ['due-notice', 'failed', 'করিম মিয়া', '+8801711400001'],
      ['due-notice', 'sent', 'করিম মিয়া', '+8801711400001'],
    ]);
    expect(list.nextCursor).toBeNull();
    const failed = list.items[0] as SmsNotice;
    const before = await balance(s);
    t.clock.advance(60_000);
    const rs = await Promise.all([1, 2, 3].map(() => api(t, s)('POST', `/sms/notices/${failed.id}/resend`)));
    expect(rs.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const again = rs.find((r) => r.statusCode === 201)?.json<SmsNotice>();
    expect(again).toMatchObject({ status: 'sent', text: failed.text, mobile: failed.mobile, purpose: 'due-notice' });
    expect(await balance(s)).toBe(before - failed.parts);
    const after = (await api(t, s)('GET', '/sms/notices')).json<{ items: SmsNotice[] }>();
    expect(after.items[0]?.id).toBe(again?.id);
    expect(after.items.find((n) => n.id === failed.id)?.resentAs).toBe(again?.id);
    // a sent one cannot be sent again; another shop sees none of it
    const sent = list.items[1] as SmsNotice;
    expect((await api(t, s)('POST', `/sms/notices/${sent.id}/resend`, undefined, 'en')).json()).toMatchObject({
      error: { code: 'SMS_NOTHING_FAILED' },
    });
    const other = await ownerWithShop(t);
    expect((await api(t, other)('GET', '/sms/notices')).json()).toEqual({ items: [], nextCursor: null });
    expect((await api(t, other)('POST', `/sms/notices/${failed.id}/resend`)).statusCode).toBe(404);
  });

  it('a resend refused for credit leaves the notice to be sent again later', async () => {
    const s = await ownerWithShop(t);
    const c = await addContact(t, s, { name: 'রহিম', mobile: '01711400002' });
    t.sms.failNext = 1;
    await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '200', sendSms: true });
    const [failed] = (await api(t, s)('GET', '/sms/notices')).json<{ items: SmsNotice[] }>().items;
    await t.db.transaction().execute((trx) => takeSmsCredit(trx, s.shopId, 30, { type: 'test', id: ulid() }, t.clock.now(), 'Asia/Dhaka'));
    const short = await api(t, s)('POST', `/sms/notices/${failed?.id}/resend`, undefined, 'en');
    expect(short.statusCode).toBe(402);
    const [still] = (await api(t, s)('GET', '/sms/notices')).json<{ items: SmsNotice[] }>().items;
    expect(still).toMatchObject({ id: failed?.id, resentAs: null });
  });
});
