import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDb, openTestDb, testDbKind } from '../../test/db.ts';
import type { DbHandle } from './connect.ts';
import { listMigrations, migrate } from '../migrate.ts';

const TYPES_QUERY = (h: DbHandle) =>
  sql<Record<string, unknown>>`
    SELECT 9007199254740993::int8 AS big, ${12345678901234n}::int8 AS big_param, 125.50::numeric(14,2) AS money,
           '2025-02-28'::date AS day, '2025-02-28T10:00:00+06:00'::timestamptz AS instant,
           42::int4 AS int4, 7::int2 AS int2, true AS flag, '{"a":[1,"x"]}'::jsonb AS doc,
           ARRAY['sell','products']::text[] AS features, ARRAY[1,2]::int8[] AS bigs,
           count(*) AS n, count(*)::int AS n_int, NULL::text AS nothing`.execute(h.db);

function describeTypes(row: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      v === null ? 'null' : v instanceof Date ? 'Date' : Array.isArray(v) ? `array<${typeof v[0]}>` : typeof v,
    ]),
  );
}

describe('both drivers return the same JS types', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openEmptyTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it(`on ${testDbKind()}: int8 → bigint, numeric → string, date → YYYY-MM-DD, timestamptz → Date`, async () => {
    const row = (await TYPES_QUERY(handle)).rows[0] ?? {};
    expect(describeTypes(row)).toEqual({
      big: 'bigint',
      big_param: 'bigint',
      money: 'string',
      day: 'string',
      instant: 'Date',
      int4: 'number',
      int2: 'number',
      flag: 'boolean',
      doc: 'object',
      features: 'array<string>',
      bigs: 'array<bigint>',
      n: 'bigint',
      n_int: 'number',
      nothing: 'null',
    });
    expect(row).toMatchObject({
      big: 9007199254740993n,
      big_param: 12345678901234n,
      money: '125.50',
      day: '2025-02-28',
      doc: { a: [1, 'x'] },
      features: ['sell', 'products'],
      bigs: [1n, 2n],
      n: 1n,
      n_int: 1,
    });
    expect((row.instant as Date).toISOString()).toBe('2025-02-28T04:00:00.000Z');
  });

  it('PGlite and PostgreSQL answer identically (when DATABASE_URL is set)', async () => {
    const url = process.env.DATABASE_URL;
    const pglite = await openEmptyTestDb('pglite');
    try {
      const a = (await TYPES_QUERY(pglite)).rows[0] ?? {};
      if (!url) {
        expect(describeTypes(a).big).toBe('bigint');
        return;
      }
      const postgres = await openEmptyTestDb('postgres');
      try {
        const b = (await TYPES_QUERY(postgres)).rows[0] ?? {};
        expect(describeTypes(a)).toEqual(describeTypes(b));
        expect(a).toEqual(b);
      } finally {
        await postgres.close();
      }
    } finally {
      await pglite.close();
    }
  });

  it('writes bigint and Date parameters and reads them back unchanged', async () => {
    await sql`CREATE TABLE t_roundtrip (amount bigint, at timestamptz, day date)`.execute(handle.db);
    const at = new Date('2025-05-05T05:05:05.005Z');
    await sql`INSERT INTO t_roundtrip VALUES (${-123456789012345n}, ${at}, ${'2025-05-05'})`.execute(handle.db);
    const row = (await sql<{ amount: bigint; at: Date; day: string }>`SELECT * FROM t_roundtrip`.execute(handle.db)).rows[0];
    expect(row).toEqual({ amount: -123456789012345n, at, day: '2025-05-05' });
  });
});

describe('migrations', () => {
  it('apply in order once, are recorded, and a second run applies nothing', async () => {
    const h = await openEmptyTestDb();
    try {
      const first = await migrate(h.db);
      expect(first.applied).toEqual(listMigrations());
      expect(first.applied[0]).toMatch(/^0001_/);
      const second = await migrate(h.db);
      expect(second.applied).toEqual([]);
      const recorded = await h.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
      expect(recorded.map((r) => r.name)).toEqual(listMigrations());
      const packages = await h.db.selectFrom('packages').select(['id', 'limits']).orderBy('rank').execute();
      expect(packages.map((p) => p.id)).toEqual(['free', 'advanced', 'sms-500', 'sms-1000', 'sms-5000', 'sms-10000']);
      expect(packages[0]?.limits).toMatchObject({ sell: 300, buy: 100, expense: 100, due: 100 });
      expect(packages[1]?.limits).toEqual({});
    } finally {
      await h.close();
    }
  });

  it('two runs started together do not race (advisory lock)', async () => {
    const h = await openEmptyTestDb();
    try {
      const [a, b] = await Promise.all([migrate(h.db), migrate(h.db)]);
      expect([...a.applied, ...b.applied].sort()).toEqual(listMigrations());
    } finally {
      await h.close();
    }
  });
});

describe('transactions', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await openTestDb();
  });
  afterAll(async () => {
    await h.close();
  });

  it('roll back on error and queue concurrent work without losing updates', async () => {
    await expect(
      h.db.transaction().execute(async (trx) => {
        await trx.insertInto('packages').values({ id: 'tmp', name: 'tmp', rank: 9, limits: '{}' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await h.db.selectFrom('packages').select('id').where('id', '=', 'tmp').executeTakeFirst()).toBeUndefined();

    await h.db.insertInto('packages').values({ id: 'ctr', name: 'counter', rank: 0, limits: '{}' }).execute();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        h.db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom('packages').select('rank').where('id', '=', 'ctr').forUpdate().executeTakeFirstOrThrow();
          await trx
            .updateTable('packages')
            .set({ rank: row.rank + 1 })
            .where('id', '=', 'ctr')
            .execute();
        }),
      ),
    );
    const row = await h.db.selectFrom('packages').select('rank').where('id', '=', 'ctr').executeTakeFirstOrThrow();
    expect(row.rank).toBe(20);
  });

  it('report affected rows for insert, update and delete', async () => {
    const ins = await h.db.insertInto('packages').values({ id: 'aff', name: 'x', rank: 0, limits: '{}' }).executeTakeFirst();
    expect(ins.numInsertedOrUpdatedRows).toBe(1n);
    const upd = await h.db.updateTable('packages').set({ name: 'y' }).where('id', 'in', ['aff', 'nope']).executeTakeFirst();
    expect(upd.numUpdatedRows).toBe(1n);
    const del = await h.db.deleteFrom('packages').where('id', '=', 'aff').executeTakeFirst();
    expect(del.numDeletedRows).toBe(1n);
  });
});
