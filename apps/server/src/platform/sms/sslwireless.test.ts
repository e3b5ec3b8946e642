/**
 * The SSL Wireless adapter against a fake of its API on 127.0.0.1, alone and under the queue: a
 * campaign goes out through it, a gateway out of balance is retried, and a message handed over
 * again after a crash is not delivered twice (the gateway refuses a csms_id it has).
 */
import { ulid } from '@dokani/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { startFakeSmsGateway, SSLWIRELESS_CAMPAIGN_SID, SSLWIRELESS_CREDS, type FakeSmsGateway } from '../../test/fake-sms-gateway.ts';
import { addContact, addEntry, api, ownerWithShop } from '../../modules/contacts/contacts.fixtures.ts';
import { runSmsQueue } from '../../modules/sms/index.ts';
import { memorySmsProvider } from './provider.ts';
import { sslWirelessProvider } from './sslwireless.ts';

let gw: FakeSmsGateway;
const DLR_KEY = 'dlr-key-0123456789abcdef0123456789';
beforeAll(async () => {
  gw = await startFakeSmsGateway();
});
afterAll(async () => {
  await gw.close();
});

describe('the SSL Wireless gateway', () => {
  it('sends one SMS with the number as 8801…, the text as written and our id as csms_id', async () => {
    const p = sslWirelessProvider({ baseUrl: gw.baseUrl, ...SSLWIRELESS_CREDS });
    const id = ulid();
    expect(await p.send('+8801711000001', 'আপনার বাকি ৳৫০০', id)).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^ref-/) });
    expect(gw.accepted.at(-1)).toEqual({ msisdn: '8801711000001', sms: 'আপনার বাকি ৳৫০০', csmsId: id, sid: 'DOKANI' });
    // the same id again (a resend after a crash): accepted before, not delivered again
    const before = gw.accepted.length;
    expect((await p.send('+8801711000001', 'আপনার বাকি ৳৫০০', id)).ok).toBe(true);
    expect(gw.accepted).toHaveLength(before);
  });

  it('says why it failed: a wrong token, no balance, a gateway that cannot be reached', async () => {
    const wrong = sslWirelessProvider({ baseUrl: gw.baseUrl, apiToken: 'nope', sid: 'DOKANI' });
    expect(await wrong.send('+8801711000002', 'hi', ulid())).toEqual({ ok: false, error: '4001: Unauthorized' });
    gw.failNext = 1;
    expect(await sslWirelessProvider({ baseUrl: gw.baseUrl, ...SSLWIRELESS_CREDS }).send('+8801711000002', 'hi', ulid())).toEqual({
      ok: false,
      error: '4025: Insufficient balance',
    });
    const gone = sslWirelessProvider({ baseUrl: 'http://127.0.0.1:9', ...SSLWIRELESS_CREDS });
    const r = await gone.send('+8801711000002', 'hi', ulid());
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/^gateway unreachable/);
  });

  it('is chosen by SMS_PROVIDER=sslwireless with its token and SID, and refused without them', () => {
    const c = loadConfig({
      SMS_PROVIDER: 'sslwireless',
      SSLWIRELESS_API_TOKEN: 't',
      SSLWIRELESS_SID: 'SHOP',
      SSLWIRELESS_BASE_URL: gw.baseUrl,
    });
    expect(c.sslWireless).toEqual({ baseUrl: gw.baseUrl, apiToken: 't', sid: 'SHOP', campaignSid: null, dlrKey: null });
    expect(
      loadConfig({
        SMS_PROVIDER: 'sslwireless',
        SSLWIRELESS_API_TOKEN: 't',
        SSLWIRELESS_SID: 'SHOP',
        SSLWIRELESS_CAMPAIGN_SID: '8809601000000',
      }).sslWireless?.campaignSid,
    ).toBe('8809601000000');
    expect(
      loadConfig({ SMS_PROVIDER: 'sslwireless', SSLWIRELESS_API_TOKEN: 't', SSLWIRELESS_SID: 'S', SSLWIRELESS_DLR_KEY: 'k'.repeat(40) })
        .sslWireless?.dlrKey,
    ).toBe('k'.repeat(40));
    expect(loadConfig({ SMS_PROVIDER: 'sslwireless', SSLWIRELESS_API_TOKEN: 't', SSLWIRELESS_SID: 'S' }).sslWireless?.baseUrl).toBe(
      'https://smsplus.sslwireless.com',
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'sslwireless' })).toThrow(/SSLWIRELESS_API_TOKEN/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/sslwireless/);
  });
});

