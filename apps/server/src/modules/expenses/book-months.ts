/**
 * The cash books' month summary (migration 0033, decision 0018): `book_months`, one row per shop,
 * book, month and category with the entries not voided and their sum — what the expense and
 * income reports read for a period's whole months (their ends come from the entries). Two ways in,
 * and they must agree (a test proves kept = rebuilt):
 *
 * - kept: an entry written adds itself to its month, a void takes it back, in the entry's own
 *   transaction (entries.service.ts), with `addBookMonth`;
 * - rebuilt: `rebuildBookMonths` from the entries (`npm run summaries:rebuild`, and right after
 *   migration 0033). `bookEntryRows` is the one definition of what an entry adds, for the rebuild
 *   and for the reports' ends.
 */
import { sql } from 'kysely';
import type { Insertable, RawBuilder } from 'kysely';
import { monthStartSql } from '../../platform/db/month-start.ts';
import { emptyForRebuild } from '../../platform/db/rebuild.ts';
import type { BookMonthsTable, Queryable } from '../../platform/db/schema.ts';
import { BOOKS } from './books.ts';
import type { Book } from './books.ts';

/** Adds one entry of `amount` on `day` to its month and category (a void: the amount negated, count −1). */
export async function addBookMonth(
  db: Queryable,
  book: Book,
  shopId: string,
  categoryId: string,
  day: string,
  amount: bigint,
  count: number,
): Promise<void> {
  const month = `${day.slice(0, 7)}-01`;
  const row: Insertable<BookMonthsTable> = { shop_id: shopId, book: book.kind, month, category_id: categoryId, amount, count };
  await db
    .insertInto('book_months')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'book', 'month', 'category_id'])
        .doUpdateSet({ amount: sql`book_months.amount + excluded.amount`, count: sql`book_months.count + excluded.count` }),
    )
    .execute();
}

/**
 * The entries of one book not voided, of one shop (or every shop) and dated within `range` (or
 * every date), as rows of (shop_id, category_id, month, amount, count): one row an entry, its
 * month the first day of its date's.
 */
export function bookEntryRows(book: Book, shopId: string | null, range: readonly [string, string] | null): RawBuilder<unknown> {
  const shop = shopId === null ? sql`true` : sql`shop_id = ${shopId}`;
  const dates = range === null ? sql`true` : sql`entry_date BETWEEN ${range[0]}::date AND ${range[1]}::date`;
  return sql`
    SELECT shop_id, category_id, ${monthStartSql('entry_date')} AS month, amount, 1 AS count
    FROM ${sql.table(book.entryTable)} WHERE ${shop} AND ${dates} AND voided_at IS NULL`;
}

/**
 * Rebuilds the month summary of one shop (or of every shop) from the entries, in the caller's
 * transaction, locked against writers first (EXCLUSIVE: reads go on).
 */
export async function rebuildBookMonths(trx: Queryable, shopId: string | null = null): Promise<void> {
  await emptyForRebuild(trx, ['book_months'], shopId);
  for (const book of BOOKS) {
    await sql`
      INSERT INTO book_months (shop_id, book, month, category_id, amount, count)
      SELECT shop_id, ${book.kind}, month, category_id, sum(amount), sum(count)
      FROM (${bookEntryRows(book, shopId, null)}) e GROUP BY shop_id, month, category_id
    `.execute(trx);
  }
}
