/**
 * The cash books' month summary (book_months, decision 0018): kept in each entry's transaction =
 * rebuilt from the entries, also when many entries and voids of one month and category arrive at
 * once; and the expense and income reports, which read a long period's whole months from it and
 * its ends from the entries, equal the entries summed straight over the period — by category, by
 * bucket and in all, across months and new years, with the "after today" rule.
 */
import { formatMoneyDecimal, ulid } from '@dokani/core';
import type { BookReport } from '@dokani/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { rebuildBookMonths } from '../expenses/index.ts';
import { addEntry, categoriesOf } from '../expenses/expenses.fixtures.ts';
import { api, expectAnswer, ownerWithShop } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

const BOOKS = [
  { path: 'expenses', report: 'expense', table: 'expenses', categories: 'expense-categories' },
  { path: 'incomes', report: 'income', table: 'incomes', categories: 'income-categories' },
] as const;

const post = (f: ShopFixture, path: string, body: unknown, status: number): Promise<unknown> =>
  expectAnswer(t, f, 'POST', path, body, status);

/** The month summary of one shop in a stable order; a row holding nothing (all voided) is as good as none. */
async function snapshot(shopId: string): Promise<unknown> {
  const rows = await t.db
    .selectFrom('book_months')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('book')
    .orderBy('month')
    .orderBy('category_id')
    .execute();
  return rows.filter((r) => r.count !== 0 || r.amount !== 0n).map((r) => ({ ...r, amount: r.amount.toString() }));
}

async function rebuild(shopId: string | null): Promise<void> {
  await t.db.transaction().execute((trx) => rebuildBookMonths(trx, shopId));
}

/** Entries on every sixth day (the Free package's 100 expenses) from 2023-11-01 to today (2025-02-17), in each book's categories, some voided. */
async function history(f: ShopFixture): Promise<void> {
  let seed = 20231101;
  const rnd = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n;
  };
  const categories = {
    expenses: (await categoriesOf(t, f, 'expense-categories')).map((c) => c.id).slice(0, 4),
    incomes: (await categoriesOf(t, f, 'income-categories')).map((c) => c.id),
  };
  for (
    let day = new Date('2023-11-01T00:00:00Z');
    day <= new Date('2025-02-17T00:00:00Z');
    day = new Date(day.getTime() + 6 * 86_400_000)
  ) {
    const date = day.toISOString().slice(0, 10);
    for (const book of BOOKS) {
      const ids = categories[book.path];
      if (book.path === 'incomes' && rnd(2) === 0) continue;
      const entry = await addEntry(t, f, { categoryId: ids[rnd(ids.length)], amount: `${1 + rnd(500)}.${rnd(10)}0`, date }, book.path);
      if (rnd(5) === 0) await post(f, `/${book.path}/${entry.id}/void`, { reason: 'ভুল' }, 200);
    }
  }
}

/** A book's entries of from..to summed straight from the table: by category, by bucket (day or month), in all. */
async function direct(shopId: string, table: 'expenses' | 'incomes', from: string, to: string, bucket: 'day' | 'month') {
  const cut = bucket === 'day' ? sql`entry_date::text` : sql`to_char(entry_date, 'YYYY-MM')`;
  const { rows } = await sql<{ category_id: string; b: string; amount: string; n: number }>`
    SELECT category_id, ${cut} AS b, sum(amount)::text AS amount, count(*)::int AS n
    FROM ${sql.table(table)} WHERE shop_id = ${shopId} AND entry_date BETWEEN ${from}::date AND ${to}::date AND voided_at IS NULL
    GROUP BY 1, 2`.execute(t.db);
  const byCategory = new Map<string, bigint>();
  const byBucket = new Map<string, { amount: bigint; count: number }>();
  let total = 0n;
  let count = 0;
  for (const r of rows) {
    const amount = BigInt(r.amount);
    total += amount;
    count += r.n;
    byCategory.set(r.category_id, (byCategory.get(r.category_id) ?? 0n) + amount);
    const b = byBucket.get(r.b) ?? { amount: 0n, count: 0 };
    byBucket.set(r.b, { amount: b.amount + amount, count: b.count + r.n });
  }
  return { total, count, byCategory, byBucket };
}

