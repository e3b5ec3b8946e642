/**
 * The sales book and the purchase book (GET /sales, GET /purchases): filters, search, keyset
 * paging newest first by (date, id), and totals over every row of the filter. The conditions are
 * written once here over the invoice table aliased `i`, the same columns on both sides.
 */
import { formatInvoiceNumber, formatMoneyDecimal, toAsciiDigits } from '@dokani/core';
import type { TradeListQuery } from '@dokani/contracts';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { DATE_RE, ULID_RE, decodeCursor, pageOf } from '../../platform/cursor.ts';
import type { TradeSide, TradeTables } from './trade.types.ts';

export const DEFAULT_PAGE = 50;

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * q: an invoice number ("S-000012", "s12", "12"), or a prefix of any word of the contact's name,
 * or the start of the contact's mobile number ("01712…", "8801712…").
 */
function searchCondition(side: TradeSide, text: string): RawBuilder<boolean> | null {
  const q = toAsciiDigits(text.trim().normalize('NFC'));
  if (q === '') return null;
  const ors: RawBuilder<boolean>[] = [];
  const num = /^(?:([SsPp])-?)?(\d{1,9})$/.exec(q);
  if (num && (num[1] === undefined || num[1].toUpperCase() === side.prefix)) {
    ors.push(sql<boolean>`i.number = ${formatInvoiceNumber(side.prefix, BigInt(num[2] ?? '0'))}`);
  }
  const word = escapeLike(q.toLowerCase());
  ors.push(sql<boolean>`lower(i.contact_name) LIKE ${`${word}%`}`);
  ors.push(sql<boolean>`lower(i.contact_name) LIKE ${`% ${word}%`}`);
  const digits = q.replace(/[\s+-]/g, '');
  if (/^\d{3,15}$/.test(digits)) {
    const local = digits.startsWith('880') ? digits.slice(2) : digits;
    ors.push(sql<boolean>`i.contact_mobile LIKE ${`${local.startsWith('0') ? '+88' : '+880'}${local}%`}`);
  }
  return sql<boolean>`(${sql.join(ors, sql` OR `)})`;
}

/** The filter's conditions (without the cursor): they choose the rows of the page and of the totals. */
export function bookConditions(t: TradeTables, side: TradeSide, query: TradeListQuery): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  if (query.from) out.push(sql<boolean>`i.invoice_date >= ${query.from}::date`);
  if (query.to) out.push(sql<boolean>`i.invoice_date <= ${query.to}::date`);
  if (query.contactId) out.push(sql<boolean>`i.contact_id = ${query.contactId}`);
  if (query.status === 'completed' || query.status === 'void') out.push(sql<boolean>`i.status = ${query.status}`);
  if (query.stockShort) out.push(sql<boolean>`i.stock_short`);
  if (query.dueOnly) out.push(sql<boolean>`(i.status = 'completed' AND i.due > i.due_reduced)`);
  switch (query.payment) {
    case undefined:
      break;
    case 'due':
      out.push(sql<boolean>`i.due > 0`);
      break;
    case 'quick-sell':
      out.push(sql<boolean>`i.kind = 'quick'`);
      break;
    default:
      out.push(
        sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(t.payments)} p WHERE p.shop_id = i.shop_id AND p.invoice_id = i.id AND p.method = ${query.payment})`,
      );
  }
  const search = query.q ? searchCondition(side, query.q) : null;
  if (search) out.push(search);
  return out;
}

/** Rows after the cursor, newest first: (date, id) below the last row's. */
export function afterCursor(cursor: string): RawBuilder<boolean> {
  const [date, id] = decodeCursor(cursor, [DATE_RE, ULID_RE]);
  return sql<boolean>`(i.invoice_date, i.id COLLATE "C") < (${date}::date, ${id} COLLATE "C")`;
}

export const NEWEST_FIRST = [sql`i.invoice_date DESC`, sql`i.id COLLATE "C" DESC`] as const;

/** A page of a book, newest first: the next cursor is the last invoice's date and id. */
export const bookPageOf = <R extends { id: string; date: string }>(rows: readonly R[], limit: number) =>
  pageOf(rows, limit, (last) => [last.date, last.id]);

const completed = sql`i.status = 'completed'`;

/**
 * Totals of the filter: the money figures sum completed invoices only; void ones are counted apart.
 * `paid` is what was kept of the payments (less the change handed back); `due` what is still owed
 * on them; `profit` as each sale's answer has it (core of `saleProfit`).
 */
export function totalsSelection() {
  const sum = (expr: RawBuilder<unknown>) => sql<string>`coalesce(sum(${expr}) FILTER (WHERE ${completed}), 0)::text`;
  return [
    sql<number>`(count(*) FILTER (WHERE ${completed}))::int`.as('count'),
    sum(sql`i.total`).as('total'),
    sum(sql`i.paid - i.change_given`).as('paid'),
    sum(sql`i.due - i.due_reduced`).as('due'),
    sum(sql`i.returned_amount`).as('returned_amount'),
    sql<number>`(count(*) FILTER (WHERE i.status = 'void'))::int`.as('void_count'),
    // meaningful for sales only (a purchase has no revenue)
    sum(sql`i.total - i.vat - i.returned_amount + i.returned_vat - i.cost + i.returned_cost`).as('profit'),
  ];
}

export interface TotalsRow {
  count: number;
  total: string;
  paid: string;
  due: string;
  returned_amount: string;
  void_count: number;
  profit: string;
}

export function totalsOut(r: TotalsRow) {
  return {
    count: Number(r.count),
    total: formatMoneyDecimal(BigInt(r.total)),
    paid: formatMoneyDecimal(BigInt(r.paid)),
    due: formatMoneyDecimal(BigInt(r.due)),
    returnedAmount: formatMoneyDecimal(BigInt(r.returned_amount)),
    voidCount: Number(r.void_count),
  };
}
