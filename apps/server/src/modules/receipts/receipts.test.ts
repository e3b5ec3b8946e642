/** Sharing a receipt: the link made once, the public read, tenancy, nothing private leaked, the SMS. */
import type { PublicReceipt, ReceiptLink, ReceiptSms } from '@dokani/contracts/receipts';
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { createTestApp, withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addContact, addProduct, api, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;
let s: ShopFixture;

const PUBLIC = 'https://dokani.example';

withTestApp(
  async (app) => {
    t = app;
    t.clock.set('2025-03-10T06:00:00Z');
    s = await ownerWithShop(t, 'মায়ের দোয়া স্টোর');
    const r = await api(t, s)('PATCH', '', { address: 'মিরপুর ১০, ঢাকা', publicPhone: '01712345678' });
    expect(r.statusCode, r.body).toBe(200);
    const st = await api(t, s)('PATCH', '/settings', { receiptFooter: 'আবার আসবেন', receiptPaper: '58' });
    expect(st.statusCode, st.body).toBe(200);
  },
  { config: { publicUrl: PUBLIC } },
);

const link = (saleId: string, f: ShopFixture = s) => api(t, f)('POST', `/sales/${saleId}/receipt-link`);
const sms = (saleId: string, f: ShopFixture = s) => api(t, f)('POST', `/sales/${saleId}/receipt-sms`);
const publicGet = (url: string) => t.call({ method: 'GET', url: `/api/v1/receipts/${url.replace(/^\/r\//, '')}` });

/** A sale of 2 × 60 with 100 paid in cash and 20 left due by a customer with a mobile. */
async function dueSale(f: ShopFixture = s) {
  const customer = await addContact(t, f, { name: 'রহিম মিয়া' });
  const product = await addProduct(t, f, { name: 'মিনিকেট চাল', unit: 'kg', purchasePrice: '50', sellPrice: '60', openingStock: '10' });
  const sale = await sell(
    t,
    f,
    saleBody([{ productId: product, quantity: '2' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '100' }] }),
  );
  return { customer, product, sale };
}

