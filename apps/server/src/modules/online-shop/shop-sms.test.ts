/**
 * The SMS the online shop makes a shop send are the shop's: an answer to a visitor's message and
 * an order's accepted/shipped notice are charged to its SMS credit and limited (an answer three
 * times a message, within seven days of it; two SMS an order) — also when many arrive at once —
 * and the SMS list shows them with their parts. An order's move stands when its SMS cannot go.
 */
import type { SmsNotice } from '@dokani/contracts';
import type { MovedOrder, OnlineMessage, PlacedOrder } from '@dokani/contracts/online-shop';
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';
import { customerIp, customerMobile, publishStore } from './online-shop.fixtures.ts';

let t: TestApp;
withTestApp(
  (app) => {
    t = app;
    t.clock.set('2025-03-10T06:00:00Z');
  },
  { config: { publicUrl: 'https://dokani.test' } },
);

interface Store {
  s: ShopFixture;
  slug: string;
  rice: string;
  delivery: string;
}

async function openStore(): Promise<Store> {
  const { s, slug, products, delivery } = await publishStore(t, {
    shopName: 'নিউ মার্কেট স্টোর',
    products: [{ name: 'চাল', sellPrice: '100', openingStock: '50' }],
    delivery: { name: 'ঢাকা', fee: '50' },
  });
  return { s, slug, rice: products[0] ?? '', delivery };
}

