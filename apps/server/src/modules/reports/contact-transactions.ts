/**
 * A contact's full history (GET /contacts/{id}/transactions; docs/PRODUCT.md "Contacts and the due
 * book"): read live from the ledgers, newest first. For a customer its sales, their returns and
 * voids; for a supplier its purchases, returns and voids; for an employee the sales and purchases
 * they made and the expenses paid to them (salary); for anyone the due-book entries that are not
 * part of an invoice (an invoice's own due entries show as that invoice's `dueChange`).
 *
 * Order and balance: events are listed in the order they were recorded (`created_at`, the same
 * instant as the due entries they wrote, decision 0004), and each carries the contact's due balance
 * right after it: the balance of the last due entry of the contact recorded at or before it. So the
 * balances read down the list as the due book has them, and a fully paid sale shows the balance it
 * left unchanged. Keyset pages on (recorded at, kind, id).
 */
import { formatMoneyDecimal } from '@dokani/core';
import type { ContactTransaction, ContactTransactionKind } from '@dokani/contracts';
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Language } from '../../platform/i18n.ts';
import { ANY_RE, ULID_RE, decodeCursor, pageOf } from '../../platform/cursor.ts';
import { TRADE_TABLES } from '../trade/index.ts';
import { EXPENSES, categoryNames } from '../expenses/index.ts';

export const CONTACT_TRANSACTIONS_PAGE = 30;

interface Row {
  kind: ContactTransactionKind;
  ref_id: string;
  invoice_id: string | null;
  number: string | null;
  date: string;
  at: Date;
  amount: string;
  cash: string | null;
  void: boolean;
  note: string | null;
  direction: 'given' | 'received' | null;
  due_type: 'product' | 'money' | null;
  category_id: string | null;
  due_change: string;
  balance_after: string;
}

/** The due entries an invoice writes are shown as part of it, not as entries of their own. */
const INVOICE_REFS = sql.join(['sale', 'sale-return', 'sale-void', 'purchase', 'purchase-return', 'purchase-void'].map((k) => sql`${k}`));

/** One side's invoices, their returns and voids for the contact (the invoices' contact_id). */
function invoiceEvents(side: 'sale' | 'purchase', shopId: string, contactId: string) {
  const t = sql.table(TRADE_TABLES[side].invoices);
  const returns = sql.table(TRADE_TABLES[side].returns);
  return sql`
    SELECT ${side}::text AS kind, i.id AS ref_id, i.id AS invoice_id, i.number::text AS number, i.invoice_date::text AS date, i.created_at AS at,
           i.total AS amount, (i.paid - i.change_given) AS cash, (i.status = 'void') AS void, i.note AS note,
           NULL::text AS direction, NULL::text AS due_type, NULL::text AS category_id, NULL::bigint AS own_change, NULL::bigint AS own_balance
    FROM ${t} i WHERE i.shop_id = ${shopId} AND i.contact_id = ${contactId}
    UNION ALL
    SELECT ${`${side}-return`}::text, r.id, r.invoice_id, i.number::text, r.return_date::text, r.created_at,
           r.amount, r.refunded, false, r.note, NULL, NULL, NULL, NULL, NULL
    FROM ${returns} r JOIN ${t} i ON i.shop_id = r.shop_id AND i.id = r.invoice_id
    WHERE r.shop_id = ${shopId} AND i.contact_id = ${contactId}
    UNION ALL
    SELECT ${`${side}-void`}::text, i.id, i.id, i.number::text, i.void_date::text, i.voided_at,
           i.total - i.returned_amount, NULL, false, i.void_reason, NULL, NULL, NULL, NULL, NULL
    FROM ${t} i WHERE i.shop_id = ${shopId} AND i.contact_id = ${contactId} AND i.voided_at IS NOT NULL`;
}

/** The invoices an employee made (their own balance does not move with them). */
function employeeEvents(side: 'sale' | 'purchase', shopId: string, contactId: string) {
  const t = sql.table(TRADE_TABLES[side].invoices);
  return sql`
    SELECT ${`employee-${side}`}::text, i.id, i.id, i.number::text, i.invoice_date::text, i.created_at,
           i.total, NULL::bigint, (i.status = 'void'), NULL::text, NULL, NULL, NULL, NULL, NULL
    FROM ${t} i WHERE i.shop_id = ${shopId} AND i.employee_id = ${contactId}`;
}

