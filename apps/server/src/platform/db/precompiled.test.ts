import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDb } from '../../test/db.ts';
import type { DbHandle } from './connect.ts';
import { WriteBatch, write } from './batch.ts';
import { precompiled, precompiledWrite } from './precompiled.ts';
import type { Queryable } from './schema.ts';

describe('precompiled: built and compiled once, run with each call’s values', () => {
  let h: DbHandle;
  let db: Queryable;
  beforeAll(async () => {
    h = await openEmptyTestDb();
    db = h.db;
    await sql`CREATE TABLE pc_item (shop text NOT NULL, id text NOT NULL, n int NOT NULL, at timestamptz, PRIMARY KEY (shop, id))`.execute(
      db,
    );
  });
  afterAll(async () => {
    await h.close();
  });

  // Scratch table outside the app's schema: the query builder is used untyped here.
  const put = precompiled((q, v: { shop: string; id: string; n: number; at: Date | null }) =>
    q
      .insertInto('pc_item' as never)
      .values({ shop: v.shop, id: v.id, n: v.n, at: v.at } as never)
      .onConflict((oc) => oc.columns(['shop', 'id'] as never).doUpdateSet({ n: sql`pc_item.n + ${v.n}` } as never))
      .returning(['n'] as never),
  );
  const find = precompiled((q, v: { shop: string; min: number }) =>
    q
      .selectFrom('pc_item' as never)
      .select(['id', 'n'] as never)
      .where('shop' as never, '=', v.shop as never)
      .where('n' as never, '>=', v.min as never)
      .orderBy('id' as never)
      .limit(10),
  );

  it('puts each call’s values in their places, a value used twice in both, constants kept', async () => {
    const at = new Date('2026-11-28T06:00:00Z');
    expect(await put(db, { shop: 's1', id: 'a', n: 2, at })).toEqual([{ n: 2 }]);
    expect(await put(db, { shop: 's1', id: 'a', n: 3, at: null })).toEqual([{ n: 5 }]);
    await put(db, { shop: 's1', id: 'b', n: 1, at });
    await put(db, { shop: 's2', id: 'a', n: 9, at });
    expect(await find(db, { shop: 's1', min: 2 })).toEqual([{ id: 'a', n: 5 }]);
    expect(await find(db, { shop: 's1', min: 0 })).toEqual([
      { id: 'a', n: 5 },
      { id: 'b', n: 1 },
    ]);
    expect(await find(db, { shop: 's2', min: 0 })).toEqual([{ id: 'a', n: 9 }]);
  });

  it('runs inside the transaction it is given', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await put(trx, { shop: 's3', id: 'x', n: 1, at: null });
        expect(await find(trx, { shop: 's3', min: 0 })).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await find(db, { shop: 's3', min: 0 })).toEqual([]);
  });

  it('writes rows per shape (row count, columns), alone or in a batch with other writes, each with its own values', async () => {
    const addRows = precompiledWrite((q, v: { rows: { shop: string; id: string; n: number; at?: Date }[] }) =>
      q.insertInto('pc_item' as never).values(v.rows as never),
    );
    const bump = precompiledWrite((q, v: { shop: string; by: number }) =>
      q
        .updateTable('pc_item' as never)
        .set({ n: sql`n + ${v.by}` } as never)
        .where('shop' as never, '=', v.shop as never),
    );
    await write(addRows(db, { rows: [{ shop: 'r1', id: 'a', n: 1 }] }));
    // the same statements twice in a batch (the kept text), then mixed with a builder's write
    for (const [shop, by] of [
      ['r2', 10],
      ['r3', 20],
    ] as const) {
      const batch = new WriteBatch(db);
      await write(
        addRows(db, {
          rows: [
            { shop, id: 'a', n: 1, at: new Date('2026-11-28T00:00:00Z') },
            { shop, id: 'b', n: 2 },
          ],
        }),
        batch,
      );
      await write(bump(db, { shop: 'r1', by }), batch);
      await batch.flush();
    }
    const mixed = new WriteBatch(db);
    await write(db.insertInto('pc_item' as never).values({ shop: 'r4', id: 'z', n: 7 } as never), mixed);
    await write(addRows(db, { rows: [{ shop: 'r4', id: 'y', n: 8 }] }), mixed);
    await mixed.flush();
    const all = await sql<{
      shop: string;
      id: string;
      n: number;
      at: Date | null;
    }>`SELECT shop, id, n, at FROM pc_item WHERE shop LIKE 'r%' ORDER BY shop, id`.execute(db);
    expect(all.rows.map((r) => [r.shop, r.id, r.n, r.at?.toISOString() ?? null])).toEqual([
      ['r1', 'a', 31, null],
      ['r2', 'a', 1, '2026-11-28T00:00:00.000Z'],
      ['r2', 'b', 2, null],
      ['r3', 'a', 1, '2026-11-28T00:00:00.000Z'],
      ['r3', 'b', 2, null],
      ['r4', 'y', 8, null],
      ['r4', 'z', 7, null],
    ]);
  });

  it('refuses a statement whose text would depend on a value', async () => {
    const branchy = precompiled((q, v: { shop: string; all: boolean }) => {
      const base = q.selectFrom('pc_item' as never).select(['id'] as never);
      return v.all ? base : base.where('shop' as never, '=', v.shop as never);
    });
    await expect(branchy(db, { shop: 's1', all: false })).rejects.toThrow(/"all" is not a parameter/);
  });
});
