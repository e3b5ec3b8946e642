/**
 * Migration 0038 on a shop that already has contact summaries: the due a return or a void took
 * off moves out of what was received (a customer's) or given (a supplier's) into `due_lowered`,
 * rebuilt from the due book, so the customer report no longer reads a return as money paid.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATION_FILLS } from '../../migration-fills.ts';
import { listMigrations, migrate } from '../../platform/migrate.ts';
import { migrateBelow, openEmptyTestDb } from '../../test/db.ts';

const AT = new Date('2025-06-01T06:00:00Z');

describe('migration 0038: the due returns and voids took off, apart', () => {
  it('rebuilds the summaries with returns and voids out of given and received', async () => {
    const h = await openEmptyTestDb();
    try {
      await migrateBelow(h.db, '0038');

      await sql`INSERT INTO users (id, mobile, name, pin_hash, created_at, updated_at) VALUES ('u1', '+8801711111111', 'ক', 'x', ${AT}, ${AT})`.execute(
        h.db,
      );
      await sql`INSERT INTO shops (id, name, shop_type, owner_user_id, created_at, updated_at) VALUES ('s1', 'দোকান', 'grocery', 'u1', ${AT}, ${AT})`.execute(
        h.db,
      );
      for (const [id, type, balance] of [
        ['c1', 'customer', 5_000n],
        ['c2', 'supplier', -6_000n],
      ] as const) {
        await sql`INSERT INTO contacts (shop_id, id, type, name, search_name, balance, created_at, updated_at)
                  VALUES ('s1', ${id}, ${type}, ${id}, ${id}, ${balance}, ${AT}, ${AT})`.execute(h.db);
      }
      // the customer: 100 on credit, 30 off by a return, 20 paid; the supplier: 100 bought on credit, 40 off by its void and 100 again, 60 paid
      const entries: [string, string, number, 'given' | 'received', bigint, bigint, string | null][] = [
        ['e1', 'c1', 1, 'given', 10_000n, 10_000n, 'sale'],
        ['e2', 'c1', 2, 'received', 3_000n, 7_000n, 'sale-return'],
        ['e3', 'c1', 3, 'received', 2_000n, 5_000n, null],
        ['e4', 'c2', 1, 'received', 4_000n, -4_000n, 'purchase'],
        ['e5', 'c2', 2, 'given', 4_000n, 0n, 'purchase-void'],
        ['e6', 'c2', 3, 'received', 12_000n, -12_000n, 'purchase'],
        ['e7', 'c2', 4, 'given', 6_000n, -6_000n, null],
      ];
      for (const [id, contact, seq, direction, amount, after, ref] of entries) {
        await sql`INSERT INTO due_entries (shop_id, id, contact_id, seq, entry_date, occurred_at, direction, due_type, amount, balance_after, ref_type, created_at)
                  VALUES ('s1', ${id}, ${contact}, ${seq}, '2025-06-01', ${AT}, ${direction}, 'product', ${amount}, ${after}, ${ref}, ${AT})`.execute(
          h.db,
        );
      }
      // what the summaries held before: every entry given or received
      await sql`INSERT INTO contact_months (shop_id, contact_type, contact_id, month, due_given, due_received)
                VALUES ('s1', 'customer', 'c1', '2025-06-01', 10000, 5000), ('s1', 'supplier', 'c2', '2025-06-01', 10000, 16000)`.execute(
        h.db,
      );

      const r = await migrate(h.db, MIGRATION_FILLS);
      expect(r.applied).toEqual(listMigrations().filter((f) => f >= '0038'));
      for (const table of ['contact_months', 'contact_years'] as const) {
        const rows = await sql<{ contact_id: string; due_given: bigint; due_received: bigint; due_lowered: bigint }>`
          SELECT contact_id, due_given, due_received, due_lowered FROM ${sql.table(table)} WHERE shop_id = 's1' ORDER BY contact_id`.execute(
          h.db,
        );
        expect(rows.rows, table).toEqual([
          { contact_id: 'c1', due_given: 10_000n, due_received: 2_000n, due_lowered: 3_000n },
          { contact_id: 'c2', due_given: 6_000n, due_received: 16_000n, due_lowered: 4_000n },
        ]);
      }
    } finally {
      await h.close();
    }
  });
});
