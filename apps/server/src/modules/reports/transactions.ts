/**
 * /reports/transactions: every movement of money of a period, newest first (date, then the instant
 * it was recorded, then the movement id), a page at a time, with the totals of the whole filter.
 * Read live from the ledgers, one statement per page (so the page and its totals are one
 * snapshot), every source filtered by shop_id on a date index. The page is each kind's newest
 * `limit + 1` after the cursor (a keyset walk down its index: sales_money_idx and its purchase
 * twin, sales_void_idx, sale_returns_date_idx, due_entries_money_idx, expenses_date_idx,
 * incomes_date_idx), merged and cut; the payments, invoices and contacts joined to those rows only
 * on their primary keys. The totals are summary rows of the period, not a sum over every movement:
 * the trade's money from `trade_months` and `trade_days` (paid and paid items, refunds, per side: kept by every
 * posting, return and void, modules/trade/summaries.ts) and the rest from `money_days`
 * (modules/money); both rebuilt from the ledgers by these same definitions. Indexes: migration 0011.
 *
 * What counts as money, and on which date (decision 0004: each event on its own business date):
 * - sale / purchase: the payments of an invoice on its date, one item per payment method (id
 *   `sale:<invoice id>:<first seq of that method>`), the change handed back taken off the cash
 *   one — so the items are the money the shop kept (or paid), as the books' `totals.paid` has it.
 *   An invoice paid nothing at the counter has no item; what is paid later is in the due book.
 * - sale-refund / purchase-refund of a return: the part of the return that was paid back
 *   (`refunded`; the rest only lowered the invoice's due), on the return date (id
 *   `<kind>:<return id>`).
 * - sale-refund / purchase-refund of a void: a void reverses the due still standing on the invoice
 *   (a product due entry, not money) and undoes the rest of the invoice, so what was paid for that
 *   rest goes back. The void writes no refund row (trade/adjust-invoice.ts), so the amount is
 *   derived from the invoice: (total − returned) − (due − due reduced by returns), which is what
 *   was kept at the counter less what the returns refunded; on the void date, at the void's
 *   instant (id `<kind>:<invoice id>:void`). The money of a void invoice thus adds up to 0, as its
 *   figures do in the overview, where the void undoes the invoice on its void date.
 * - due-received / due-given: the due book's `money` entries (a `product` entry is goods on credit,
 *   and every entry an invoice, return or void writes is a product one). A reversal is an entry of
 *   its own, counted on its own date the other way.
 * - expense / income: the entries not voided, on their entry date (a voided entry never moved
 *   money: it is left out of every report).
 */
import { formatMoneyDecimal } from '@dokani/core';
import { TRANSACTION_KINDS } from '@dokani/contracts';
import type { TransactionItem, TransactionKind, Transactions, TransactionsQuery } from '@dokani/contracts';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';
import type { Language } from '../../platform/i18n.ts';
import { DATE_RE, decodeCursor, INSTANT_RE, pageOf } from '../../platform/cursor.ts';
import { EXPENSES, INCOMES, categoryNames } from '../expenses/index.ts';
import { MONEY_DIRECTION } from '../money/index.ts';
import { TRADE_TABLES } from '../trade/index.ts';
import type { ReportPeriod } from './period.ts';
import { tradeRowsOf } from './trade-reports.ts';
import type { MoneyKind } from '../money/index.ts';

/** Where the totals of the trade's kinds of movement are kept: trade summary columns of a side. */
const TRADE_MONEY = {
  sale: { side: 'sale', amount: 'paid', count: 'paid_items', direction: 'in' },
  'sale-refund': { side: 'sale', amount: 'refunded', count: 'refund_count', direction: 'out' },
  purchase: { side: 'purchase', amount: 'paid', count: 'paid_items', direction: 'out' },
  'purchase-refund': { side: 'purchase', amount: 'refunded', count: 'refund_count', direction: 'in' },
} as const;

const MOVEMENT_ID_RE = /^[a-z-]{4,20}:[0-9A-HJKMNP-TV-Z]{26}(?::(?:\d{1,9}|void))?$/;

interface Period {
  shopId: string;
  from: string;
  to: string;
}

/** The page's key (date, instant, movement id) of the last item of the previous page. */
interface After {
  date: string;
  at: string;
  id: string;
}

/**
 * The movements of one kind that can be on the page, as rows of (kind, direction, date,
 * occurred_at, id, amount, method, party, ref_type, ref_id, ref_number, category_id): the kind's
 * newest `n` after the cursor, in the page's order (date, instant, id in byte order), read down its
 * date index and cut there — the page then merges the kinds' few rows and cuts them again, instead
 * of sorting every movement of the period. Names (party, invoice number) are joined to these rows
 * only. Every column is typed in every source, so the union needs no guessing. The party of an
 * invoice's movement is the name on the invoice; of a due entry, the contact's name; of an expense
 * or income, its category (named after the query).
 */
