import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDb, testDbKind } from '../../test/db.ts';
import { WriteBatch, write } from './batch.ts';
import type { DbHandle } from './connect.ts';
import type { Queryable } from './schema.ts';

// Scratch tables outside the app's schema: the query builder is used untyped here.
type Scratch = Queryable;

describe('WriteBatch: many writes, one statement', () => {
  let h: DbHandle;
  let db: Scratch;
  beforeAll(async () => {
    h = await openEmptyTestDb();
    db = h.db;
    await sql`CREATE TABLE b_parent (id text PRIMARY KEY, n int NOT NULL)`.execute(db);
    await sql`CREATE TABLE b_child (parent_id text NOT NULL REFERENCES b_parent (id), k int NOT NULL, PRIMARY KEY (parent_id, k))`.execute(
      db,
    );
    await sql`CREATE TABLE b_counter (id text PRIMARY KEY, n int NOT NULL CHECK (n < 100))`.execute(db);
    await sql`INSERT INTO b_counter VALUES ('c', 0)`.execute(db);
  });
  afterAll(async () => {
    await h.close();
  });

  const parent = (id: string, n: number) => db.insertInto('b_parent' as never).values({ id, n } as never);
  const child = (parentId: string, k: number) => db.insertInto('b_child' as never).values({ parent_id: parentId, k } as never);
  const bump = (by: number) =>
    db
      .updateTable('b_counter' as never)
      .set({ n: sql`n + ${by}` } as never)
      .where('id' as never, '=', 'c' as never);
  const counter = async () => (await sql<{ n: number }>`SELECT n FROM b_counter`.execute(db)).rows[0]?.n;

  it('runs an invoice and its lines (foreign key checked at the end) and an update as one statement', async () => {
    const batch = new WriteBatch(db);
    await write(parent('p1', 1), batch);
    await write(child('p1', 1), batch);
    await write(child('p1', 2), batch);
    await write(bump(5), batch);
    expect(batch.size).toBe(4);
    // nothing runs before the flush
    expect((await sql`SELECT * FROM b_parent`.execute(db)).rows).toHaveLength(0);
    await batch.flush();
    expect(batch.size).toBe(0);
    expect((await sql`SELECT count(*)::int AS n FROM b_child WHERE parent_id = 'p1'`.execute(db)).rows[0]).toEqual({ n: 2 });
    expect(await counter()).toBe(5);
  });

  it('is all or nothing: one failing part leaves every other part unwritten', async () => {
    const batch = new WriteBatch(db);
    batch.add(parent('p2', 1));
    batch.add(bump(1));
    batch.add(child('missing', 1)); // foreign key fails at the end of the statement
    await expect(batch.flush()).rejects.toThrow();
    expect((await sql`SELECT * FROM b_parent WHERE id = 'p2'`.execute(db)).rows).toHaveLength(0);
    expect(await counter()).toBe(5);

    const tooMuch = new WriteBatch(db);
    tooMuch.add(parent('p3', 1));
    tooMuch.add(bump(500)); // CHECK fails
    await expect(tooMuch.flush()).rejects.toThrow();
    expect((await sql`SELECT * FROM b_parent WHERE id = 'p3'`.execute(db)).rows).toHaveLength(0);
  });

  it('without a batch each write runs at once; an empty batch sends nothing', async () => {
    await write(parent('p4', 4));
    expect((await sql`SELECT n FROM b_parent WHERE id = 'p4'`.execute(db)).rows).toEqual([{ n: 4 }]);
    await new WriteBatch(db).flush();
    const one = new WriteBatch(db);
    one.add(bump(1));
    await one.flush();
    expect(await counter()).toBe(6);
  });
});

describe(`prepared statements on ${testDbKind()}`, () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await openEmptyTestDb();
  });
  afterAll(async () => {
    await h.close();
  });

  it('a parameterised text is prepared from its second use on (PostgreSQL); one-off texts and PGlite stay unnamed', async () => {
    const prepared = await h.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++) expect((await sql<{ x: number }>`SELECT ${i}::int + 1 AS x`.execute(trx)).rows).toEqual([{ x: i + 1 }]);
      await sql`SELECT ${'once'}::text || 'only' AS y`.execute(trx);
      return (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(trx)).rows.map((r) => r.statement);
    });
    if (h.driver === 'postgres') {
      expect(prepared).toContain('SELECT $1::int + 1 AS x');
      expect(prepared.some((s) => s.includes("'only'"))).toBe(false);
    } else {
      expect(prepared).toEqual([]);
    }
  });
});
