/**
 * The store sells by weight and names city areas: the product page's quantity box goes by the
 * unit's step (core quantity-step.ts) in the customer's digits and prices "/ কেজি"; a 1.5 kg order
 * is placed and reserved as 1.5 while a quantity off the unit's step is refused; a Dhaka customer
 * picks a metropolitan thana at checkout and the order names it. And the banner keeps its shape.
 */
import type { Order, PlacedOrder } from '@dokani/contracts/online-shop';
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { api } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';
import { customerMobile, publishStore } from './online-shop.fixtures.ts';

let t: TestApp;
withTestApp(
  (app) => {
    t = app;
  },
  { config: { publicUrl: 'https://dokani.test', logLevel: 'error' } },
);

interface Store {
  s: ShopFixture;
  slug: string;
  rice: string;
  soap: string;
  delivery: string;
}

/** Rice at ৳70 a kg (10 kg) and soap at ৳45 a piece (20), one delivery package at ৳60. */
async function openStore(): Promise<Store> {
  const { s, slug, products, delivery } = await publishStore(t, {
    shopName: 'মায়ের দোয়া স্টোর',
    products: [
      { name: 'মিনিকেট চাল', unit: 'kg', purchasePrice: '50', sellPrice: '70', openingStock: '10' },
      { name: 'লাক্স সাবান', unit: 'pcs', purchasePrice: '50', sellPrice: '45', openingStock: '20' },
    ],
    delivery: { name: 'ঢাকার ভেতরে', fee: '60' },
  });
  const [rice = '', soap = ''] = products;
  return { s, slug, rice, soap, delivery };
}

const get = (url: string) => t.call({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 10)' } });
const place = (st: Store, lines: { productId: string; quantity: string }[], customer: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: `/api/v1/stores/${st.slug}/orders`,
    payload: {
      id: ulid(),
      customer: { name: 'রাশেদা বেগম', mobile: customerMobile(), address: 'বাড়ি ১২, রোড ৪', ...customer },
      shippingPackageId: st.delivery,
      lines,
    },
    headers: { 'accept-language': 'bn' },
  });

describe('selling by weight', () => {
  it('the product page prices a kg in Bangla and its box goes by a quarter kg, in Bangla digits', async () => {
    const st = await openStore();
    const page = (await get(`/store/${st.slug}/p/${st.rice}`)).body;
    expect(page).toContain('৳৭০.০০ <span class="hint">/ কেজি</span>');
    expect(page).not.toContain('/ kg');
    const box = /<input id="qty"[^>]*>/.exec(page)?.[0] ?? '';
    expect(box).toContain('inputMode="decimal"');
    expect(box).toContain('value="১"');
    expect(box).toContain('data-step="0.25"');
    expect(box).not.toContain('type="number"');
    expect(page).toContain('০.২৫ কেজি করে');
    // The add button carries the unit, so the cart and checkout go by its step too.
    expect(page).toMatch(/data-add="[0-9A-Z]{26}"[^>]*data-unit="kg"/);
    const soap = (await get(`/store/${st.slug}/p/${st.soap}?lang=en`)).body;
    expect(soap).toContain('৳45.00 <span class="hint">/ pc</span>');
    expect(/<input id="qty"[^>]*>/.exec(soap)?.[0]).toContain('data-step="1"');
  });

  it('a 1.5 kg order is placed at 1.5 × the price and reserved as 1.5 on accept', async () => {
    const st = await openStore();
    const r = await place(st, [
      { productId: st.rice, quantity: '1.5' },
      { productId: st.soap, quantity: '2' },
    ]);
    expect(r.statusCode, r.body).toBe(201);
    const o = r.json<PlacedOrder>();
    expect(o.lines.map((l) => [l.quantity, l.total])).toEqual([
      ['1.5', '105.00'],
      ['2', '90.00'],
    ]);
    expect(o).toMatchObject({ subtotal: '195.00', total: '255.00' });
    const accepted = await api(t, st.s)('POST', `/orders/${o.id}/status`, { status: 'accepted' }, 'en');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const reserved = await t.db
      .selectFrom('products')
      .select('reserved')
      .where('shop_id', '=', st.s.shopId)
      .where('id', '=', st.rice)
      .executeTakeFirstOrThrow();
    expect(reserved.reserved).toBe(1500n);
    // The tracking page says the quantity in Bangla with its unit.
    const page = (await get(new URL(o.trackingUrl).pathname + new URL(o.trackingUrl).search)).body;
    expect(page).toContain('১.৫ কেজি × ৳৭০.০০');
  });

  it('refuses a quantity off the unit’s step: 1.1 kg, half a piece', async () => {
    const st = await openStore();
    for (const line of [
      { productId: st.rice, quantity: '1.1' },
      { productId: st.soap, quantity: '1.5' },
    ]) {
      const r = await place(st, [line]);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error.details['lines.0.quantity']).toBe(
        'এই পণ্য এই পরিমাণে বিক্রি হয় না — কেজির পণ্য ০.২৫ কেজি করে, লিটার-মিটার-ডজনের পণ্য ০.৫ করে, বাকি সব পুরো সংখ্যায় নিন।',
      );
    }
    expect((await place(st, [{ productId: st.rice, quantity: '0.25' }])).statusCode).toBe(201);
  });
});

describe('city areas at checkout', () => {
  it('the checkout offers Dhaka’s thanas; an order placed in Dhanmondi names it; an upazila still does', async () => {
    const st = await openStore();
    const checkout = (await get(`/store/${st.slug}/checkout`)).body;
    expect(checkout).toContain('["dmp-dhanmondi","ধানমন্ডি","47",1]');
    expect(checkout).toContain('["365","সাভার","47",0]');
    const r = await place(st, [{ productId: st.soap, quantity: '1' }], { divisionId: '6', districtId: '47', areaId: 'dmp-dhanmondi' });
    expect(r.statusCode, r.body).toBe(201);
    const o = r.json<PlacedOrder>();
    expect(o.customer).toMatchObject({ divisionId: '6', districtId: '47', areaId: 'dmp-dhanmondi' });
    const url = new URL(o.trackingUrl);
    expect((await get(url.pathname + url.search)).body).toContain('ধানমন্ডি, ঢাকা, ঢাকা');
    const owner = await api(t, st.s)('GET', `/orders/${o.id}`, undefined, 'en');
    expect(owner.json<Order>().customer.areaId).toBe('dmp-dhanmondi');
    // A thana of another district is refused; a saved upazila id is still an area.
    const wrong = await place(st, [{ productId: st.soap, quantity: '1' }], { divisionId: '1', districtId: '8', areaId: 'dmp-dhanmondi' });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await place(st, [{ productId: st.soap, quantity: '1' }], { divisionId: '6', districtId: '47', areaId: '365' })).statusCode,
    ).toBe(201);
    // The shop itself can name its city area.
    const shop = await api(t, st.s)('PATCH', '', { divisionId: '6', districtId: '47', areaId: 'dmp-mirpur' }, 'en');
    expect(shop.statusCode, shop.body).toBe(200);
    expect(shop.json<{ areaId: string }>().areaId).toBe('dmp-mirpur');
  });
});

describe('the banner', () => {
  it('keeps its 1920 × 560 shape at every width: the height follows the width', async () => {
    const st = await openStore();
    const page = (await get(`/store/${st.slug}`)).body;
    expect(page).toMatch(/\.banner\{[^}]*height:auto[^}]*aspect-ratio:1920\/560|\.banner\{[^}]*aspect-ratio:1920\/560[^}]*height:auto/);
    expect(page).toMatch(/\.card \.ph\{[^}]*height:auto/);
  });
});
