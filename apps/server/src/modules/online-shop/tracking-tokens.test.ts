/**
 * Tracking tokens at rest (migration 0036): an order keeps only the SHA-256 hashes of its tracking
 * links' tokens. The link given at placing opens the order, so does a retry's (its own new link);
 * a wrong token is 404; and a link given before the migration (its token kept as given then) still
 * opens its order afterwards. The same migration masks the codes of the OTP SMS rows sent before.
 */
import type { PlacedOrder } from '@dokani/contracts/online-shop';
import { ulid } from '@dokani/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATION_FILLS } from '../../migration-fills.ts';
import { sha256 } from '../../platform/hashing.ts';
import { migrate } from '../../platform/migrate.ts';
import { createTestApp } from '../../test/app.ts';
import { migrateBelow, openEmptyTestDb } from '../../test/db.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';

const AT = new Date('2025-06-01T06:00:00Z');
const open = (url: string) => new URL(url).pathname + new URL(url).search;

describe('tracking tokens', () => {
  it('are kept as hashes only; the placed link and a retry’s link open the order, a wrong one is 404', async () => {
    const t = await createTestApp({ config: { publicUrl: 'https://dokani.test' } });
    try {
      const s = await ownerWithShop(t);
      const product = (
        await api(t, s)('POST', '/products', {
          id: ulid(),
          name: 'চাল',
          unit: 'kg',
          purchasePrice: '60',
          sellPrice: '75',
          onlineSale: true,
          openingStock: '10',
        })
      ).json<{ id: string }>().id;
      const delivery = ulid();
      await api(t, s)('POST', '/shipping-packages', { id: delivery, name: 'ঢাকা', fee: '60' });
      const slug = `track-${process.pid}`;
      expect((await api(t, s)('PATCH', '/online-shop', { slug, published: true })).statusCode).toBe(200);
      const body = {
        id: ulid(),
        customer: { name: 'রাশেদা', mobile: '01811223344', address: 'মিরপুর' },
        shippingPackageId: delivery,
        lines: [{ productId: product, quantity: '1' }],
      };
      const placed = await t.call({ method: 'POST', url: `/api/v1/stores/${slug}/orders`, payload: body });
      expect(placed.statusCode, placed.body).toBe(201);
      const first = placed.json<PlacedOrder>().trackingUrl;
      const token = new URL(first).searchParams.get('t') ?? '';

      const row = await t.db.selectFrom('online_orders').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
      expect(row.tracking_hashes).toEqual([sha256(token)]);
      expect(Object.values(row).map(String).join(' ')).not.toContain(token);

      const retry = (await t.call({ method: 'POST', url: `/api/v1/stores/${slug}/orders`, payload: body })).json<PlacedOrder>().trackingUrl;
      expect(retry).not.toBe(first);
      for (const url of [first, retry]) {
        const page = await t.call({ method: 'GET', url: open(url) });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('চাল');
      }
      const wrong = new URL(first);
      wrong.searchParams.set('t', sha256(token)); // the hash itself is no key
      expect((await t.call({ method: 'GET', url: open(wrong.toString()) })).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: `/store/${slug}/orders/${body.id}` })).statusCode).toBe(404);
      // many retries: the first link and the newest keep working, at most 5 kept
      let last = retry;
      for (let i = 0; i < 6; i++)
        last = (await t.call({ method: 'POST', url: `/api/v1/stores/${slug}/orders`, payload: body })).json<PlacedOrder>().trackingUrl;
      expect((await t.call({ method: 'GET', url: open(first) })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: open(last) })).statusCode).toBe(200);
      const kept = await t.db.selectFrom('online_orders').select('tracking_hashes').where('id', '=', body.id).executeTakeFirstOrThrow();
      expect(kept.tracking_hashes).toHaveLength(5);
    } finally {
      await t.close();
    }
  });

  it('given before migration 0036 (kept as given then) still open their order; no row keeps a token, nor an old OTP its code', async () => {
    const h = await openEmptyTestDb();
    try {
      await migrateBelow(h.db, '0036');
      const token = 'OldPlainToken_0123456789abcdefghijklmnopqrs';
      await sql`INSERT INTO users (id, mobile, name, pin_hash, created_at, updated_at) VALUES ('u1', '+8801711111111', 'ক', 'x', ${AT}, ${AT})`.execute(
        h.db,
      );
      await sql`INSERT INTO shops (id, name, shop_type, owner_user_id, created_at, updated_at) VALUES ('s1', 'দোকান', 'grocery', 'u1', ${AT}, ${AT})`.execute(
        h.db,
      );
      await sql`INSERT INTO online_shops (shop_id, slug, published, updated_at) VALUES ('s1', 'old-store', true, ${AT})`.execute(h.db);
      await sql`INSERT INTO online_orders (shop_id, id, number, status, customer_name, customer_mobile, customer_address, shipping_name, delivery_fee, subtotal, total, tracking_token, created_at, updated_at)
                VALUES ('s1', '01JZZZZZZZZZZZZZZZZZZZZZZZ', 1, 'placed', 'রাশেদা', '+8801811223344', 'মিরপুর', 'ঢাকা', 6000, 7500, 13500, ${token}, ${AT}, ${AT})`.execute(
        h.db,
      );
      await sql`INSERT INTO online_order_events (shop_id, order_id, seq, status, at) VALUES ('s1', '01JZZZZZZZZZZZZZZZZZZZZZZZ', 1, 'placed', ${AT})`.execute(
        h.db,
      );
      await sql`INSERT INTO sms_messages (id, shop_id, to_mobile, text, purpose, segments, status, provider, created_at)
                VALUES ('m1', NULL, '+8801811223344', 'দোকানি: আপনার যাচাই কোড ০৩৯৫০০। ৫ মিনিট পর্যন্ত বৈধ। কাউকে বলবেন না।', 'otp', 1, 'sent', 'memory', ${AT}),
                       ('m2', NULL, '+8801811223345', 'Dokani: your verification code is 123456. Valid for 5 minutes. Do not share it.', 'otp', 1, 'sent', 'memory', ${AT})`.execute(
        h.db,
      );

      await migrate(h.db, MIGRATION_FILLS);
      const otps = await sql<{ text: string }>`SELECT text FROM sms_messages ORDER BY id`.execute(h.db);
      expect(otps.rows.map((r) => r.text)).toEqual([
        'দোকানি: আপনার যাচাই কোড ••••••। ৫ মিনিট পর্যন্ত বৈধ। কাউকে বলবেন না।',
        'Dokani: your verification code is ••••••. Valid for 5 minutes. Do not share it.',
      ]);
      const rows = await sql<Record<string, unknown>>`SELECT * FROM online_orders`.execute(h.db);
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]?.tracking_hashes).toEqual([sha256(token)]);
      expect(
        Object.values(rows.rows[0] ?? {})
          .map(String)
          .join(' '),
      ).not.toContain(token);

      const t = await createTestApp({ handle: h });
      try {
        const page = await t.call({ method: 'GET', url: `/store/old-store/orders/01JZZZZZZZZZZZZZZZZZZZZZZZ?t=${token}` });
        expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
        expect((await t.call({ method: 'GET', url: '/store/old-store/orders/01JZZZZZZZZZZZZZZZZZZZZZZZ?t=wrong' })).statusCode).toBe(404);
      } finally {
        await t.close(); // (closes the database too)
      }
    } catch (e) {
      await h.close().catch(() => undefined);
      throw e;
    }
  });
});