describe('the cash books’ month summary', () => {
  let f: ShopFixture;
  let other: ShopFixture;

  beforeAll(async () => {
    t.clock.set('2025-02-17T05:00:00Z');
    f = await ownerWithShop(t);
    other = await ownerWithShop(t);
    await history(f);
    const [otherCategory] = await categoriesOf(t, other, 'expense-categories');
    await addEntry(t, other, { categoryId: otherCategory?.id, amount: '75', date: '2024-12-03' });
  });

  it('kept in each entry’s transaction = rebuilt from the entries (one shop, and every shop)', async () => {
    const kept = (await snapshot(f.shopId)) as { book: string; month: string }[];
    const keptOther = await snapshot(other.shopId);
    // both books, in many months of three calendar years
    expect(new Set(kept.map((r) => r.book))).toEqual(new Set(['expense', 'income']));
    expect(new Set(kept.map((r) => String(r.month).slice(0, 4)))).toEqual(new Set(['2023', '2024', '2025']));
    const voided = await t.db
      .selectFrom('expenses')
      .select('id')
      .where('shop_id', '=', f.shopId)
      .where('voided_at', 'is not', null)
      .executeTakeFirst();
    expect(voided).toBeDefined();

    await rebuild(f.shopId);
    expect(await snapshot(f.shopId)).toEqual(kept);
    expect(await snapshot(other.shopId)).toEqual(keptOther);
    await t.db.deleteFrom('book_months').execute();
    await rebuild(null);
    expect(await snapshot(f.shopId)).toEqual(kept);
    expect(await snapshot(other.shopId)).toEqual(keptOther);
  });

  it('the expense and income reports of any period equal the entries summed over it', async () => {
    t.clock.set('2025-02-17T08:00:00Z');
    const periods: [string, string][] = [
      ['2023-11-01', '2025-02-17'], // everything to today: a year whole, months, this month to today
      ['2024-02-18', '2025-02-17'], // the last 365 days
      ['2024-01-01', '2024-12-31'], // a year whole
      ['2023-11-15', '2024-03-20'], // across a new year, cutting both end months
      ['2024-03-02', '2024-06-29'], // months less a day at each end
      ['2024-05-01', '2024-08-31'], // whole months only
      ['2024-10-02', '2024-10-30'], // days (a series by day)
      ['2024-11-20', '2025-01-05'], // days across the new year
      ['2022-01-01', '2023-10-31'], // before anything
      ['2024-12-20', '2025-12-31'], // reaching past today
    ];
    for (const book of BOOKS) {
      for (const [from, to] of periods) {
        const label = `${book.report} ${from}..${to}`;
        const r = await api(t, f)('GET', `/reports/${book.report}?from=${from}&to=${to}`, undefined, 'en');
        expect(r.statusCode, r.body).toBe(200);
        const rep = r.json<BookReport>();
        const d = await direct(f.shopId, book.table, from, to, rep.bucket);
        expect(rep.bucket, label).toBe(new Date(to).getTime() - new Date(from).getTime() < 62 * 86_400_000 ? 'day' : 'month');
        expect({ total: rep.total, count: rep.count }, label).toEqual({ total: formatMoneyDecimal(d.total), count: d.count });
        const byCategory = Object.fromEntries(rep.byCategory.map((c) => [c.categoryId, c.amount]));
        expect(byCategory, label).toEqual(Object.fromEntries([...d.byCategory].map(([id, a]) => [id, formatMoneyDecimal(a)])));
        for (const row of rep.rows) {
          const b = d.byBucket.get(row.period) ?? { amount: 0n, count: 0 };
          expect({ amount: row.amount, count: row.count }, `${label} ${row.period}`).toEqual({
            amount: formatMoneyDecimal(b.amount),
            count: b.count,
          });
        }
        expect(
          rep.rows.reduce((n, row) => n + row.count, 0),
          label,
        ).toBe(d.count);
      }
    }
  });

  it('a burst of entries and voids in one month and category at once: none fails, none lost, kept = rebuilt', async () => {
    t.clock.set('2025-02-17T09:00:00Z');
    const g = await ownerWithShop(t);
    const [category] = await categoriesOf(t, g, 'expense-categories');
    const earlier = [];
    for (let i = 0; i < 6; i += 1) earlier.push(await addEntry(t, g, { categoryId: category?.id, amount: '10', date: '2025-02-10' }));
    const call = (path: string, body: unknown) => api(t, g)('POST', path, body, 'en');
    const answers = await Promise.all([
      ...Array.from({ length: 16 }, (_, i) =>
        call('/expenses', { id: ulid(), categoryId: category?.id, amount: `${i + 1}`, date: '2025-02-1' + String(i % 7) }),
      ),
      ...earlier.map((e) => call(`/expenses/${e.id}/void`, { reason: 'ভুল' })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(6).fill(200), ...Array(16).fill(201)]);
    const kept = await snapshot(g.shopId);
    expect(kept).toEqual([expect.objectContaining({ book: 'expense', month: '2025-02-01', amount: String(136n * 100n), count: 16 })]);
    await rebuild(g.shopId);
    expect(await snapshot(g.shopId)).toEqual(kept);
  });
});
