/**
 * Online orders: a storefront customer places a cash-on-delivery order at the shop's prices; the
 * owner takes it through the pipeline — accept reserves, ship moves the stock out, complete makes
 * it a sale in the books, cancel releases, return brings the goods back — and 20 customers after
 * the last 5 units never get more than 5 accepted.
 */
import type { Order, PlacedOrder, StoreProduct } from '@dokani/contracts/online-shop';
import type { Sale } from '@dokani/contracts';
import { toBanglaDigits, ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';
import { customerIp, customerMobile, publishStore } from './online-shop.fixtures.ts';
import { stockOf } from '../trade/trade.fixtures.ts';

let t: TestApp;
withTestApp(
  (app) => {
    t = app;
  },
  { config: { publicUrl: 'https://dokani.test' } },
);

interface Store {
  s: ShopFixture;
  slug: string;
  rice: string;
  oil: string;
  delivery: string;
}

async function openStore(stock = '10'): Promise<Store> {
  const { s, slug, products, delivery } = await publishStore(t, {
    shopName: 'মায়ের দোয়া স্টোর',
    products: [
      { name: 'মিনিকেট চাল', sellPrice: '75', openingStock: stock },
      { name: 'সয়াবিন তেল', sellPrice: '190.50', openingStock: stock },
    ],
    delivery: { name: 'ঢাকার ভেতরে', fee: '60' },
  });
  const [rice = '', oil = ''] = products;
  return { s, slug, rice, oil, delivery };
}

function place(st: Store, body: Record<string, unknown>, opts: { ip?: string; lang?: 'bn' | 'en' } = {}) {
  return t.call({
    method: 'POST',
    url: `/api/v1/stores/${st.slug}/orders`,
    payload: {
      id: ulid(),
      customer: { name: 'রাশেদা বেগম', mobile: customerMobile(), address: 'বাড়ি ১২, রোড ৪, মিরপুর' },
      shippingPackageId: st.delivery,
      ...body,
    },
    headers: { 'accept-language': opts.lang ?? 'en' },
    remoteAddress: opts.ip ?? customerIp(),
  });
}
const move = (st: Store, id: string, status: string) => api(t, st.s)('POST', `/orders/${id}/status`, { status }, 'en');
const reservedOf = async (st: Store, productId: string) =>
  (
    await t.db
      .selectFrom('products')
      .select('reserved')
      .where('shop_id', '=', st.s.shopId)
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
  ).reserved;

describe('placing an order on the storefront', () => {
  it('at the shop’s prices and fee, with a number, a tracking link and the first step of its history; a retry is the same order', async () => {
    const st = await openStore();
    const body = {
      id: ulid(),
      customer: { name: 'রাশেদা বেগম', mobile: '০১৮১১-২২৩৩৪৪', address: 'মিরপুর ১০, ঢাকা' },
      shippingPackageId: st.delivery,
      lines: [
        { productId: st.rice, quantity: '2' },
        { productId: st.oil, quantity: '1' },
        { productId: st.rice, quantity: '1' },
      ],
      note: 'বিকেলে দিবেন',
    };
    const r = await place(st, body);
    expect(r.statusCode, r.body).toBe(201);
    const o = r.json<PlacedOrder>();
    expect(o).toMatchObject({
      number: 1,
      status: 'placed',
      paymentStatus: 'unpaid',
      subtotal: '415.50',
      deliveryFee: '60.00',
      total: '475.50',
      shippingName: 'ঢাকার ভেতরে',
      note: 'বিকেলে দিবেন',
    });
    expect(o.customer).toMatchObject({ name: 'রাশেদা বেগম', mobile: '+8801811223344' });
    expect(o.lines).toEqual([
      { productId: st.rice, name: 'মিনিকেট চাল', unit: 'kg', quantity: '3', unitPrice: '75.00', total: '225.00' },
      { productId: st.oil, name: 'সয়াবিন তেল', unit: 'kg', quantity: '1', unitPrice: '190.50', total: '190.50' },
    ]);
    expect(o.trackingUrl).toMatch(new RegExp(`^https://dokani.test/store/${st.slug}/orders/${body.id}\\?t=[\\w-]{43}$`));
    expect(o.events).toEqual([{ status: 'placed', at: expect.any(String), by: null }]);
    const again = await place(st, body);
    expect(again.statusCode).toBe(200);
    // only the tokens' hashes are kept (tracking-tokens.test.ts): the retry's link is its own, both open the order
    expect(again.json<PlacedOrder>().trackingUrl).toMatch(
      new RegExp(`^https://dokani.test/store/${st.slug}/orders/${body.id}\\?t=[\\w-]{43}$`),
    );
    expect(again.json<PlacedOrder>().number).toBe(o.number);
    expect((await place(st, { lines: [{ productId: st.oil, quantity: '1' }] })).json<Order>().number).toBe(2);
    // Placing reserves nothing: the owner's accept does.
    expect(await reservedOf(st, st.rice)).toBe(0n);
    const listed = (await api(t, st.s)('GET', '/orders')).json<{ items: Order[]; counts: Record<string, number> }>();
    expect(listed.items.map((i) => i.number)).toEqual([2, 1]);
    expect(listed.counts).toMatchObject({ placed: 2, accepted: 0 });
  });

  it('the client names no price; products of another shop, not online or inactive, more than there is, or an unknown package are refused; bots and bad places too', async () => {
    const st = await openStore('3');
    const other = await openStore();
    const line = (productId: string, quantity = '1') => ({ lines: [{ productId, quantity }] });
    expect((await place(st, { lines: [{ productId: st.rice, quantity: '1', unitPrice: '1' }] })).statusCode).toBe(400);
    expect((await place(st, { ...line(st.rice), total: '1' })).statusCode).toBe(400);
    const foreign = await place(st, line(other.rice));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details['lines.0.productId']).toBe('This product is not sold online now.');
    const offline = (
      await api(t, st.s)('POST', '/products', {
        id: ulid(),
        name: 'দোকানেই বিক্রি',
        unit: 'pcs',
        purchasePrice: '1',
        sellPrice: '2',
        openingStock: '5',
      })
    ).json<{ id: string }>().id;
    expect((await place(st, line(offline))).statusCode).toBe(400);
    await api(t, st.s)('PATCH', `/products/${st.oil}`, { status: 'inactive' });
    expect((await place(st, line(st.oil))).statusCode).toBe(400);
    const tooMany = await place(st, line(st.rice, '4'), { lang: 'bn' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: 'STOCK_INSUFFICIENT', details: { available: '3' } });
    expect((await place(st, { ...line(st.rice), shippingPackageId: other.delivery })).json().error.details.shippingPackageId).toBe(
      'This delivery package is no longer offered. Choose another.',
    );
    expect((await place(st, { ...line(st.rice), website: 'http://spam.example' })).statusCode).toBe(400);
    expect(
      (
        await place(st, {
          ...line(st.rice),
          customer: { name: 'ক', mobile: customerMobile(), address: 'ঢাকা', divisionId: '3', districtId: '99' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await place(st, { lines: [] })).statusCode).toBe(400);
    expect((await place(st, line(st.rice, '0'))).statusCode).toBe(400);
    await api(t, st.s)('PATCH', '/online-shop', { published: false });
    expect((await place(st, line(st.rice))).statusCode).toBe(404);
  });

  it('one number places a few orders in ten minutes, not sixty', async () => {
    const st = await openStore('100');
    const number = customerMobile();
    const answers = [];
    for (let i = 0; i < 7; i += 1)
      answers.push(
        (await place(st, { customer: { name: 'ক', mobile: number, address: 'ঢাকা' }, lines: [{ productId: st.rice, quantity: '1' }] }))
          .statusCode,
      );
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('the limit holds when one number sends 8 orders at once: 5 placed, 3 refused', async () => {
    const st = await openStore('100');
    const number = customerMobile();
    const codes = (
      await Promise.all(
        Array.from({ length: 8 }, () =>
          place(st, { customer: { name: 'ক', mobile: number, address: 'ঢাকা' }, lines: [{ productId: st.rice, quantity: '1' }] }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });
});

describe('a store that asks for the customer’s number to be confirmed', () => {
  it('refuses an order without a proof, or with another number’s; takes it with the code sent by SMS, once', async () => {
    const st = await openStore();
    expect((await api(t, st.s)('PATCH', '/online-shop', { checkoutOtp: true })).json<{ checkoutOtp: boolean }>().checkoutOtp).toBe(true);
    const who = customerMobile();
    const proof = async (number: string) => {
      const sent = await t.call({ method: 'POST', url: '/api/v1/auth/otp/send', payload: { mobile: number, purpose: 'checkout' } });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = /\d{6}/.exec(t.sms.sent.at(-1)?.text.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))) ?? '')?.[0] ?? '';
      const verified = await t.call({
        method: 'POST',
        url: '/api/v1/auth/otp/verify',
        payload: { mobile: number, purpose: 'checkout', code },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      return verified.json<{ otpToken: string }>().otpToken;
    };
    const order = (otpToken?: string) => ({
      customer: { name: 'রাশেদা', mobile: who, address: 'মিরপুর' },
      lines: [{ productId: st.rice, quantity: '1' }],
      ...(otpToken ? { otpToken } : {}),
    });
    const none = await place(st, order());
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details.otpToken).toBe(
      'This shop asks you to confirm your mobile number with the code sent to it before ordering.',
    );
    const someoneElse = await proof(customerMobile());
    expect((await place(st, order(someoneElse))).statusCode).toBe(400);
    const token = await proof(who);
    const body = { id: ulid(), shippingPackageId: st.delivery, ...order(token) };
    const ok = await t.call({ method: 'POST', url: `/api/v1/stores/${st.slug}/orders`, payload: body, remoteAddress: '10.7.0.1' });
    expect(ok.statusCode, ok.body).toBe(201);
    // A retry of the same order is the same order; the used proof does not place another.
    expect(
      (await t.call({ method: 'POST', url: `/api/v1/stores/${st.slug}/orders`, payload: body, remoteAddress: '10.7.0.1' })).statusCode,
    ).toBe(200);
    expect((await place(st, order(token))).statusCode).toBe(400);
  });
});

describe('the pipeline', () => {
  it('accept reserves, ship moves the stock out, deliver is paid, complete is a sale in the books; the customer hears of accept and ship', async () => {
    const st = await openStore();
    const o = (
      await place(st, {
        lines: [
          { productId: st.rice, quantity: '4' },
          { productId: st.oil, quantity: '2' },
        ],
      })
    ).json<PlacedOrder>();
    expect((await move(st, o.id, 'shipped')).json().error.code).toBe('ORDER_STATUS_INVALID');

    const accepted = await move(st, o.id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await reservedOf(st, st.rice)).toBe(4000n);
    // In the shop's SMS language (Bangla by default): the number, the total, pay on delivery.
    expect(t.sms.lastTo(o.customer.mobile)).toBe('মায়ের দোয়া স্টোর: আপনার অর্ডার #১ গ্রহণ করা হয়েছে। মোট ৳৭৪১, পণ্য হাতে পেয়ে টাকা দেবেন।');
    // What is held is not offered again: 10 − 4 = 6 left for others, online and at the counter.
    expect((await place(st, { lines: [{ productId: st.rice, quantity: '7' }] })).statusCode).toBe(409);
    const counter = await api(t, st.s)(
      'POST',
      '/sales',
      { id: ulid(), lines: [{ productId: st.rice, quantity: '7' }], payments: [{ method: 'cash', amount: '525' }] },
      'en',
    );
    expect(counter.statusCode).toBe(409);
    expect(counter.json().error).toMatchObject({ code: 'STOCK_INSUFFICIENT', details: { available: '6' } });
    const products = (await t.call({ method: 'GET', url: `/api/v1/stores/${st.slug}/products` })).json<{ items: StoreProduct[] }>().items;
    expect(products.every((p) => p.inStock)).toBe(true);

    expect((await move(st, o.id, 'processing')).json<Order>().status).toBe('processing');
    const shipped = await move(st, o.id, 'shipped');
    expect(shipped.json<Order>().status).toBe('shipped');
    expect(await reservedOf(st, st.rice)).toBe(0n);
    expect((await stockOf(t, st.s.shopId, st.rice)).stock).toBe(6000n);
    expect((await stockOf(t, st.s.shopId, st.rice)).ledger).toBe(6000n);
    expect(t.sms.sent.filter((m) => m.to === o.customer.mobile)).toHaveLength(2);

    expect((await move(st, o.id, 'delivered')).json<Order>().paymentStatus).toBe('paid');
    const done = (await move(st, o.id, 'completed')).json<Order>();
    expect(done.status).toBe('completed');
    expect(done.saleId).toBe(o.id);
    expect(done.events.map((e) => e.status)).toEqual(['placed', 'accepted', 'processing', 'shipped', 'delivered', 'completed']);
    expect(done.events[1]?.by).toBe('করিম মিয়া');

    const sale = (await api(t, st.s)('GET', `/sales/${o.id}`)).json<Sale>();
    // the sale names its order in the shop's language, Bangla digits in Bangla (no bare "#1")
    expect(sale).toMatchObject({
      total: o.total,
      deliveryCharge: '60.00',
      payments: [{ method: 'online-order', amount: o.total }],
      note: `অনলাইন অর্ডার #${toBanglaDigits(String(o.number))}`,
    });
    // The goods left once (on ship): the sale moved nothing, and its cost is what they left with (60 a kg).
    expect((await stockOf(t, st.s.shopId, st.rice)).stock).toBe(6000n);
    expect(sale.lines.map((l) => l.cost)).toEqual(['240.00', '120.00']);
    const customers = (await api(t, st.s)('GET', `/contacts?type=customer&q=${encodeURIComponent(o.customer.mobile.slice(4))}`)).json<{
      items: { name: string; mobile: string }[];
    }>().items;
    expect(customers.map((c) => c.mobile)).toEqual([o.customer.mobile]);
    // Every report sees the sale: the profit and loss (sales, cost, gross profit), the sales report and the product report.
    const pl = (await api(t, st.s)('GET', '/reports/profit-loss')).json<{
      sales: { count: number; total: string; cogs: string; grossProfit: string };
    }>();
    expect(pl.sales).toMatchObject({ count: 1, total: o.total, cogs: '360.00' });
    expect(pl.sales.grossProfit).toBe('381.00');
    const salesReport = (await api(t, st.s)('GET', '/reports/sales')).json<Record<string, unknown>>();
    expect(JSON.stringify(salesReport)).toContain(o.total);
    const productReport = (await api(t, st.s)('GET', '/reports/product')).json<Record<string, unknown>>();
    expect(JSON.stringify(productReport)).toContain('মিনিকেট চাল');
    // Asking again for the status it has changes nothing.
    expect((await move(st, o.id, 'completed')).statusCode).toBe(200);
    expect((await move(st, o.id, 'cancelled')).statusCode).toBe(409);
  });

  it('cancel releases what accept held; return brings the goods back at their cost and refunds what was paid', async () => {
    const st = await openStore();
    const a = (await place(st, { lines: [{ productId: st.rice, quantity: '3' }] })).json<PlacedOrder>();
    await move(st, a.id, 'accepted');
    expect(await reservedOf(st, st.rice)).toBe(3000n);
    expect((await move(st, a.id, 'cancelled')).json<Order>().status).toBe('cancelled');
    expect(await reservedOf(st, st.rice)).toBe(0n);
    expect((await move(st, a.id, 'accepted')).statusCode).toBe(409);

    const b = (await place(st, { lines: [{ productId: st.rice, quantity: '2' }] })).json<PlacedOrder>();
    for (const s of ['accepted', 'processing', 'shipped', 'delivered']) await move(st, b.id, s);
    expect((await stockOf(t, st.s.shopId, st.rice)).stock).toBe(8000n);
    const back = (await move(st, b.id, 'returned')).json<Order>();
    expect(back).toMatchObject({ status: 'returned', paymentStatus: 'refunded' });
    const after = await stockOf(t, st.s.shopId, st.rice);
    expect(after.stock).toBe(10_000n);
    expect(after.ledger).toBe(10_000n);
    expect(after.average).toBe(6000n);
  });

  it('20 customers after the last 5 units: all may order, but never more than 5 are accepted, however the accepts race', async () => {
    const st = await openStore('5');
    const placed = await Promise.all(Array.from({ length: 20 }, () => place(st, { lines: [{ productId: st.rice, quantity: '1' }] })));
    expect(placed.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const accepts = await Promise.all(placed.map((r) => move(st, r.json<Order>().id, 'accepted')));
    const codes = accepts.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(200), ...Array(15).fill(409)]);
    expect(accepts.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'STOCK_INSUFFICIENT')).toBe(true);
    expect(await reservedOf(st, st.rice)).toBe(5000n);
    // With all 5 held, the store shows none left and a new order is refused.
    const rice = (await t.call({ method: 'GET', url: `/api/v1/stores/${st.slug}/products` }))
      .json<{ items: StoreProduct[] }>()
      .items.find((p) => p.id === st.rice);
    expect(rice?.inStock).toBe(false);
    expect((await place(st, { lines: [{ productId: st.rice, quantity: '1' }] })).statusCode).toBe(409);
  });

  it('completions racing make one sale; accepts racing on one order reserve once', async () => {
    const st = await openStore();
    const o = (await place(st, { lines: [{ productId: st.rice, quantity: '2' }] })).json<PlacedOrder>();
    const accepts = await Promise.all(Array.from({ length: 5 }, () => move(st, o.id, 'accepted')));
    expect(accepts.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(await reservedOf(st, st.rice)).toBe(2000n);
    for (const s of ['processing', 'shipped', 'delivered']) await move(st, o.id, s);
    const completes = await Promise.all(Array.from({ length: 5 }, () => move(st, o.id, 'completed')));
    expect(completes.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const sales = await t.db.selectFrom('sales').select('id').where('shop_id', '=', st.s.shopId).execute();
    expect(sales.map((x) => x.id)).toEqual([o.id]);
    expect((await stockOf(t, st.s.shopId, st.rice)).stock).toBe(8000n);
  });

  it('another shop’s order is not found, and cannot be moved', async () => {
    const st = await openStore();
    const o = (await place(st, { lines: [{ productId: st.rice, quantity: '1' }] })).json<PlacedOrder>();
    const other = await ownerWithShop(t);
    expect((await api(t, other)('GET', `/orders/${o.id}`)).statusCode).toBe(404);
    expect((await api(t, other)('POST', `/orders/${o.id}/status`, { status: 'accepted' })).statusCode).toBe(404);
    expect((await api(t, st.s)('GET', `/orders/${o.id}`)).json<Order>().id).toBe(o.id);
  });
});
