/**
 * Migration 0039 on a shop that sold and bought before the report summaries existed (a database at
 * 0009): the sides' columns take their shared names, a purchase gets a sale's columns, and the
 * summaries the run's earlier migrations made are filled after the last one, by today's code —
 * which reads the renamed columns.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATION_FILLS } from '../../migration-fills.ts';
import { listMigrations, migrate } from '../../platform/migrate.ts';
import { migrateBelow, openEmptyTestDb } from '../../test/db.ts';

const AT = new Date('2025-06-01T06:00:00Z');

describe('migration 0039: sales and purchases in one shape', () => {
  it('keeps every invoice under the shared names and fills the summaries of the earlier migrations after it', async () => {
    const h = await openEmptyTestDb();
    try {
      await migrateBelow(h.db, '0010');

      await sql`INSERT INTO users (id, mobile, name, pin_hash, created_at, updated_at) VALUES ('u1', '+8801711111111', 'ক', 'x', ${AT}, ${AT})`.execute(
        h.db,
      );
      await sql`INSERT INTO shops (id, name, shop_type, owner_user_id, created_at, updated_at) VALUES ('s1', 'দোকান', 'grocery', 'u1', ${AT}, ${AT})`.execute(
        h.db,
      );
      await sql`INSERT INTO products (shop_id, id, name, search_name, unit, purchase_price, sell_price, created_at, updated_at)
                VALUES ('s1', 'p1', 'চাল', 'চাল', 'kg', 6000, 8000, ${AT}, ${AT})`.execute(h.db);
      await sql`INSERT INTO contacts (shop_id, id, type, name, search_name, created_at, updated_at)
                VALUES ('s1', 'c1', 'customer', 'রহিম', 'রহিম', ${AT}, ${AT}), ('s1', 'c2', 'supplier', 'করিম', 'করিম', ${AT}, ${AT})`.execute(
        h.db,
      );
      // a sale of 2 kg on credit in part, and a purchase of 5 kg, under the names of their time
      await sql`INSERT INTO sales (shop_id, id, number, sale_date, occurred_at, customer_id, customer_name, customer_mobile, customer_address,
                                   subtotal, total, paid, due, cost, created_at)
                VALUES ('s1', 'x1', 'S-000001', '2025-06-01', ${AT}, 'c1', 'রহিম', '+8801811111111', 'ঢাকা', 16000, 16000, 10000, 6000, 12000, ${AT})`.execute(
        h.db,
      );
      await sql`INSERT INTO sale_lines (shop_id, sale_id, line_no, product_id, product_name, unit, quantity, unit_price, total, cost, warranty_days, warranty_ends_on)
                VALUES ('s1', 'x1', 1, 'p1', 'চাল', 'kg', 2000, 8000, 16000, 12000, 30, '2025-07-01')`.execute(h.db);
      await sql`INSERT INTO sale_payments (shop_id, sale_id, seq, method, amount) VALUES ('s1', 'x1', 1, 'cash', 10000)`.execute(h.db);
      await sql`INSERT INTO purchases (shop_id, id, number, purchase_date, occurred_at, supplier_id, supplier_name, subtotal, total, paid, cost, created_at)
                VALUES ('s1', 'y1', 'P-000001', '2025-06-02', ${AT}, 'c2', 'করিম', 30000, 30000, 30000, 30000, ${AT})`.execute(h.db);
      await sql`INSERT INTO purchase_lines (shop_id, purchase_id, line_no, product_id, product_name, unit, quantity, unit_price, total, cost)
                VALUES ('s1', 'y1', 1, 'p1', 'চাল', 'kg', 5000, 6000, 30000, 30000)`.execute(h.db);
      await sql`INSERT INTO purchase_payments (shop_id, purchase_id, seq, method, amount) VALUES ('s1', 'y1', 1, 'cash', 30000)`.execute(
        h.db,
      );

      const r = await migrate(h.db, MIGRATION_FILLS);
      expect(r.applied).toEqual(listMigrations().filter((f) => f >= '0010'));

      const sales = await h.db.selectFrom('sales').selectAll().execute();
      expect(sales).toMatchObject([
        {
          id: 'x1',
          kind: 'items',
          invoice_date: '2025-06-01',
          contact_id: 'c1',
          contact_name: 'রহিম',
          contact_mobile: '+8801811111111',
          contact_address: 'ঢাকা',
        },
      ]);
      const purchases = await h.db.selectFrom('purchases').selectAll().execute();
      expect(purchases).toMatchObject([
        { id: 'y1', kind: 'items', invoice_date: '2025-06-02', contact_id: 'c2', contact_name: 'করিম', receipt_token: null },
      ]);
      expect(await h.db.selectFrom('sale_lines').select(['invoice_id', 'warranty_days', 'warranty_ends_on']).execute()).toEqual([
        { invoice_id: 'x1', warranty_days: 30, warranty_ends_on: '2025-07-01' },
      ]);
      expect(
        await h.db.selectFrom('purchase_lines').select(['invoice_id', 'warranty_days', 'expiry_date', 'batch_number']).execute(),
      ).toEqual([{ invoice_id: 'y1', warranty_days: null, expiry_date: null, batch_number: null }]);
      expect(await h.db.selectFrom('purchase_payments').select(['invoice_id', 'amount']).execute()).toEqual([
        { invoice_id: 'y1', amount: 30000n },
      ]);

      // the summaries of 0010–0034, filled once after 0039 from the renamed columns
      const days = await h.db.selectFrom('trade_days').select(['side', 'day', 'count', 'total', 'due', 'paid']).orderBy('side').execute();
      expect(days).toEqual([
        { side: 'purchase', day: '2025-06-02', count: 1, total: 30000n, due: 0n, paid: 30000n },
        { side: 'sale', day: '2025-06-01', count: 1, total: 16000n, due: 6000n, paid: 10000n },
      ]);
      const months = await h.db.selectFrom('trade_months').select(['side', 'month', 'total']).orderBy('side').execute();
      expect(months).toEqual([
        { side: 'purchase', month: '2025-06-01', total: 30000n },
        { side: 'sale', month: '2025-06-01', total: 16000n },
      ]);
      const products = await h.db
        .selectFrom('trade_product_years')
        .select(['side', 'product_id', 'quantity', 'amount'])
        .orderBy('side')
        .execute();
      expect(products).toEqual([
        { side: 'purchase', product_id: 'p1', quantity: 5000n, amount: 30000n },
        { side: 'sale', product_id: 'p1', quantity: 2000n, amount: 16000n },
      ]);
    } finally {
      await h.close();
    }
  });
});
