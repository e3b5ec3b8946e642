/**
 * The online shop's dashboard cards, publishing many products at once, the fraud check across
 * the platform (counts only) and visitors' messages — with a number's limit holding when many
 * messages arrive at once.
 */
import type { FraudCheck, OnlineMessage, OnlineSummary, PlacedOrder } from '@dokani/contracts/online-shop';
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
  },
  { config: { publicUrl: 'https://dokani.test' } },
);

async function openStore(): Promise<{ s: ShopFixture; slug: string; rice: string; delivery: string }> {
  const { s, slug, products, delivery } = await publishStore(t, {
    shopName: 'নিউ মার্কেট স্টোর',
    products: [{ name: 'চাল', sellPrice: '100', openingStock: '50' }],
    delivery: { name: 'ঢাকা', fee: '50' },
  });
  return { s, slug, rice: products[0] ?? '', delivery };
}

const order = async (st: Awaited<ReturnType<typeof openStore>>, who: string) => {
  const r = await t.call({
    method: 'POST',
    url: `/api/v1/stores/${st.slug}/orders`,
    payload: {
      id: ulid(),
      customer: { name: 'ক্রেতা', mobile: who, address: 'ঢাকা' },
      shippingPackageId: st.delivery,
      lines: [{ productId: st.rice, quantity: '2' }],
    },
    remoteAddress: customerIp(),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<PlacedOrder>().id;
};
const move = (st: Awaited<ReturnType<typeof openStore>>, id: string, ...steps: string[]) =>
  steps.reduce(async (prev, status) => {
    await prev;
    const r = await api(t, st.s)('POST', `/orders/${id}/status`, { status });
    expect(r.statusCode, r.body).toBe(200);
  }, Promise.resolve());

describe('the online shop dashboard', () => {
  it('counts active orders, online products, completed earnings and visits', async () => {
    const st = await openStore();
    const a = await order(st, customerMobile());
    const b = await order(st, customerMobile());
    await order(st, customerMobile());
    await move(st, a, 'accepted', 'processing', 'shipped', 'delivered', 'completed');
    await move(st, b, 'cancelled');
    await t.call({ method: 'GET', url: `/store/${st.slug}`, headers: { 'user-agent': 'Mozilla/5.0' } });
    const r = await api(t, st.s)('GET', '/online-shop/summary');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<OnlineSummary>()).toEqual({
      activeOrders: 1,
      onlineProducts: 1,
      earning: '250.00',
      visits: { today: 1, last30Days: 1, total: 1 },
    });
  });

  it('publishes many products at once, only the shop’s own', async () => {
    const st = await openStore();
    const other = await openStore();
    const ids = [];
    for (const name of ['ডাল', 'তেল', 'চিনি'])
      ids.push(
        (await api(t, st.s)('POST', '/products', { id: ulid(), name, unit: 'kg', purchasePrice: '1', sellPrice: '2' })).json<{
          id: string;
        }>().id,
      );
    const r = await api(t, st.s)('POST', '/online-shop/products/publish', { productIds: [...ids, other.rice], onlineSale: true });
    expect(r.json()).toEqual({ updated: 3 });
    expect((await api(t, st.s)('GET', '/online-shop/summary')).json<OnlineSummary>().onlineProducts).toBe(4);
    expect((await api(t, st.s)('POST', '/online-shop/products/publish', { productIds: [ids[0]], onlineSale: false })).json()).toEqual({
      updated: 1,
    });
    expect((await api(t, st.s)('POST', '/online-shop/products/publish', { productIds: [], onlineSale: true })).statusCode).toBe(400);
  });

  it('fraud check: a number’s orders on every store, counts only, with a risk label', async () => {
    const st = await openStore();
    const other = await openStore();
    const who = customerMobile();
    const fresh = await api(t, st.s)('GET', `/fraud-check?mobile=${customerMobile()}`);
    expect(fresh.json<FraudCheck>()).toMatchObject({ orders: 0, risk: 'new' });
    const a = await order(st, who);
    const b = await order(other, who);
    const c = await order(other, who);
    await move(st, a, 'accepted', 'processing', 'shipped', 'delivered', 'completed');
    await move(other, b, 'cancelled');
    await move(other, c, 'accepted', 'processing', 'shipped', 'returned');
    const local = `0${who.slice(-10)}`.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
    const r = await api(t, st.s)('GET', `/fraud-check?mobile=${encodeURIComponent(local)}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ mobile: `+88${who}`, orders: 3, delivered: 1, cancelled: 1, returned: 1, risk: 'high' });
    expect((await api(t, st.s)('GET', '/fraud-check?mobile=12345')).statusCode).toBe(400);
  });
});

describe('messages from the storefront', () => {
  const send = (slug: string, body: Record<string, unknown>, from = customerIp()) =>
    t.call({
      method: 'POST',
      url: `/api/v1/stores/${slug}/messages`,
      payload: body,
      headers: { 'accept-language': 'en' },
      remoteAddress: from,
    });

  it('a visitor writes, the owner reads and answers by SMS; a bot and a closed store are refused', async () => {
    const st = await openStore();
    const who = customerMobile();
    const r = await send(st.slug, { name: 'রহিম <b>', mobile: who, text: 'চাল কি আছে?' });
    expect(r.statusCode, r.body).toBe(201);
    const { id } = r.json<{ id: string }>();
    const list = await api(t, st.s)('GET', '/online-shop/messages');
    expect(list.json<{ items: OnlineMessage[]; unread: number }>()).toMatchObject({
      unread: 1,
      items: [{ id, name: 'রহিম <b>', mobile: `+88${who}`, text: 'চাল কি আছে?', readAt: null, reply: null }],
    });
    const read = await api(t, st.s)('POST', `/online-shop/messages/${id}/read`);
    expect(read.json<OnlineMessage>().readAt).not.toBeNull();
    const answered = await api(t, st.s)('POST', `/online-shop/messages/${id}/reply`, { text: 'জি, আছে। ৫০ কেজি।' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<OnlineMessage>()).toMatchObject({ reply: 'জি, আছে। ৫০ কেজি।', repliedBy: expect.any(String) });
    expect(t.sms.sent.at(-1)).toMatchObject({ to: `+88${who}`, text: 'নিউ মার্কেট স্টোর: জি, আছে। ৫০ কেজি।' });
    expect((await api(t, st.s)('GET', '/online-shop/messages')).json<{ unread: number }>().unread).toBe(0);
    // Another shop cannot see or answer it.
    const other = await openStore();
    expect((await api(t, other.s)('POST', `/online-shop/messages/${id}/reply`, { text: 'x' })).statusCode).toBe(404);
    expect((await send(st.slug, { name: 'bot', mobile: customerMobile(), text: 'hi', website: 'http://spam' })).statusCode).toBe(400);
    expect((await send(st.slug, { name: 'x', mobile: customerMobile(), text: 'hi', extra: 1 })).statusCode).toBe(400);
    await api(t, st.s)('PATCH', '/online-shop', { published: false });
    expect((await send(st.slug, { name: 'x', mobile: customerMobile(), text: 'hi' })).statusCode).toBe(404);
  });

  it('a number sends at most 3 messages in 10 minutes, also when 8 arrive at once', async () => {
    const st = await openStore();
    const who = customerMobile();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(st.slug, { name: 'x', mobile: who, text: `বার্তা ${i}` })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const kept = await t.db
      .selectFrom('online_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('mobile', '=', `+88${who}`)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(3);
    // One address: 5 a minute — never more, also at once (the limiter may refuse a few more in a burst).
    const from = customerIp();
    const burst = await Promise.all(
      Array.from({ length: 7 }, () => send(st.slug, { name: 'x', mobile: customerMobile(), text: 'hi' }, from)),
    );
    expect(burst.filter((a) => a.statusCode === 201).length).toBeLessThanOrEqual(5);
    const calm = customerIp();
    const oneByOne = [];
    for (let i = 0; i < 7; i++) oneByOne.push((await send(st.slug, { name: 'x', mobile: customerMobile(), text: 'hi' }, calm)).statusCode);
    expect(oneByOne).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});