describe('receipt link', () => {
  it('is made once: 22 base64url characters (128 bits), the same on every ask; another sale gets another', async () => {
    const { sale } = await dueSale();
    const first = await link(sale.id);
    expect(first.statusCode, first.body).toBe(200);
    const { url } = first.json<ReceiptLink>();
    expect(url).toMatch(/^\/r\/[A-Za-z0-9_-]{22}$/);
    const again = await link(sale.id);
    expect(again.json<ReceiptLink>().url).toBe(url);
    const row = await t.db.selectFrom('sales').select('receipt_token').where('id', '=', sale.id).executeTakeFirstOrThrow();
    expect(`/r/${row.receipt_token}`).toBe(url);

    const other = await dueSale();
    const otherUrl = (await link(other.sale.id)).json<ReceiptLink>().url;
    expect(otherUrl).not.toBe(url);
  });

  it('reads publicly without a session: shop header, footer, paper and the sale, without cost, profit or internal ids', async () => {
    const { sale, customer, product } = await dueSale();
    const { url } = (await link(sale.id)).json<ReceiptLink>();
    const r = await publicGet(url);
    expect(r.statusCode, r.body).toBe(200);
    const receipt = r.json<PublicReceipt>();
    expect(receipt.shop).toEqual({
      name: 'মায়ের দোয়া স্টোর',
      address: 'মিরপুর ১০, ঢাকা',
      phone: expect.stringMatching(/1712345678$/),
      logoUrl: null,
    });
    expect(receipt.footer).toBe('আবার আসবেন');
    expect(receipt.paper).toBe('58');
    expect(receipt.timezone).toBe('Asia/Dhaka');
    expect(receipt.sale).toMatchObject({
      id: sale.id,
      number: sale.number,
      total: '120.00',
      paid: '100.00',
      due: '20.00',
      customerName: 'রহিম মিয়া',
      customerBalance: '20.00',
      lines: [{ lineNo: 1, productName: 'মিনিকেট চাল', unit: 'kg', quantity: '2', unitPrice: '60.00', total: '120.00' }],
    });
    // Nothing only the shop should see: costs, profit, user / contact / product ids.
    const body = r.body;
    for (const key of ['"cost"', '"profit"', '"createdBy"', '"employeeId"', '"customerId"', '"productId"']) expect(body).not.toContain(key);
    expect(body).not.toContain(s.userId);
    expect(body).not.toContain(customer.id);
    expect(body).not.toContain(product);
  });

  it('shows returns and the void state to the public, still without costs', async () => {
    const { sale } = await dueSale();
    const { url } = (await link(sale.id)).json<ReceiptLink>();
    const ret = await api(t, s)('POST', `/sales/${sale.id}/returns`, {
      id: '01JD3ZK7Q8V6Y2N4W5X9A0B1R1',
      lines: [{ lineNo: 1, quantity: '1' }],
    });
    expect(ret.statusCode, ret.body).toBe(201);
    // After the return (60 back: 20 off the due, 40 refunded) the receipt has the sale as it stands:
    // the balance right after the sale and the balance now.
    const after = (await publicGet(url)).json<PublicReceipt>();
    expect(after.sale).toMatchObject({ due: '0.00', returnedAmount: '60.00', customerBalance: '20.00', customerBalanceNow: '0.00' });
    expect(after.sale.returns[0]).toMatchObject({ dueReduced: '20.00', refunded: '40.00' });
    const voided = await api(t, s)('POST', `/sales/${sale.id}/void`, { reason: 'ভুল মেমো' });
    expect(voided.statusCode, voided.body).toBe(200);
    const r = await publicGet(url);
    expect(r.statusCode).toBe(200);
    const receipt = r.json<PublicReceipt>();
    expect(receipt.sale.status).toBe('void');
    expect(receipt.sale.returnedAmount).toBe('60.00');
    expect(receipt.sale.returns).toHaveLength(1);
    expect(receipt.sale.returns[0]?.lines).toEqual([{ lineNo: 1, quantity: '1', amount: '60.00' }]);
    expect(r.body).not.toContain('"cost"');
    expect(r.body).not.toContain('"createdBy"');
  });

  it('a wrong or malformed token is 404, and so is another shop’s sale (link and SMS)', async () => {
    expect((await publicGet('/r/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await publicGet('/r/short')).statusCode).toBe(404);
    expect((await publicGet(`/r/${'x'.repeat(64)}`)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/v1/receipts/${'x'.repeat(65)}` })).statusCode).toBe(400);

    const { sale } = await dueSale();
    const outsider = await ownerWithShop(t);
    // Through the outsider's own shop path, and through the owner's shop path with the outsider's token.
    expect((await link(sale.id, outsider)).statusCode).toBe(404);
    expect((await sms(sale.id, outsider)).statusCode).toBe(404);
    const asOutsider = { ...s, token: outsider.token };
    expect((await link(sale.id, asOutsider)).statusCode).toBe(404);
    expect((await sms(sale.id, asOutsider)).statusCode).toBe(404);
    const row = await t.db.selectFrom('sales').select('receipt_token').where('id', '=', sale.id).executeTakeFirstOrThrow();
    expect(row.receipt_token).toBeNull();
  });

  it('needs a session to make a link', async () => {
    const { sale } = await dueSale();
    const r = await t.call({ method: 'POST', url: `${s.base}/sales/${sale.id}/receipt-link` });
    expect(r.statusCode).toBe(401);
  });
});

describe('receipt SMS', () => {
  it('sends the customer the link in Bangla by default, with Bangla digits (the link stays ASCII)', async () => {
    const { sale, customer } = await dueSale();
    const r = await sms(sale.id);
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json<ReceiptSms>();
    expect(answer.status).toBe('sent');
    expect(answer.to).toBe(customer.mobile);
    const url = answer.url ?? '';
    expect(url).toMatch(/^https:\/\/dokani\.example\/r\/[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`${PUBLIC}${(await link(sale.id)).json<ReceiptLink>().url}`);

    const text = t.sms.lastTo(customer.mobile ?? '') ?? '';
    expect(text).toBe(answer.text);
    expect(text).toContain('মায়ের দোয়া স্টোর');
    expect(text).toContain('মেমো');
    expect(text).toContain('S-০০০');
    expect(text).toContain('৳১২০');
    expect(text).toContain('বাকি ৳২০');
    expect(text.endsWith(` ${url}`)).toBe(true);
    const words = text.slice(0, text.length - url.length);
    expect(words).not.toMatch(/[0-9]/);

    const recorded = await t.db
      .selectFrom('sms_messages')
      .select(['purpose', 'shop_id'])
      .where('to_mobile', '=', customer.mobile ?? '')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({ purpose: 'receipt', shop_id: s.shopId });
  });

  it('writes English when the shop chose English SMS; a fully paid sale says no due', async () => {
    const en = await ownerWithShop(t, 'Rice House');
    expect((await api(t, en)('PATCH', '/settings', { smsLanguage: 'en' })).statusCode).toBe(200);
    const customer = await addContact(t, en, { name: 'Rahim' });
    const product = await addProduct(t, en, { sellPrice: '45.50', openingStock: '5' });
    const sale = await sell(
      t,
      en,
      saleBody([{ productId: product, quantity: '1' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '45.50' }] }),
    );
    const r = await sms(sale.id, en);
    expect(r.statusCode, r.body).toBe(200);
    const text = r.json<ReceiptSms>().text;
    expect(text).toMatch(
      /^Rice House: your receipt S-000001, total ৳45\.50\. Thank you\. See it here: https:\/\/dokani\.example\/r\/[A-Za-z0-9_-]{22}$/,
    );
  });

  it('refuses a sale with no customer mobile: 409 CONTACT_NO_MOBILE, nothing sent', async () => {
    const product = await addProduct(t, s, { openingStock: '5' });
    const walkIn = await sell(t, s, saleBody([{ productId: product, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }));
    const before = t.sms.sent.length;
    const r = await sms(walkIn.id);
    expect(r.statusCode).toBe(409);
    expect(r.json<{ error: { code: string } }>().error.code).toBe('CONTACT_NO_MOBILE');
    expect(t.sms.sent.length).toBe(before);

    const noMobile = await addContact(t, s, { name: 'মোবাইল নেই', mobile: null });
    const sale = await sell(
      t,
      s,
      saleBody([{ productId: product, quantity: '1' }], { customerId: noMobile.id, payments: [{ method: 'cash', amount: '15' }] }),
    );
    expect((await sms(sale.id)).statusCode).toBe(409);
  });
});

describe('public receipt rate limit', () => {
  it('limits reads per IP like the sign-in routes (429 RATE_LIMITED)', async () => {
    const limited = await createTestApp({ config: { rateLimitAuthPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.call({ method: 'GET', url: '/api/v1/receipts/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode);
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('receipt SMS: the link only on the configured address', () => {
  it('without PUBLIC_URL the SMS goes without a link — never one made from the Host header', async () => {
    const bare = await createTestApp({ config: { trustProxy: true } });
    try {
      const f = await ownerWithShop(bare, 'খালি ঠিকানা');
      const customer = await addContact(bare, f, { name: 'করিম' });
      const product = await addProduct(bare, f, { name: 'ডাল', purchasePrice: '50', sellPrice: '60', openingStock: '5' });
      const sale = await sell(
        bare,
        f,
        saleBody([{ productId: product, quantity: '1' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '60' }] }),
      );
      const r = await bare.call({
        method: 'POST',
        url: `/api/v1/shops/${f.shopId}/sales/${sale.id}/receipt-sms`,
        headers: { authorization: `Bearer ${f.token}`, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(r.statusCode, r.body).toBe(200);
      const answer = r.json<ReceiptSms>();
      expect(answer.url).toBeNull();
      const text = bare.sms.lastTo(customer.mobile ?? '') ?? '';
      expect(text).toBe(answer.text);
      expect(text).toMatch(/^খালি ঠিকানা: আপনার মেমো S-০০০০০১, মোট ৳৬০। ধন্যবাদ।$/);
      expect(text).not.toContain('evil');
      expect(text).not.toContain('http');
    } finally {
      await bare.close();
    }
  });
});

describe('receipt SMS: charged and limited', () => {
  const balance = async (f: ShopFixture) => (await api(t, f)('GET', '/sms/balance')).json<{ total: number }>().total;

  it("takes its parts from the shop's credit and goes at most twice a sale (409 SMS_SUBJECT_LIMIT)", async () => {
    const f = await ownerWithShop(t, 'সীমার দোকান');
    const customer = await addContact(t, f, { name: 'রহিম' });
    const product = await addProduct(t, f, { name: 'চিনি', purchasePrice: '50', sellPrice: '60', openingStock: '5' });
    const sale = await sell(
      t,
      f,
      saleBody([{ productId: product, quantity: '1' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '60' }] }),
    );
    const before = await balance(f);
    const first = await sms(sale.id, f);
    expect(first.statusCode, first.body).toBe(200);
    const parts = first.json<ReceiptSms>().parts;
    expect(parts).toBeGreaterThan(0);
    expect(await balance(f)).toBe(before - parts);
    expect((await sms(sale.id, f)).statusCode).toBe(200);
    const sent = t.sms.sent.length;
    const third = await sms(sale.id, f);
    expect(third.statusCode).toBe(409);
    expect(third.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'SMS_SUBJECT_LIMIT',
      message: expect.stringContaining('২'),
    });
    expect(t.sms.sent.length).toBe(sent);
    expect(await balance(f)).toBe(before - 2 * parts);
  });

  it('a failed one does not count and gives its parts back', async () => {
    const f = await ownerWithShop(t, 'গেটওয়ে বন্ধ');
    const customer = await addContact(t, f, { name: 'রহিম' });
    const product = await addProduct(t, f, { name: 'চিনি', purchasePrice: '50', sellPrice: '60', openingStock: '5' });
    const sale = await sell(
      t,
      f,
      saleBody([{ productId: product, quantity: '1' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '60' }] }),
    );
    const before = await balance(f);
    t.sms.failNext = 3;
    for (let i = 0; i < 3; i++) expect((await sms(sale.id, f)).json<ReceiptSms>().status).toBe('failed');
    expect(await balance(f)).toBe(before);
    expect((await sms(sale.id, f)).json<ReceiptSms>().status).toBe('sent');
  });

  it('credit short → 402 SMS_CREDIT_SHORT, nothing sent', async () => {
    const f = await ownerWithShop(t, 'ক্রেডিট নেই');
    const customer = await addContact(t, f, { name: 'রহিম' });
    const product = await addProduct(t, f, { name: 'চিনি', purchasePrice: '50', sellPrice: '60', openingStock: '5' });
    const sale = await sell(
      t,
      f,
      saleBody([{ productId: product, quantity: '1' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '60' }] }),
    );
    await useUpCredit(f.shopId);
    const sent = t.sms.sent.length;
    const r = await sms(sale.id, f);
    expect(r.statusCode).toBe(402);
    expect(r.json<{ error: { code: string } }>().error.code).toBe('SMS_CREDIT_SHORT');
    expect(t.sms.sent.length).toBe(sent);
  });

  it('a shop sends at most 200 receipt SMS an hour (429 SMS_HOURLY_LIMIT), then again an hour on', async () => {
    const f = await ownerWithShop(t, 'ঘণ্টার সীমা');
    const customer = await addContact(t, f, { name: 'রহিম' });
    const product = await addProduct(t, f, { name: 'চিনি', purchasePrice: '50', sellPrice: '60', openingStock: '5' });
    const sale = await sell(
      t,
      f,
      saleBody([{ productId: product, quantity: '1' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '60' }] }),
    );
    await t.db
      .insertInto('sms_credit_entries')
      .values({
        shop_id: f.shopId,
        id: ulid(t.clock.now().getTime()),
        pool: 'paid',
        month: null,
        parts: 1000,
        reason: 'bought',
        ref_type: null,
        ref_id: null,
        created_at: t.clock.now(),
      })
      .execute();
    // 200 receipt SMS of other sales in the last hour, as the app writes them
    await t.db
      .insertInto('sms_messages')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          id: ulid(t.clock.now().getTime() - 60_000 + i),
          shop_id: f.shopId,
          to_mobile: '+8801711111111',
          text: 'x',
          purpose: 'receipt',
          subject_id: `sale-${i}`,
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
    const r = await sms(sale.id, f);
    expect(r.statusCode).toBe(429);
    expect(r.json<{ error: { code: string } }>().error.code).toBe('SMS_HOURLY_LIMIT');
    t.clock.advance(3_600_000);
    expect((await sms(sale.id, f)).statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('a burst of 8 at once sends exactly two (PostgreSQL)', async () => {
    const f = await ownerWithShop(t, 'একসাথে অনেক');
    const customer = await addContact(t, f, { name: 'রহিম' });
    const product = await addProduct(t, f, { name: 'চিনি', purchasePrice: '50', sellPrice: '60', openingStock: '5' });
    const sale = await sell(
      t,
      f,
      saleBody([{ productId: product, quantity: '1' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '60' }] }),
    );
    const before = await balance(f);
    const codes = (await Promise.all(Array.from({ length: 8 }, () => sms(sale.id, f)))).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
    const rows = await t.db
      .selectFrom('sms_messages')
      .select('segments')
      .where('shop_id', '=', f.shopId)
      .where('purpose', '=', 'receipt')
      .execute();
    expect(rows).toHaveLength(2);
    expect(await balance(f)).toBe(before - rows.reduce((a, r) => a + r.segments, 0));
  });
});

/** Spends the month's free SMS (30) with one used entry. */
async function useUpCredit(shopId: string) {
  const month = '2025-03';
  await t.db
    .insertInto('sms_credit_entries')
    .values({
      shop_id: shopId,
      id: ulid(t.clock.now().getTime()),
      pool: 'free',
      month,
      parts: -30,
      reason: 'used',
      ref_type: null,
      ref_id: null,
      created_at: t.clock.now(),
    })
    .execute();
}