async function message(st: Store, who = customerMobile()): Promise<string> {
  const r = await t.call({
    method: 'POST',
    url: `/api/v1/stores/${st.slug}/messages`,
    payload: { name: 'রহিম', mobile: who, text: 'চাল কি আছে?' },
    remoteAddress: customerIp(),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ id: string }>().id;
}

async function order(st: Store): Promise<string> {
  const r = await t.call({
    method: 'POST',
    url: `/api/v1/stores/${st.slug}/orders`,
    payload: {
      id: ulid(),
      customer: { name: 'ক্রেতা', mobile: customerMobile(), address: 'ঢাকা' },
      shippingPackageId: st.delivery,
      lines: [{ productId: st.rice, quantity: '2' }],
    },
    remoteAddress: customerIp(),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<PlacedOrder>().id;
}

const reply = (st: Store, id: string, text = 'জি, আছে।') => api(t, st.s)('POST', `/online-shop/messages/${id}/reply`, { text });
const balance = async (st: Store) => (await api(t, st.s)('GET', '/sms/balance')).json<{ total: number }>().total;
const code = (r: { json: <T>() => T }) => r.json<{ error: { code: string } }>().error.code;

/** Spends what is left of the shop's SMS credit this month. */
async function spendAll(st: Store) {
  const left = await balance(st);
  await t.db
    .insertInto('sms_credit_entries')
    .values({
      shop_id: st.s.shopId,
      id: ulid(t.clock.now().getTime()),
      pool: 'free',
      month: '2025-03',
      parts: -left,
      reason: 'used',
      ref_type: null,
      ref_id: null,
      created_at: t.clock.now(),
    })
    .execute();
  expect(await balance(st)).toBe(0);
}

describe("answers to a visitor's message", () => {
  it('are charged to the shop, at most three a message; the fourth is refused and sends nothing', async () => {
    const st = await openStore();
    const id = await message(st);
    const before = await balance(st);
    for (let i = 1; i <= 3; i++) {
      const r = await reply(st, id, `উত্তর ${i}`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json<OnlineMessage>()).toMatchObject({ reply: `উত্তর ${i}`, repliesLeft: 3 - i, replySms: 'sent' });
    }
    expect(await balance(st)).toBe(before - 3);
    const sent = t.sms.sent.length;
    const fourth = await reply(st, id, 'আবার');
    expect(fourth.statusCode).toBe(409);
    expect(code(fourth)).toBe('SMS_SUBJECT_LIMIT');
    expect(t.sms.sent.length).toBe(sent);
    const kept = (await api(t, st.s)('GET', '/online-shop/messages')).json<{ items: OnlineMessage[] }>().items.find((m) => m.id === id);
    expect(kept).toMatchObject({ reply: 'উত্তর 3', repliesLeft: 0 });
  });

  it('only within seven days of the message', async () => {
    const st = await openStore();
    const id = await message(st);
    t.clock.advanceHours(7 * 24 + 1);
    try {
      const r = await reply(st, id);
      expect(r.statusCode).toBe(409);
      expect(code(r)).toBe('SMS_REPLY_TOO_LATE');
      const listed = (await api(t, st.s)('GET', '/online-shop/messages')).json<{ items: OnlineMessage[] }>().items.find((m) => m.id === id);
      expect(listed).toMatchObject({ reply: null, repliesLeft: 0 });
    } finally {
      t.clock.set('2025-03-10T06:00:00Z');
    }
  });

  it('credit short → 402 SMS_CREDIT_SHORT, the answer not kept, nothing sent', async () => {
    const st = await openStore();
    const id = await message(st);
    await spendAll(st);
    const sent = t.sms.sent.length;
    const r = await reply(st, id);
    expect(r.statusCode).toBe(402);
    expect(code(r)).toBe('SMS_CREDIT_SHORT');
    expect(t.sms.sent.length).toBe(sent);
    const row = await t.db.selectFrom('online_messages').select(['reply', 'replied_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ reply: null, replied_at: null });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('eight answers at once: three sent and charged, five refused (PostgreSQL)', async () => {
    const st = await openStore();
    const id = await message(st);
    const before = await balance(st);
    const codes = (await Promise.all(Array.from({ length: 8 }, (_, i) => reply(st, id, `উত্তর ${i}`)))).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const rows = await t.db
      .selectFrom('sms_messages')
      .select('id')
      .where('shop_id', '=', st.s.shopId)
      .where('purpose', '=', 'online-message')
      .execute();
    expect(rows).toHaveLength(3);
    expect(await balance(st)).toBe(before - 3);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    "a shop's answers across many messages stop at the hourly cap, however they race (PostgreSQL)",
    async () => {
      const st = await openStore();
      await t.db
        .insertInto('sms_credit_entries')
        .values({
          shop_id: st.s.shopId,
          id: ulid(t.clock.now().getTime()),
          pool: 'paid',
          month: null,
          parts: 500,
          reason: 'bought',
          ref_type: null,
          ref_id: null,
          created_at: t.clock.now(),
        })
        .execute();
      // 55 answers this hour already (the cap is 60), then ten messages answered at once
      await t.db
        .insertInto('sms_messages')
        .values(
          Array.from({ length: 55 }, (_, i) => ({
            id: ulid(t.clock.now().getTime() - 60_000 + i),
            shop_id: st.s.shopId,
            to_mobile: '+8801811111111',
            text: 'x',
            purpose: 'online-message',
            subject_id: `m-${i}`,
            segments: 1,
            status: 'sent' as const,
            provider: 'memory',
            provider_message_id: null,
            error: null,
            created_at: new Date(t.clock.now().getTime() - 60_000),
            sent_at: null,
          })),
        )
        .execute();
      const ids: string[] = [];
      for (let i = 0; i < 10; i++) ids.push(await message(st));
      const codes = (await Promise.all(ids.map((id) => reply(st, id)))).map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(5);
    },
  );
});

describe("an order's SMS", () => {
  it('is charged; with the credit short the move stands and the answer says the SMS did not go', async () => {
    const st = await openStore();
    const id = await order(st);
    const before = await balance(st);
    const accepted = await api(t, st.s)('POST', `/orders/${id}/status`, { status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<MovedOrder>()).toMatchObject({ status: 'accepted', sms: 'sent' });
    expect(await balance(st)).toBeLessThan(before);

    await spendAll(st);
    const sent = t.sms.sent.length;
    await api(t, st.s)('POST', `/orders/${id}/status`, { status: 'processing' });
    const shipped = await api(t, st.s)('POST', `/orders/${id}/status`, { status: 'shipped' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<MovedOrder>()).toMatchObject({ status: 'shipped', sms: 'no-credit' });
    expect(t.sms.sent.length).toBe(sent);
    // a move that sends nothing says so
    const delivered = await api(t, st.s)('POST', `/orders/${id}/status`, { status: 'delivered' });
    expect(delivered.json<MovedOrder>()).toMatchObject({ status: 'delivered', sms: null });
  });
});

describe('the SMS list', () => {
  it("shows the shop's answers and order notices with their parts, beside the due book's", async () => {
    const st = await openStore();
    await reply(st, await message(st), 'জি, আছে।');
    t.clock.advanceSeconds(1);
    const id = await order(st);
    await api(t, st.s)('POST', `/orders/${id}/status`, { status: 'accepted' });
    const list = (await api(t, st.s)('GET', '/sms/notices')).json<{ items: SmsNotice[] }>().items;
    expect(list.map((m) => m.purpose)).toEqual(['online-order', 'online-message']);
    for (const m of list) expect(m.parts).toBeGreaterThan(0);
  });
});