function pageSource(kind: TransactionKind, p: Period, after: After | null, n: number): RawBuilder<unknown>[] {
  const { shopId, from, to } = p;
  const range = (col: string) => sql`${sql.ref(col)} BETWEEN ${from}::date AND ${to}::date`;
  // After the cursor in the page's order; the date bound on its own too, so that the date index is
  // read from the cursor's day down.
  const past = (date: string, at: string, id: RawBuilder<unknown>) =>
    after
      ? sql`${sql.ref(date)} <= ${after.date}::date AND (${sql.ref(date)}, ${sql.ref(at)}, ${id} COLLATE "C") < (${after.date}::date, ${after.at}::timestamptz, ${after.id} COLLATE "C")`
      : sql`true`;
  const newest = (date: string, at: string, id: string, count: number) =>
    sql`ORDER BY ${sql.ref(date)} DESC, ${sql.ref(at)} DESC, ${sql.ref(id)} COLLATE "C" DESC LIMIT ${count}`;
  const prefixed = (col: string) => sql`${`${kind}:`}::text || ${sql.ref(col)}`;
  switch (kind) {
    case 'sale':
    case 'purchase': {
      const s = TRADE_TABLES[kind];
      const direction = kind === 'sale' ? 'in' : 'out';
      // The newest invoices with money kept (paid > change: each has at least one item), then
      // their items, one per payment method. An item's id is `<kind>:<invoice id>:<seq>` and
      // invoice ids are ULIDs, all of one length, so the items come in their invoices' order, and
      // an invoice whose `<kind>:<invoice id>` is before the cursor has all its items before it,
      // but the cursor's own invoice: n + 1 invoices hold the n items (the page's filter on the
      // items, in transactions(), leaves out what is not after the cursor).
      return [
        sql`
          SELECT ${kind}::text AS kind, ${direction}::text AS direction, i.date, i.occurred_at,
                 ${`${kind}:`}::text || i.id || ':' || pay.seq AS id, pay.amount, pay.method::text AS method, i.party,
                 ${kind}::text AS ref_type, i.id AS ref_id, i.number::text AS ref_number, NULL::text AS category_id
          FROM (
            SELECT i.id, i.number, i.invoice_date AS date, i.occurred_at, i.contact_name::text AS party, i.change_given
            FROM ${sql.table(s.invoices)} i
            WHERE i.shop_id = ${shopId} AND ${range('i.invoice_date')} AND i.paid > i.change_given AND ${past('i.invoice_date', 'i.occurred_at', prefixed('i.id'))}
            ${newest('i.invoice_date', 'i.occurred_at', 'i.id', n + 1)}
          ) i
          CROSS JOIN LATERAL (
            SELECT min(pay.seq) AS seq, pay.method, (sum(pay.amount) - CASE WHEN pay.method = 'cash' THEN i.change_given ELSE 0 END)::bigint AS amount
            FROM ${sql.table(s.payments)} pay
            WHERE pay.shop_id = ${shopId} AND pay.invoice_id = i.id
            GROUP BY pay.method
          ) pay
          WHERE pay.amount > 0`,
      ];
    }
    case 'sale-refund':
    case 'purchase-refund': {
      const side = kind === 'sale-refund' ? 'sale' : 'purchase';
      const s = TRADE_TABLES[side];
      const direction = side === 'sale' ? 'out' : 'in';
      const handedBack = sql`(i.total - i.returned_amount) - (i.due - i.due_reduced)`;
      return [
        sql`
          SELECT ${kind}::text AS kind, ${direction}::text AS direction, r.return_date AS date, r.occurred_at,
                 ${`${kind}:`}::text || r.id AS id, r.refunded AS amount, NULL::text AS method, i.contact_name::text AS party,
                 ${side}::text AS ref_type, i.id AS ref_id, i.number::text AS ref_number, NULL::text AS category_id
          FROM (
            SELECT r.* FROM ${sql.table(s.returns)} r
            WHERE r.shop_id = ${shopId} AND ${range('r.return_date')} AND r.refunded > 0 AND ${past('r.return_date', 'r.occurred_at', prefixed('r.id'))}
            ${newest('r.return_date', 'r.occurred_at', 'r.id', n)}
          ) r
          JOIN ${sql.table(s.invoices)} i ON i.shop_id = r.shop_id AND i.id = r.invoice_id`,
        sql`
          SELECT ${kind}::text AS kind, ${direction}::text AS direction, i.void_date AS date, i.voided_at AS occurred_at,
                 ${`${kind}:`}::text || i.id || ':void' AS id, ${handedBack} AS amount, NULL::text AS method, i.contact_name::text AS party,
                 ${side}::text AS ref_type, i.id AS ref_id, i.number::text AS ref_number, NULL::text AS category_id
          FROM ${sql.table(s.invoices)} i
          WHERE i.shop_id = ${shopId} AND i.void_date IS NOT NULL AND ${range('i.void_date')} AND ${handedBack} > 0
            AND ${past('i.void_date', 'i.voided_at', sql`${`${kind}:`}::text || i.id || ':void'`)}
          ${newest('i.void_date', 'i.voided_at', 'i.id', n)}`,
      ];
    }
    case 'due-received':
    case 'due-given': {
      const direction = kind === 'due-received' ? 'received' : 'given';
      return [
        sql`
          SELECT ${kind}::text AS kind, ${kind === 'due-received' ? 'in' : 'out'}::text AS direction, e.entry_date AS date, e.occurred_at,
                 ${`${kind}:`}::text || e.id AS id, e.amount, NULL::text AS method, c.name::text AS party,
                 'due'::text AS ref_type, e.id AS ref_id, NULL::text AS ref_number, NULL::text AS category_id
          FROM (
            SELECT e.* FROM due_entries e
            WHERE e.shop_id = ${shopId} AND ${range('e.entry_date')} AND e.due_type = 'money' AND e.direction = ${direction}
              AND ${past('e.entry_date', 'e.occurred_at', prefixed('e.id'))}
            ${newest('e.entry_date', 'e.occurred_at', 'e.id', n)}
          ) e
          JOIN contacts c ON c.shop_id = e.shop_id AND c.id = e.contact_id`,
      ];
    }
    case 'expense':
    case 'income': {
      const book = kind === 'expense' ? EXPENSES : INCOMES;
      return [
        sql`
          SELECT ${kind}::text AS kind, ${kind === 'expense' ? 'out' : 'in'}::text AS direction, x.entry_date AS date, x.occurred_at,
                 ${`${kind}:`}::text || x.id AS id, x.amount, NULL::text AS method, NULL::text AS party,
                 ${kind}::text AS ref_type, x.id AS ref_id, NULL::text AS ref_number, x.category_id::text AS category_id
          FROM ${sql.table(book.entryTable)} x
          WHERE x.shop_id = ${shopId} AND ${range('x.entry_date')} AND x.voided_at IS NULL AND ${past('x.entry_date', 'x.occurred_at', prefixed('x.id'))}
          ${newest('x.entry_date', 'x.occurred_at', 'x.id', n)}`,
      ];
    }
  }
}