export async function contactTransactions(
  db: Queryable,
  shopId: string,
  contactId: string,
  query: { limit?: number | undefined; cursor?: string | undefined },
  lang: Language,
): Promise<{ items: ContactTransaction[]; nextCursor: string | null }> {
  const contact = await db.selectFrom('contacts').select('id').where('shop_id', '=', shopId).where('id', '=', contactId).executeTakeFirst();
  if (!contact) throw new AppError('NOT_FOUND');
  const limit = query.limit ?? CONTACT_TRANSACTIONS_PAGE;
  let after = sql<boolean>`true`;
  if (query.cursor) {
    const [at, kind, id] = decodeCursor(query.cursor, [ANY_RE, /^[a-z-]{1,20}$/, ULID_RE]);
    const when = new Date(at ?? '');
    if (Number.isNaN(when.getTime())) throw new AppError('VALIDATION_FAILED', { cursor: 'validation.invalid' });
    after = sql<boolean>`(ev.at, ev.kind, ev.ref_id) < (${when}::timestamptz, ${kind}::text, ${id}::text)`;
  }
  const { rows } = await sql<Row>`
    WITH ev AS (
      ${invoiceEvents('sale', shopId, contactId)}
      UNION ALL
      ${invoiceEvents('purchase', shopId, contactId)}
      UNION ALL
      ${employeeEvents('sale', shopId, contactId)}
      UNION ALL
      ${employeeEvents('purchase', shopId, contactId)}
      UNION ALL
      SELECT 'expense'::text, e.id, NULL::text, NULL::text, e.entry_date::text, e.created_at,
             e.amount, NULL::bigint, (e.voided_at IS NOT NULL), e.note, NULL, NULL, e.category_id, NULL, NULL
      FROM expenses e WHERE e.shop_id = ${shopId} AND e.employee_id = ${contactId}
      UNION ALL
      SELECT 'due'::text, d.id, NULL::text, NULL::text, d.entry_date::text, d.created_at,
             d.amount, NULL::bigint, false, d.note, d.direction, d.due_type, NULL,
             CASE WHEN d.direction = 'given' THEN d.amount ELSE -d.amount END, d.balance_after
      FROM due_entries d
      WHERE d.shop_id = ${shopId} AND d.contact_id = ${contactId} AND (d.ref_type IS NULL OR d.ref_type NOT IN (${INVOICE_REFS}))
    )
    SELECT ev.kind, ev.ref_id, ev.invoice_id, ev.number, ev.date, ev.at, ev.amount::text AS amount, ev.cash::text AS cash, ev.void, ev.note,
           ev.direction, ev.due_type, ev.category_id,
           coalesce(ev.own_change, (
             SELECT sum(CASE WHEN d.direction = 'given' THEN d.amount ELSE -d.amount END) FROM due_entries d
             WHERE d.shop_id = ${shopId} AND d.contact_id = ${contactId} AND d.ref_type = ev.kind AND d.ref_id = ev.invoice_id AND d.created_at = ev.at
           ), 0)::text AS due_change,
           coalesce(ev.own_balance, (
             SELECT d.balance_after FROM due_entries d
             WHERE d.shop_id = ${shopId} AND d.contact_id = ${contactId} AND d.created_at <= ev.at
             ORDER BY d.seq DESC LIMIT 1
           ), 0)::text AS balance_after
    FROM ev
    WHERE ${after}
    ORDER BY ev.at DESC, ev.kind DESC, ev.ref_id DESC
    LIMIT ${limit + 1}
  `.execute(db);
  const { page, nextCursor } = pageOf(rows, limit, (last) => [last.at.toISOString(), last.kind, last.ref_id]);
  const names = await categoryNames(
    db,
    EXPENSES,
    shopId,
    page.flatMap((r) => (r.category_id ? [r.category_id] : [])),
    lang,
  );
  const money = (v: string) => formatMoneyDecimal(BigInt(v));
  return {
    items: page.map((r) => ({
      id: `${r.kind}:${r.ref_id}`,
      kind: r.kind,
      refId: r.ref_id,
      invoiceId: r.invoice_id,
      number: r.number,
      date: r.date,
      occurredAt: r.at.toISOString(),
      amount: money(r.amount),
      cash: r.cash === null ? null : money(r.cash),
      dueChange: money(r.due_change),
      balanceAfter: money(r.balance_after),
      direction: r.direction,
      dueType: r.due_type,
      void: r.void,
      label: r.category_id ? (names.get(r.category_id) ?? null) : null,
      note: r.note,
    })),
    nextCursor,
  };
}
