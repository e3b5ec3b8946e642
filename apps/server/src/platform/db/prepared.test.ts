import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/db.ts';
import { WriteBatch } from './batch.ts';
import { PreparingPool } from './prepared.ts';
import type { Queryable } from './schema.ts';

/**
 * The pool's connections on PostgreSQL (decision 0005): a statement seen before runs under a name
 * (prepared once per connection), a transaction is BEGIN, its statements and COMMIT, each its own
 * round trip. PostgreSQL only: PGlite runs in the process.
 */
describe.runIf(testDbKind() === 'postgres')('PreparingPool', () => {
  let pool: pg.Pool;
  let db: Queryable;
  /** Round trips: each ends with one ReadyForQuery. */
  let trips = 0;
  const outside = new pg.Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    // One connection: the scratch table is temporary, and every round trip is counted on it.
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    pool.on('connect', (client) => {
      (client as unknown as { connection: pg.Connection }).connection.on('readyForQuery', () => trips++);
    });
    db = new Kysely({ dialect: new PostgresDialect({ pool: new PreparingPool(pool) }) }) as unknown as Queryable;
    await sql`CREATE TABLE IF NOT EXISTS f_item (id text PRIMARY KEY, n int NOT NULL CHECK (n < 100))`.execute(db);
    await outside.connect();
  });
  afterAll(async () => {
    await sql`DROP TABLE IF EXISTS f_item`.execute(db);
    await outside.end();
    await (db as unknown as Kysely<unknown>).destroy();
  });
  beforeEach(async () => {
    await sql`DELETE FROM f_item`.execute(db);
    trips = 0;
  });

  const put = (q: Queryable, id: string, n = 1) => q.insertInto('f_item' as never).values({ id, n } as never);
  const seen = async () => (await outside.query<{ id: string }>('SELECT id FROM f_item ORDER BY id')).rows.map((r) => r.id);

  it('a transaction of three statements is five round trips (BEGIN, the three, COMMIT) and commits them all', async () => {
    await db.transaction().execute(async (trx) => {
      await put(trx, 'a').execute();
      await put(trx, 'b').execute();
      const batch = new WriteBatch(trx);
      batch.add(put(trx, 'c'));
      batch.add(put(trx, 'd'));
      await batch.flush();
    });
    expect(trips).toBe(5);
    expect(await seen()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('the first statement runs inside the transaction: a failure later undoes it', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await put(trx, 'a').execute();
        expect(await seen()).toEqual([]); // not committed: another connection does not see it
        throw new Error('later failure');
      }),
    ).rejects.toThrow('later failure');
    expect(await seen()).toEqual([]);
    // The connection is usable and outside any transaction.
    await put(db, 'b').execute();
    expect(await seen()).toEqual(['b']);
  });

  it('a last statement that fails commits nothing, and the connection goes on', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await put(trx, 'a').execute();
        const batch = new WriteBatch(trx);
        batch.add(put(trx, 'b'));
        batch.add(put(trx, 'c', 500)); // breaks the CHECK: the whole statement fails
        await batch.flush();
      }),
    ).rejects.toThrow(/check constraint/);
    expect(await seen()).toEqual([]);
    await db.transaction().execute(async (trx) => {
      await put(trx, 'd').execute();
    });
    expect(await seen()).toEqual(['d']);
  });

  it('a text is prepared under a name from its second run on; one without parameters never is', async () => {
    const named = (q: Queryable, n: number) => sql<{ x: number }>`SELECT ${n}::int + 1 AS x`.execute(q);
    const prepared = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%::int + 1 AS x%'`.execute(db))
        .rows[0]?.n;
    await named(db, 1); // seen once: unnamed
    expect(await prepared()).toBe(0);
    expect((await named(db, 2)).rows[0]?.x).toBe(3); // prepared under a name from here on
    expect((await named(db, 3)).rows[0]?.x).toBe(4);
    expect(await prepared()).toBe(1);
    await sql`SELECT 1 AS one; SELECT 2 AS two`.execute(db); // several statements: the simple protocol
  });
});