interface Row {
  total_in: string;
  total_out: string;
  total_count: number;
  kind: TransactionKind | null;
  direction: 'in' | 'out';
  date: string;
  occurred_at: Date;
  id: string;
  amount: bigint;
  method: string | null;
  party: string | null;
  ref_type: TransactionItem['reference']['type'];
  ref_id: string;
  ref_number: string | null;
  category_id: string | null;
}

export async function transactions(
  db: Queryable,
  shopId: string,
  range: ReportPeriod,
  query: TransactionsQuery,
  lang: Language,
): Promise<Transactions> {
  const { from, to } = range;
  const { limit } = query;
  const kinds = query.kind ? [query.kind] : TRANSACTION_KINDS;
  const period = { shopId, from, to };
  let after: After | null = null;
  if (query.cursor) {
    const [date, at, id] = decodeCursor(query.cursor, [DATE_RE, INSTANT_RE, MOVEMENT_ID_RE]);
    after = { date: date as string, at: at as string, id: id as string };
  }
  // Each kind's newest limit + 1 after the cursor, merged; the one more tells a next page.
  const candidates = sql.join(
    kinds.flatMap((k) => pageSource(k, period, after, limit + 1)).map((q) => sql`(${q})`),
    sql` UNION ALL `,
  );
  const isAfter = after
    ? sql`(m.date, m.occurred_at, m.id COLLATE "C") < (${after.date}::date, ${after.at}::timestamptz, ${after.id} COLLATE "C")`
    : sql`true`;
  // The totals: the trade's money from the trade summary (paid and refunds, per side) in one pass
  // over the period's rows of the sides asked for — whole months from trade_months, the ends from
  // trade_days (tradeRowsOf) —, the rest from money_days' day rows: summary rows of the period,
  // not every movement. Each part answers one row of (amount_in, amount_out, n).
  const parts: RawBuilder<unknown>[] = [];
  const tradeMoney: Partial<Record<TransactionKind, (typeof TRADE_MONEY)[keyof typeof TRADE_MONEY]>> = TRADE_MONEY;
  const trades = kinds.flatMap((k) => tradeMoney[k] ?? []);
  if (trades.length > 0) {
    const of = (t: (typeof trades)[number], column: string) => sql`CASE WHEN side = ${t.side} THEN ${sql.ref(column)} ELSE 0 END`;
    const added = (ts: typeof trades, column: (t: (typeof trades)[number]) => string) =>
      ts.length === 0
        ? sql`0`
        : sql.join(
            ts.map((t) => of(t, column(t))),
            sql` + `,
          );
    const sides = [...new Set(trades.map((t) => t.side))];
    parts.push(sql`
      SELECT sum(${added(
        trades.filter((t) => t.direction === 'in'),
        (t) => t.amount,
      )}) AS amount_in,
             sum(${added(
               trades.filter((t) => t.direction === 'out'),
               (t) => t.amount,
             )}) AS amount_out,
             sum(${added(trades, (t) => t.count)}) AS n
      FROM (${tradeRowsOf(shopId, sides, range, [...new Set(trades.flatMap((t) => [t.amount, t.count]))], false)}) rows`);
  }
  const other = (kinds as readonly TransactionKind[]).filter((k): k is MoneyKind => k in MONEY_DIRECTION);
  if (other.length > 0) {
    const ins = other.filter((k) => MONEY_DIRECTION[k] === 'in');
    const isIn = ins.length === 0 ? sql`false` : sql`kind IN (${sql.join(ins)})`;
    parts.push(sql`
      SELECT sum(amount) FILTER (WHERE ${isIn}) AS amount_in, sum(amount) FILTER (WHERE NOT ${isIn}) AS amount_out, sum(count) AS n
      FROM money_days WHERE shop_id = ${shopId} AND day BETWEEN ${from}::date AND ${to}::date AND kind IN (${sql.join(other)})`);
  }
  // The totals row always comes back; with an empty page its movement columns are null.
  const { rows } = await sql<Row>`
    WITH t AS (
      SELECT coalesce(sum(amount_in), 0)::text AS total_in,
             coalesce(sum(amount_out), 0)::text AS total_out,
             coalesce(sum(n), 0)::int AS total_count
      FROM (${sql.join(parts, sql` UNION ALL `)}) k
    )
    SELECT t.*, p.*
    FROM t
    LEFT JOIN LATERAL (
      SELECT * FROM (${candidates}) m WHERE ${isAfter} ORDER BY m.date DESC, m.occurred_at DESC, m.id COLLATE "C" DESC LIMIT ${limit + 1}
    ) p ON true
    ORDER BY p.date DESC, p.occurred_at DESC, p.id COLLATE "C" DESC
  `.execute(db);
  const head = rows[0];
  if (!head) throw new Error('transactions: no row');
  const items = rows.filter((r) => r.kind !== null);
  const { page, nextCursor } = pageOf(items, limit, (last) => [last.date, last.occurred_at.toISOString(), last.id]);

  const [expenseNames, incomeNames] = await Promise.all([
    categoryNames(
      db,
      EXPENSES,
      shopId,
      page.flatMap((r) => (r.kind === 'expense' && r.category_id ? [r.category_id] : [])),
      lang,
    ),
    categoryNames(
      db,
      INCOMES,
      shopId,
      page.flatMap((r) => (r.kind === 'income' && r.category_id ? [r.category_id] : [])),
      lang,
    ),
  ]);
  const partyOf = (r: Row): string | null => {
    if (r.category_id === null) return r.party;
    return (r.kind === 'expense' ? expenseNames : incomeNames).get(r.category_id) ?? null;
  };

  const totalIn = BigInt(head.total_in);
  const totalOut = BigInt(head.total_out);
  return {
    from,
    to,
    totals: {
      in: formatMoneyDecimal(totalIn),
      out: formatMoneyDecimal(totalOut),
      net: formatMoneyDecimal(totalIn - totalOut),
      count: head.total_count,
    },
    items: page.map((r) => ({
      id: r.id,
      kind: r.kind as TransactionKind,
      direction: r.direction,
      date: r.date,
      occurredAt: r.occurred_at.toISOString(),
      amount: formatMoneyDecimal(r.amount),
      method: r.method,
      party: partyOf(r),
      reference: { type: r.ref_type, id: r.ref_id, number: r.ref_number },
    })),
    nextCursor,
  };
}
