/**
 * /reports/expense and /reports/income: a book's entries of a period, by category and over time.
 * One statement, summed in the database, filtered by shop_id on the book's date index
 * (expenses_date_idx / incomes_date_idx). Entries count on their entry date (the business date of
 * when they happened, in the shop's timezone); voided entries do not count at all, as in the
 * overview.
 *
 * The series is by day up to REPORT_DAY_BUCKET_MAX days, by month beyond, every bucket present
 * (zeros too), oldest first. The categories are named as the book names them (a default one from
 * i18n in the caller's language, unless renamed), largest first. Both add up to `total`.
 */
import { compareNames, formatMoneyDecimal } from '@dokani/core';
import type { BookReport, ReportBucket, ReportCategoryAmount } from '@dokani/contracts';
import { sql } from 'kysely';
import { PLAN_PER_RUN } from '../../platform/db/prepared.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { Language } from '../../platform/i18n.ts';
import { categoryName, categoryNames } from '../expenses/index.ts';
import type { Book } from '../expenses/index.ts';
import { bucketKey, bucketOf, bucketSql, bucketsOf, monthStartSql } from './period.ts';

/** Category amounts → named amounts, largest first (then by name). */
function rankCategories(amounts: Iterable<[string, bigint]>, names: Map<string, string>): ReportCategoryAmount[] {
  return [...amounts]
    .map(([categoryId, amount]) => ({ categoryId, name: names.get(categoryId) ?? '', amount }))
    .sort((x, y) => (x.amount === y.amount ? compareNames(x.name, y.name) : x.amount > y.amount ? -1 : 1))
    .map((c) => ({ ...c, amount: formatMoneyDecimal(c.amount) }));
}

/** [category id, Σ amount] pairs of one book → named amounts, largest first (then by name). */
export async function namedCategories(db: Queryable, book: Book, shopId: string, pairs: readonly [string, string][], lang: Language): Promise<ReportCategoryAmount[]> {
  const names = await categoryNames(db, book, shopId, pairs.map(([id]) => id), lang);
  return rankCategories(pairs.map(([id, amount]) => [id, BigInt(amount)]), names);
}

/** Σ of a book's entries (not voided) per bucket of from..to (`bucket` null: one entry under ''). */
export async function bookSums(db: Queryable, book: Book, shopId: string, from: string, to: string, bucket: ReportBucket | null): Promise<Map<string, bigint>> {
  const { group, label } = bucketSql('entry_date', bucket);
  const { rows } = await sql<{ period: string; amount: string }>`
    SELECT ${label} AS period, amount::text AS amount
    FROM (
      SELECT ${group} AS b, sum(amount) AS amount
      FROM ${sql.table(book.entryTable)}
      WHERE shop_id = ${shopId} AND entry_date BETWEEN ${from}::date AND ${to}::date AND voided_at IS NULL
      GROUP BY 1
    ) g
  ${PLAN_PER_RUN}`.execute(db);
  return new Map(rows.map((r) => [r.period, BigInt(r.amount)]));
}

export async function bookReport(db: Queryable, book: Book, shopId: string, from: string, to: string, lang: Language): Promise<BookReport> {
  const bucket = bucketOf(from, to);
  // One pass: the sums per category and bucket (at most categories × buckets rows), added up here
  // by category, by bucket and in all — a fraction of summing the entries three times over.
  const day = bucket === 'day' ? sql`entry_date` : monthStartSql('entry_date');
  // The categories' own names and default keys come with the sums (no second round trip).
  const { rows } = await sql<{ category_id: string; day: string; amount: string; n: number; name: string | null; default_key: string | null }>`
    SELECT g.category_id, g.day::text AS day, g.amount::text AS amount, g.n, c.name, c.default_key
    FROM (
      SELECT category_id, ${day} AS day, sum(amount) AS amount, count(*)::int AS n
      FROM ${sql.table(book.entryTable)}
      WHERE shop_id = ${shopId} AND entry_date BETWEEN ${from}::date AND ${to}::date AND voided_at IS NULL
      GROUP BY 1, 2
    ) g
    JOIN ${sql.table(book.categoryTable)} c ON c.shop_id = ${shopId} AND c.id = g.category_id
  `.execute(db);
  let total = 0n;
  let count = 0;
  const categories = new Map<string, bigint>();
  const names = new Map<string, string>();
  const periods = new Map<string, { amount: bigint; count: number }>();
  for (const r of rows) {
    const amount = BigInt(r.amount);
    total += amount;
    count += r.n;
    categories.set(r.category_id, (categories.get(r.category_id) ?? 0n) + amount);
    if (!names.has(r.category_id)) names.set(r.category_id, categoryName(book, r, lang));
    const key = bucketKey(r.day, bucket);
    const p = periods.get(key) ?? { amount: 0n, count: 0 };
    periods.set(key, { amount: p.amount + amount, count: p.count + r.n });
  }
  const byCategory = rankCategories(categories, names);
  return {
    from,
    to,
    bucket,
    total: formatMoneyDecimal(total),
    count,
    byCategory,
    rows: bucketsOf(from, to, bucket).map((period) => {
      const p = periods.get(period);
      return { period, amount: formatMoneyDecimal(p?.amount ?? 0n), count: p?.count ?? 0 };
    }),
  };
}
