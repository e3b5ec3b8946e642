/**
 * /reports/expense and /reports/income: a book's entries of a period, by category and over time.
 * One statement, summed in the database: a period of days from the entries on the book's date
 * index (expenses_date_idx / incomes_date_idx), a longer one from the month summary (book_months)
 * with its ends from the entries. Entries count on their entry date (the business date of
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
import { bookEntryRows, categoryName, categoryNames } from '../expenses/index.ts';
import type { Book } from '../expenses/index.ts';
import { bucketKey, bucketOf, bucketSql, bucketsOf } from './period.ts';
import type { ReportPeriod } from './period.ts';
import { summaryRows } from './summary-rows.ts';

/** A book's entries of from..to (not voided) as rows of category_id, day, amount and n (1 an entry). */
function entriesByDay(book: Book, shopId: string, from: string, to: string) {
  return sql`
    SELECT category_id, entry_date AS day, amount, 1 AS n
    FROM ${sql.table(book.entryTable)}
    WHERE shop_id = ${shopId} AND entry_date BETWEEN ${from}::date AND ${to}::date AND voided_at IS NULL`;
}

/**
 * A book's entries of a period as rows of category_id, month (as `day`), amount and n, some taken
 * away (negated): its whole months (and years, as their months) from `book_months`, its ends from
 * the entries (`bookEntryRows`).
 */
function entriesByMonth(book: Book, shopId: string, period: ReportPeriod) {
  // no year rows: the series is by month, and the period's whole months are one range
  const parts = summaryRows(period, 'category_id, month', ['amount', 'count'], {
    days: (range) => sql`(${bookEntryRows(book, shopId, range)}) e`,
    months: ([a, b]) => sql`book_months WHERE shop_id = ${shopId} AND book = ${book.kind} AND month BETWEEN ${a}::date AND ${b}::date`,
  });
  return sql`SELECT category_id, month AS day, amount, count AS n FROM (${sql.join(parts, sql` UNION ALL `)}) u`;
}

/** Category amounts → named amounts, largest first (then by name). */
function rankCategories(amounts: Iterable<[string, bigint]>, names: Map<string, string>): ReportCategoryAmount[] {
  return [...amounts]
    .map(([categoryId, amount]) => ({ categoryId, name: names.get(categoryId) ?? '', amount }))
    .sort((x, y) => (x.amount === y.amount ? compareNames(x.name, y.name) : x.amount > y.amount ? -1 : 1))
    .map((c) => ({ ...c, amount: formatMoneyDecimal(c.amount) }));
}

/** [category id, Σ amount] pairs of one book → named amounts, largest first (then by name). */
export async function namedCategories(
  db: Queryable,
  book: Book,
  shopId: string,
  pairs: readonly [string, string][],
  lang: Language,
): Promise<ReportCategoryAmount[]> {
  const names = await categoryNames(
    db,
    book,
    shopId,
    pairs.map(([id]) => id),
    lang,
  );
  return rankCategories(
    pairs.map(([id, amount]) => [id, BigInt(amount)]),
    names,
  );
}

/** Σ of a book's entries (not voided) per bucket of from..to (`bucket` null: one entry under ''). */
export async function bookSums(
  db: Queryable,
  book: Book,
  shopId: string,
  from: string,
  to: string,
  bucket: ReportBucket | null,
): Promise<Map<string, bigint>> {
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

/**
 * The expense or income report of from..to (`today`: the shop's). A series by day reads the
 * entries (at most REPORT_DAY_BUCKET_MAX days of them); a series by month reads the period's whole
 * months from the month summary (`book_months`) and its ends from the entries, split as every
 * summary the reports read (`summaryRows`) — three years are ~36 rows a category, not every entry.
 */
export async function bookReport(db: Queryable, book: Book, shopId: string, period: ReportPeriod, lang: Language): Promise<BookReport> {
  const { from, to } = period;
  const bucket = bucketOf(from, to);
  // One pass: the sums by category and by bucket (GROUPING SETS: categories + buckets rows, not
  // their product), added up here in all. A category or bucket with no entry left is no row.
  const source = bucket === 'day' ? entriesByDay(book, shopId, from, to) : entriesByMonth(book, shopId, period);
  // The categories' own names and default keys come with their sums (no second round trip).
  const { rows } = await sql<{
    category_id: string | null;
    day: string | null;
    amount: string;
    n: number;
    name: string | null;
    default_key: string | null;
  }>`
    SELECT g.category_id, g.day::text AS day, g.amount::text AS amount, g.n::int AS n, c.name, c.default_key
    FROM (
      SELECT category_id, day, sum(amount) AS amount, sum(n) AS n
      FROM (${source}) s
      GROUP BY GROUPING SETS ((category_id), (day))
      HAVING sum(n) <> 0
    ) g
    LEFT JOIN ${sql.table(book.categoryTable)} c ON c.shop_id = ${shopId} AND c.id = g.category_id
  `.execute(db);
  let total = 0n;
  let count = 0;
  const categories = new Map<string, bigint>();
  const names = new Map<string, string>();
  const periods = new Map<string, { amount: bigint; count: number }>();
  for (const r of rows) {
    const amount = BigInt(r.amount);
    if (r.category_id !== null) {
      categories.set(r.category_id, amount);
      names.set(r.category_id, categoryName(book, r, lang));
    } else if (r.day !== null) {
      total += amount;
      count += r.n;
      periods.set(bucketKey(r.day, bucket), { amount, count: r.n });
    }
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
