import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/db.ts';
import { WriteBatch } from './batch.ts';
import { PreparingPool } from './prepared.ts';
import type { Queryable } from './schema.ts';

/**
 * BEGIN and COMMIT ride along with a transaction's first and last statements (decision 0005).
 * PostgreSQL only: PGlite runs in the process, with no round trips to save.
 */
describe.runIf(testDbKind() === 'postgres')('PreparingPool: BEGIN and COMMIT ride along', () => {
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

  it('a transaction of three statements costs three round trips, not five, and commits them all', async () => {
    await db.transaction().execute(async (trx) => {
      await put(trx, 'a').execute();
      await put(trx, 'b').execute();
      const batch = new WriteBatch(trx);
      batch.add(put(trx, 'c'));
      batch.add(put(trx, 'd'));
      await batch.flush({ last: true });
    });
    expect(trips).toBe(3);
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
        batch.add(put(trx, 'c', 500)); // breaks the CHECK: the whole statement fails, COMMIT never runs
        await batch.flush({ last: true });
      }),
    ).rejects.toThrow(/check constraint/);
    expect(await seen()).toEqual([]);
    await db.transaction().execute(async (trx) => {
      await put(trx, 'd').execute();
    });
    expect(await seen()).toEqual(['d']);
  });

  it('a statement after the last one is refused; what the last one wrote stays committed', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        const batch = new WriteBatch(trx);
        batch.add(put(trx, 'a'));
        await batch.flush({ last: true });
        expect(await seen()).toEqual(['a']); // committed with it
        await put(trx, 'b').execute();
      }),
    ).rejects.toThrow('A statement after the one that committed the transaction');
    expect(await seen()).toEqual(['a']);
    await put(db, 'c').execute();
    expect(await seen()).toEqual(['a', 'c']);
  });

  it('a transaction that ran nothing sends nothing; a named statement rides once it has run on the connection', async () => {
    await db.transaction().execute(async () => undefined);
    expect(trips).toBe(0);
    const named = (q: Queryable, n: number) => sql<{ x: number }>`SELECT ${n}::int + 1 AS x`.execute(q);
    await named(db, 1); // seen once: unnamed
    await named(db, 2); // prepared under a name from here on
    trips = 0;
    const x = await db.transaction().execute(async (trx) => (await named(trx, 3)).rows[0]?.x);
    expect(x).toBe(4);
    expect(trips).toBe(2); // BEGIN with the statement, then COMMIT
  });

  it('a named statement not yet run on the connection takes its BEGIN alone first', async () => {
    const fresh = (q: Queryable, n: number) => sql<{ y: number }>`SELECT ${n}::int * 2 AS y`.execute(q);
    await fresh(db, 1); // seen once; the next use is named, and not yet parsed here
    trips = 0;
    const y = await db.transaction().execute(async (trx) => (await fresh(trx, 5)).rows[0]?.y);
    expect(y).toBe(10);
    expect(trips).toBe(3);
  });
});
