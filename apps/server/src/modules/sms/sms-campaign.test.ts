/**
 * SMS campaigns and the durable queue (decision 0014): accepted in one request with the credit taken,
 * sent in the background with retries; a message failed for good gives its credit back; a server
 * stopped mid-campaign leaves nothing lost and nothing sent twice; held for the 9 am – 9 pm window.
 */
import { ulid } from '@dokani/core';
import type { SmsCampaign, SmsCampaignDetail } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addContact, addEntry, api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import { inSendingWindow } from './campaigns.ts';
import { runSmsQueue, SMS_MAX_ATTEMPTS } from './queue.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
  // 05:00 UTC = 11:00 in Dhaka: inside the sending window
  t.clock.set('2025-04-10T05:00:00Z');
});

const numbers = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `0171${String(2_000_000 + from + i)}`);
const balance = async (s: Awaited<ReturnType<typeof ownerWithShop>>) =>
  (await api(t, s)('GET', '/sms/balance')).json<{ free: number; paid: number; total: number }>();
const drain = async () => {
  for (let i = 0; i < 50; i++) if ((await runSmsQueue(t.deps)) === 0) return;
};

describe('SMS campaigns', () => {
  it('a campaign to customers who owe: credit taken at once, each message sent once, statuses kept', async () => {
    const s = await ownerWithShop(t);
    const a = await addContact(t, s, { name: 'করিম', mobile: '01711100001' });
    const b = await addContact(t, s, { name: 'রহিম', mobile: '01711100002' });
    await addContact(t, s, { name: 'সালাম', mobile: '01711100003' }); // owes nothing
    await addEntry(t, s, { contactId: a.id, direction: 'given', amount: '200' });
    await addEntry(t, s, { contactId: b.id, direction: 'given', amount: '300' });
    const sentBefore = t.sms.sent.length;
    const body = {
      id: ulid(),
      text: 'প্রিয় গ্রাহক, আপনার বাকি পরিশোধের অনুরোধ রইল। — মায়ের দোয়া স্টোর',
      recipients: { groups: ['customers-with-due'] },
    };
    const r = await api(t, s)('POST', '/sms/campaigns', body);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      status: 'sending',
      encoding: 'UCS-2',
      parts: 1,
      recipients: 2,
      smsCount: 2,
      heldForWindow: false,
      counts: { queued: 2 },
    });
    expect(await balance(s)).toEqual({ free: 28, paid: 0, total: 28 });
    // the same request again: the same campaign, nothing taken twice
    const again = await api(t, s)('POST', '/sms/campaigns', body);
    expect(again.statusCode).toBe(200);
    expect(await balance(s)).toMatchObject({ total: 28 });

    await drain();
    const mine = t.sms.sent.slice(sentBefore).filter((m) => m.text === body.text);
    expect(mine.map((m) => m.to).sort()).toEqual(['+8801711100001', '+8801711100002']);
    const detail = (await api(t, s)('GET', `/sms/campaigns/${body.id}`)).json<SmsCampaignDetail>();
    expect(detail).toMatchObject({ status: 'done', counts: { queued: 0, sent: 2, failed: 0 } });
    expect(detail.messages.map((m) => m.status)).toEqual(['sent', 'sent']);
    const list = (await api(t, s)('GET', '/sms/campaigns')).json<{ items: SmsCampaign[] }>();
    expect(list.items.map((c) => c.id)).toEqual([body.id]);
  });

  it('refused when the credit is short, with nothing taken or queued', async () => {
    const s = await ownerWithShop(t);
    const r = await api(t, s)('POST', '/sms/campaigns', { id: ulid(), text: 'Eid sale!', recipients: { numbers: numbers(31) } }, 'en');
    expect(r.statusCode).toBe(402);
    expect(r.json()).toMatchObject({ error: { code: 'SMS_CREDIT_SHORT' } });
    expect(await balance(s)).toMatchObject({ total: 30 });
    const queued = await t.db.selectFrom('sms_messages').select('id').where('shop_id', '=', s.shopId).execute();
    expect(queued).toHaveLength(0);
  });

  it('a gateway failing: retried with back-off; failed for good after the last try, its credit given back', async () => {
    const s = await ownerWithShop(t);
    const id = ulid();
    t.sms.failNext = 1_000;
    await api(t, s)('POST', '/sms/campaigns', { id, text: 'Eid Mubarak from our shop', recipients: { numbers: numbers(3, 100) } });
    expect(await balance(s)).toMatchObject({ total: 27 });
    for (let attempt = 1; attempt <= SMS_MAX_ATTEMPTS; attempt++) {
      await drain();
      // nothing goes again before its wait is over
      expect(await runSmsQueue(t.deps)).toBe(0);
      t.clock.advance(31 * 60_000);
    }
    t.sms.failNext = 0;
    const detail = (await api(t, s)('GET', `/sms/campaigns/${id}`)).json<SmsCampaignDetail>();
    expect(detail.counts).toEqual({ queued: 0, sent: 0, delivered: 0, failed: 3 });
    expect(detail.messages.every((m) => m.attempts === SMS_MAX_ATTEMPTS && m.error !== null)).toBe(true);
    expect(detail.refunded).toBe(3);
    expect(await balance(s)).toMatchObject({ total: 30 });
    t.clock.set('2025-04-10T05:00:00Z');
  });

  it('a server stopped mid-campaign: the rest is sent after the restart, and none twice', async () => {
    const s = await ownerWithShop(t);
    const id = ulid();
    await api(t, s)('POST', '/sms/campaigns', { id, text: 'Stock sale today', recipients: { numbers: numbers(10, 200) } });
    const before = t.sms.sent.length;
    // a round sends 4; then a round claims 3 and the server dies before it hears back from the gateway
    await runSmsQueue(t.deps, 4);
    await t.db
      .updateTable('sms_messages')
      .set({ status: 'sending', lease_until: new Date(t.clock.now().getTime() + 60_000), attempts: 1 })
      .where('campaign_id', '=', id)
      .where('status', '=', 'queued')
      .where('id', 'in', (eb) =>
        eb.selectFrom('sms_messages').select('id').where('campaign_id', '=', id).where('status', '=', 'queued').orderBy('id').limit(3),
      )
      .execute();
    // the 3 claimed reached the gateway just before the crash
    const inFlight = await t.db
      .selectFrom('sms_messages')
      .select(['id', 'to_mobile', 'text'])
      .where('campaign_id', '=', id)
      .where('status', '=', 'sending')
      .execute();
    for (const m of inFlight) await t.deps.sms.deliver(m.to_mobile, m.text, m.id);
    // "restart": another app on the same database; the leases run out
    const second = await createTestApp({ handle: t.handle, sms: t.sms });
    try {
      second.clock.set(new Date(t.clock.now().getTime() + 2 * 60_000));
      for (let i = 0; i < 10 && (await runSmsQueue(second.deps)) > 0; i++);
      // every recipient got it once: 4 + the 3 in flight from the first server, the other 3 from the
      // second; the 3 in flight were handed to the gateway again under their ids and not sent twice
      const sentHere = t.sms.sent.slice(before).filter((m) => m.text === 'Stock sale today');
      expect(sentHere).toHaveLength(10);
      expect(new Set(sentHere.map((m) => m.to)).size).toBe(10);
      const rows = await t.db.selectFrom('sms_messages').select(['status']).where('campaign_id', '=', id).execute();
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await second.app.close();
    }
  });

  it('two servers running rounds at once never take the same message', async () => {
    const s = await ownerWithShop(t);
    await t.db.transaction().execute(async (trx) => {
      const { addSmsCredit } = await import('./credits.ts');
      await addSmsCredit(trx, s.shopId, 500, { type: 'test', id: ulid() }, t.clock.now());
    });
    const id = ulid();
    await api(t, s)('POST', '/sms/campaigns', { id, text: 'Two servers', recipients: { numbers: numbers(300, 400) } });
    const before = t.sms.sent.length;
    await Promise.all([drain(), drain(), drain()]);
    const sent = t.sms.sent.slice(before).filter((m) => m.text === 'Two servers');
    expect(sent).toHaveLength(300);
    expect(new Set(sent.map((m) => m.reference)).size).toBe(300);
    const claimedTwice = await t.db
      .selectFrom('sms_messages')
      .select('id')
      .where('campaign_id', '=', id)
      .where('attempts', '>', 1)
      .execute();
    expect(claimedTwice).toHaveLength(0);
  });

  it('outside 9 am – 9 pm in Dhaka a campaign is held for the next window, and nothing goes before it', async () => {
    // 22:30 in Dhaka → 09:00 the next morning; 03:00 → 09:00 the same day; 14:00 stays
    expect(inSendingWindow(new Date('2025-04-10T16:30:00Z')).toISOString()).toBe('2025-04-11T03:00:00.000Z');
    expect(inSendingWindow(new Date('2025-04-09T21:00:00Z')).toISOString()).toBe('2025-04-10T03:00:00.000Z');
    expect(inSendingWindow(new Date('2025-04-10T08:00:00Z')).toISOString()).toBe('2025-04-10T08:00:00.000Z');
    const s = await ownerWithShop(t);
    t.clock.set('2025-04-10T16:30:00Z');
    const id = ulid();
    const r = await api(t, s)('POST', '/sms/campaigns', { id, text: 'Night offer', recipients: { numbers: numbers(2, 900) } });
    expect(r.json()).toMatchObject({ status: 'scheduled', heldForWindow: true, sendAt: '2025-04-11T03:00:00.000Z' });
    await drain();
    expect((await api(t, s)('GET', `/sms/campaigns/${id}`)).json()).toMatchObject({ status: 'scheduled', counts: { queued: 2 } });
    t.clock.set('2025-04-11T03:00:00Z');
    await drain();
    expect((await api(t, s)('GET', `/sms/campaigns/${id}`)).json()).toMatchObject({ status: 'done', counts: { sent: 2 } });
    t.clock.set('2025-04-10T05:00:00Z');
  });

  it('bad bodies are refused with a reason; another shop’s campaign is not found', async () => {
    const s = await ownerWithShop(t);
    const other = await ownerWithShop(t);
    const none = await api(t, s)('POST', '/sms/campaigns', { id: ulid(), text: 'hi', recipients: { numbers: ['123'] } }, 'en');
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('at least one recipient');
    const empty = await api(t, s)('POST', '/sms/campaigns', { id: ulid(), text: '', recipients: { numbers: numbers(1) } }, 'en');
    expect(empty.statusCode).toBe(400);
    const id = ulid();
    await api(t, s)('POST', '/sms/campaigns', { id, text: 'mine', recipients: { numbers: numbers(1, 950) } });
    expect((await api(t, other)('GET', `/sms/campaigns/${id}`)).statusCode).toBe(404);
  });
});