describe('a campaign through the SSL Wireless gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the gateway, with a copy of each SMS kept in memory (the sign-up in the fixtures reads its OTP there)
    const copy = memorySmsProvider();
    const real = sslWirelessProvider({ baseUrl: gw.baseUrl, ...SSLWIRELESS_CREDS, campaignSid: SSLWIRELESS_CAMPAIGN_SID });
    const provider = {
      name: real.name,
      async send(to: string, text: string, reference?: string, options?: { promotional?: boolean }) {
        await copy.send(to, text, reference);
        return real.send(to, text, reference, options);
      },
      readDeliveryReports: real.readDeliveryReports,
    };
    t = await createTestApp({
      sms: copy,
      provider,
      config: { sslWireless: { baseUrl: gw.baseUrl, ...SSLWIRELESS_CREDS, campaignSid: SSLWIRELESS_CAMPAIGN_SID, dlrKey: DLR_KEY } },
    });
    t.clock.set('2025-04-10T05:00:00Z');
  });
  afterAll(async () => {
    await t.close();
  });

  it('every recipient once; a gateway out of balance retried until it takes them', async () => {
    const s = await ownerWithShop(t);
    const id = ulid();
    const numbers = Array.from({ length: 5 }, (_, i) => `0181${String(3_000_000 + i)}`);
    expect(
      (await api(t, s)('POST', '/sms/campaigns', { id, text: 'ঈদ মোবারক! আজ সব পণ্যে ১০% ছাড়।', recipients: { numbers } })).statusCode,
    ).toBe(201);
    const before = gw.accepted.length;
    gw.failNext = 2;
    await runSmsQueue(t.deps);
    expect(gw.accepted.length - before).toBe(3);
    // the two refused wait for their back-off, then go
    expect(await runSmsQueue(t.deps)).toBe(0);
    t.clock.advance(11_000);
    await runSmsQueue(t.deps);
    const mine = gw.accepted.slice(before);
    expect(mine.map((m) => m.msisdn).sort()).toEqual(numbers.map((n) => `88${n}`).sort());
    const rows = await t.db
      .selectFrom('sms_messages')
      .select(['id', 'status', 'provider', 'provider_message_id'])
      .where('campaign_id', '=', id)
      .execute();
    expect(rows.every((r) => r.status === 'sent' && r.provider === 'sslwireless' && r.provider_message_id?.startsWith('ref-'))).toBe(true);
    expect(new Set(mine.map((m) => m.csmsId))).toEqual(new Set(rows.map((r) => r.id)));
    // a campaign goes under the campaign sender id; the sign-up OTP went under the account's own
    expect(mine.every((m) => m.sid === SSLWIRELESS_CAMPAIGN_SID)).toBe(true);
    const otps = await t.db
      .selectFrom('sms_messages')
      .select('id')
      .where('purpose', '=', 'otp')
      .where('provider', '=', 'sslwireless')
      .execute();
    expect(otps.length).toBeGreaterThan(0);
    expect(gw.accepted.filter((m) => otps.some((o) => o.id === m.csmsId)).every((m) => m.sid === SSLWIRELESS_CREDS.sid)).toBe(true);
  });

  it('delivery reports: delivered marked delivered; undelivered marked failed with the reason and its part given back; once', async () => {
    const s = await ownerWithShop(t);
    const id = ulid();
    const numbers = ['01815000001', '01815000002', '01815000003'];
    await api(t, s)('POST', '/sms/campaigns', { id, text: 'Sale today', recipients: { numbers } });
    await runSmsQueue(t.deps);
    const rows = await t.db
      .selectFrom('sms_messages')
      .select(['id', 'to_mobile'])
      .where('campaign_id', '=', id)
      .orderBy('to_mobile')
      .execute();
    const [a, b, c] = rows.map((r) => r.id);
    const balance = async () => (await api(t, s)('GET', '/sms/balance')).json<{ total: number }>().total;
    expect(await balance()).toBe(27);
    const report = [
      { csms_id: a, msisdn: '8801815000001', status: 'DELIVRD' },
      { csms_id: b, msisdn: '8801815000002', status: 'UNDELIV', reason: 'Absent subscriber' },
      { csms_id: c, msisdn: '8801815000003', status: 'SUBMITTED' },
      { csms_id: ulid(), status: 'DELIVRD' },
    ];
    const dlr = (key: string | undefined, payload: unknown, form = false) =>
      t.call({
        method: 'POST',
        url: `/api/v1/sms/delivery/sslwireless${key === undefined ? '' : `?key=${key}`}`,
        ...(form
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams(payload as Record<string, string>).toString(),
            }
          : { payload: payload as object }),
      });
    expect((await dlr(undefined, report)).statusCode).toBe(404);
    expect((await dlr('wrong', report)).statusCode).toBe(404);
    const r = await dlr(DLR_KEY, report);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ received: 2 });
    // the same report again changes nothing
    expect((await dlr(DLR_KEY, report)).json()).toEqual({ received: 0 });
    const detail = (await api(t, s)('GET', `/sms/campaigns/${id}`)).json<{
      counts: Record<string, number>;
      refunded: number;
      messages: { id: string; status: string; error: string | null }[];
    }>();
    expect(detail.counts).toMatchObject({ delivered: 1, failed: 1, sent: 1 });
    expect(detail.refunded).toBe(1);
    expect(detail.messages.find((m) => m.id === b)?.error).toBe('not delivered: UNDELIV: Absent subscriber');
    expect(await balance()).toBe(28);
    // a form, one message at a time, as some panels post it
    expect((await dlr(DLR_KEY, { csms_id: c as string, status: 'Delivered' }, true)).json()).toEqual({ received: 1 });
  });

  it('a due notice reported undelivered gives its parts back to the shop; an OTP costs nothing either way', async () => {
    const s = await ownerWithShop(t);
    const c = await addContact(t, s, { name: 'করিম', mobile: '01815000009' });
    await addEntry(t, s, { contactId: c.id, direction: 'given', amount: '500', sendSms: true });
    const balance = async () => (await api(t, s)('GET', '/sms/balance')).json<{ total: number }>().total;
    expect(await balance()).toBe(29);
    const notice = await t.db
      .selectFrom('sms_messages')
      .select(['id', 'status'])
      .where('shop_id', '=', s.shopId)
      .where('purpose', '=', 'due-notice')
      .executeTakeFirstOrThrow();
    expect(notice.status).toBe('sent');
    // the gateway was given the notice's own id
    expect(gw.accepted.some((m) => m.csmsId === notice.id)).toBe(true);
    const r = await t.call({
      method: 'POST',
      url: `/api/v1/sms/delivery/sslwireless?key=${DLR_KEY}`,
      payload: { csms_id: notice.id, status: 'EXPIRED' },
    });
    expect(r.json()).toEqual({ received: 1 });
    expect(await balance()).toBe(30);
    const otp = await t.db
      .selectFrom('sms_messages')
      .select('id')
      .where('purpose', '=', 'otp')
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    await t.call({
      method: 'POST',
      url: `/api/v1/sms/delivery/sslwireless?key=${DLR_KEY}`,
      payload: { csms_id: otp.id, status: 'UNDELIV' },
    });
    expect(await balance()).toBe(30);
  });
});
