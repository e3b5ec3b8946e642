/**
 * Migration 0013 on a shop that already has stock: each product's value starts at its stock × its
 * current average (rounded half away from zero; 0 at zero stock, negative below), the movements
 * posted before keep their costs, and selling everything afterwards leaves a value of exactly 0.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATION_FILLS } from '../../migration-fills.ts';
import { listMigrations, migrate } from '../../platform/migrate.ts';
import { migrateBelow, openEmptyTestDb } from '../../test/db.ts';

const AT = new Date('2025-06-01T06:00:00Z');

describe('migration 0013: stock values for existing shops', () => {
  it('sets each value from stock × average; past movements are not rewritten', async () => {
    const h = await openEmptyTestDb();
    try {
      await migrateBelow(h.db, '0013');

      await sql`INSERT INTO users (id, mobile, name, pin_hash, created_at, updated_at) VALUES ('u1', '+8801711111111', 'ক', 'x', ${AT}, ${AT})`.execute(
        h.db,
      );
      await sql`INSERT INTO shops (id, name, shop_type, owner_user_id, created_at, updated_at) VALUES ('s1', 'দোকান', 'grocery', 'u1', ${AT}, ${AT})`.execute(
        h.db,
      );
      const products: [string, bigint, bigint][] = [
        ['p1', 3_000n, 3_333n], // 3 × 33.33 = 99.99
        ['p2', 1_500n, 333n], // 1.5 × 3.33 = 4.995 → 5.00
        ['p3', 0n, 5_000n],
        ['p4', -2_000n, 1_250n], // below zero: −25.00
      ];
      for (const [id, stock, avg] of products) {
        await sql`INSERT INTO products (shop_id, id, name, search_name, unit, purchase_price, sell_price, current_stock, average_cost, last_cost, created_at, updated_at)
                  VALUES ('s1', ${id}, ${id}, ${id}, 'pcs', 0, 0, ${stock}, ${avg}, ${avg}, ${AT}, ${AT})`.execute(h.db);
      }
      await sql`INSERT INTO stock_movements (shop_id, id, product_id, occurred_at, business_date, reason, change, previous_stock, after_stock, unit_cost, cost_total, average_cost_after, created_at)
                VALUES ('s1', 'm1', 'p1', ${AT}, '2025-06-01', 'purchase', 3000, 0, 3000, 3333, 9999, 3333, ${AT})`.execute(h.db);

      const r = await migrate(h.db, MIGRATION_FILLS);
      expect(r.applied).toEqual(listMigrations().filter((f) => f >= '0013'));
      const values = await sql<{
        id: string;
        stock_value: bigint;
      }>`SELECT id, stock_value FROM products WHERE shop_id = 's1' ORDER BY id`.execute(h.db);
      expect(values.rows).toEqual([
        { id: 'p1', stock_value: 9_999n },
        { id: 'p2', stock_value: 500n },
        { id: 'p3', stock_value: 0n },
        { id: 'p4', stock_value: -2_500n },
      ]);
      const m1 = await sql<{ cost_total: bigint }>`SELECT cost_total FROM stock_movements WHERE id = 'm1'`.execute(h.db);
      expect(m1.rows).toEqual([{ cost_total: 9_999n }]);
      // the database refuses a value that breaks the rules: stock 0 with a value, positive stock below 0
      await expect(sql`UPDATE products SET stock_value = 1 WHERE id = 'p3'`.execute(h.db)).rejects.toThrow();
      await expect(sql`UPDATE products SET stock_value = -1 WHERE id = 'p1'`.execute(h.db)).rejects.toThrow();
      // a movement of no stock is only ever a cost adjustment
      await expect(
        sql`INSERT INTO stock_movements (shop_id, id, product_id, occurred_at, business_date, reason, change, previous_stock, after_stock, unit_cost, cost_total, average_cost_after, created_at)
            VALUES ('s1', 'm2', 'p1', ${AT}, '2025-06-01', 'sale', 0, 3000, 3000, 0, 0, 3333, ${AT})`.execute(h.db),
      ).rejects.toThrow();
    } finally {
      await h.close();
    }
  });
});