describe('placeholders filled for each recipient', () => {
  it('{name}, {due} and {shop}: each customer their own text, counted on its own; a typed number is "গ্রাহক" owing nothing', async () => {
    const s = await ownerWithShop(t, 'মায়ের দোয়া');
    const a = await addContact(t, s, { name: 'করিম', mobile: '01711600001' });
    await addEntry(t, s, { contactId: a.id, direction: 'given', amount: '1250' });
    const template = 'প্রিয় {name}, আপনার বাকি {due}। — {shop}';
    const recipients = { groups: ['customers-with-due'], numbers: ['01711600009'] };
    const q = await api(t, s)('POST', '/sms/quote', { text: template, recipients });
    expect(q.json()).toMatchObject({
      recipients: 2,
      personal: true,
      preview: 'প্রিয় করিম, আপনার বাকি ৳১,২৫০। — মায়ের দোয়া',
      encoding: 'UCS-2',
      parts: 1,
      smsCount: 2,
    });
    const id = ulid();
    expect((await api(t, s)('POST', '/sms/campaigns', { id, text: template, recipients })).json()).toMatchObject({
      smsCount: 2,
      parts: 1,
      text: template,
    });
    const before = t.sms.sent.length;
    await drain();
    const sent = t.sms.sent.slice(before);
    expect(sent.find((m) => m.to === '+8801711600001')?.text).toBe('প্রিয় করিম, আপনার বাকি ৳১,২৫০। — মায়ের দোয়া');
    expect(sent.find((m) => m.to === '+8801711600009')?.text).toBe('প্রিয় গ্রাহক, আপনার বাকি ৳০। — মায়ের দোয়া');
    // a long name can make one recipient's SMS two parts (the count is each one's)
    const long = await addContact(t, s, { name: 'ক'.repeat(80), mobile: '01711600002' });
    const en = await api(t, s)('POST', '/sms/quote', {
      text: 'Dear {name}, you owe {due}. Thanks!',
      recipients: { contactIds: [a.id, long.id] },
    });
    expect(en.json()).toMatchObject({ recipients: 2, parts: 2, smsCount: 3, encoding: 'UCS-2' });
    const plain = await api(t, s)('POST', '/sms/quote', { text: 'Eid sale at {shop}!', recipients: { contactIds: [a.id] } });
    expect(plain.json()).toMatchObject({ personal: false, preview: 'Eid sale at মায়ের দোয়া!', smsCount: 1 });
  });
});
