/**
 * /reports/customer and /reports/supplier: each contact's trade and dues in a period, and its
 * balance now. One statement (one snapshot), summed in the database; every part filtered by
 * shop_id on an index of its table: the invoices by date (sales_customer_period_idx, index-only / purchases_date_idx),
 * the returns by date (sale_returns_date_idx / purchase_returns_date_idx, then the invoice's
 * primary key), the due entries by
 * date (due_entries_date_idx), the contacts with a balance (contacts_balance_idx) and the contacts'
 * primary key.
 *
 * The figures follow decision 0004 (each event in the period of its own business date) and
 * decision 0009 (a void invoice and its returns are left out):
 * - count / total: the contact's invoices of the period that stand; returns: Σ the returns made in
 *   the period (by return date) on invoices that stand; voids: Σ the totals of the contact's void
 *   invoices of the period (by their own date), shown apart; net = total − returns. Invoices
 *   without a contact (a walk-in customer) belong to no row and are not counted.
 * - dueGiven / dueReceived: Σ every due-book entry of the contact in the period (by entry date),
 *   product and money alike, the entries invoices, returns and voids wrote included.
 * - balance: the contact's due balance now (positive: the contact owes the shop).
 * Rows: the contacts of that type with any of these in the period, or a balance now; largest net
 * first (then by name). The totals are summed over the same rows, so they add up.
 */
import { formatMoneyDecimal } from '@dokani/core';
import type { PartyReport } from '@dokani/contracts';
import { sql } from 'kysely';
import { PLAN_PER_RUN } from '../../platform/db/prepared.ts';
import type { Queryable } from '../../platform/db/schema.ts';

export type PartyType = 'customer' | 'supplier';

/** The tables and columns of the side a contact type trades on. */
const SIDES = {
  customer: { invoices: 'sales', date: 'sale_date', contact: 'customer_id', returns: 'sale_returns', invoiceFk: 'sale_id' },
  supplier: { invoices: 'purchases', date: 'purchase_date', contact: 'supplier_id', returns: 'purchase_returns', invoiceFk: 'purchase_id' },
} as const;

interface PartyJson {
  contactId: string;
  name: string;
  mobile: string | null;
  count: number;
  total: string;
  returns: string;
  voids: string;
  dueGiven: string;
  dueReceived: string;
  balance: string;
}

interface Answer {
  contacts: number;
  count: number;
  total: string;
  returns: string;
  voids: string;
  due_given: string;
  due_received: string;
  balance: string;
  rows: PartyJson[];
}

export async function partyReport(db: Queryable, shopId: string, type: PartyType, from: string, to: string): Promise<PartyReport> {
  const s = SIDES[type];
  const invoices = sql.table(s.invoices);
  const date = sql.ref(s.date);
  const contact = sql.ref(s.contact);
  const { rows } = await sql<Answer>`
    WITH inv AS (
      SELECT ${contact} AS contact_id,
             count(*) FILTER (WHERE void_date IS NULL) AS n,
             coalesce(sum(total) FILTER (WHERE void_date IS NULL), 0) AS total,
             coalesce(sum(total) FILTER (WHERE void_date IS NOT NULL), 0) AS voids
      FROM ${invoices}
      WHERE shop_id = ${shopId} AND ${date} BETWEEN ${from}::date AND ${to}::date AND ${contact} IS NOT NULL
      GROUP BY 1
    ), ret AS (
      SELECT ${sql.ref(`i.${s.contact}`)} AS contact_id, sum(r.amount) AS amount
      FROM ${sql.table(s.returns)} r
      JOIN ${invoices} i ON i.shop_id = r.shop_id AND i.id = ${sql.ref(`r.${s.invoiceFk}`)}
      WHERE r.shop_id = ${shopId} AND r.return_date BETWEEN ${from}::date AND ${to}::date AND ${sql.ref(`i.${s.contact}`)} IS NOT NULL
        AND i.void_date IS NULL
      GROUP BY 1
    ), due AS (
      SELECT contact_id,
             coalesce(sum(amount) FILTER (WHERE direction = 'given'), 0) AS given,
             coalesce(sum(amount) FILTER (WHERE direction = 'received'), 0) AS received
      FROM due_entries
      WHERE shop_id = ${shopId} AND entry_date BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1
    ), ids AS (
      SELECT contact_id FROM inv UNION SELECT contact_id FROM ret UNION SELECT contact_id FROM due
      UNION SELECT id FROM contacts WHERE shop_id = ${shopId} AND balance <> 0 AND type = ${type}
    ), r AS (
      SELECT c.id, c.name, c.mobile, c.search_name, c.balance,
             coalesce(inv.n, 0) AS n, coalesce(inv.total, 0) AS total, coalesce(ret.amount, 0) AS returns, coalesce(inv.voids, 0) AS voids,
             coalesce(inv.total, 0) - coalesce(ret.amount, 0) AS net,
             coalesce(due.given, 0) AS given, coalesce(due.received, 0) AS received
      FROM ids
      JOIN contacts c ON c.shop_id = ${shopId} AND c.id = ids.contact_id AND c.type = ${type}
      LEFT JOIN inv ON inv.contact_id = c.id
      LEFT JOIN ret ON ret.contact_id = c.id
      LEFT JOIN due ON due.contact_id = c.id
    )
    SELECT count(*)::int AS contacts, coalesce(sum(n), 0)::int AS count, coalesce(sum(total), 0)::text AS total,
           coalesce(sum(returns), 0)::text AS returns, coalesce(sum(voids), 0)::text AS voids,
           coalesce(sum(given), 0)::text AS due_given, coalesce(sum(received), 0)::text AS due_received, coalesce(sum(balance), 0)::text AS balance,
           coalesce(json_agg(json_build_object(
             'contactId', id, 'name', name, 'mobile', mobile, 'count', n, 'total', total::text, 'returns', returns::text,
             'voids', voids::text, 'dueGiven', given::text, 'dueReceived', received::text, 'balance', balance::text
           ) ORDER BY net DESC, search_name, id COLLATE "C"), '[]'::json) AS rows
    FROM r
  ${PLAN_PER_RUN}`.execute(db);
  const a = rows[0];
  if (!a) throw new Error('partyReport: no row');
  const money = (v: string) => formatMoneyDecimal(BigInt(v));
  const net = (x: { total: string; returns: string }) => formatMoneyDecimal(BigInt(x.total) - BigInt(x.returns));
  return {
    from,
    to,
    totals: {
      contacts: a.contacts,
      count: a.count,
      total: money(a.total),
      returns: money(a.returns),
      voids: money(a.voids),
      net: net(a),
      dueGiven: money(a.due_given),
      dueReceived: money(a.due_received),
      balance: money(a.balance),
    },
    rows: a.rows.map((x) => ({
      contactId: x.contactId,
      name: x.name,
      mobile: x.mobile,
      count: x.count,
      total: money(x.total),
      returns: money(x.returns),
      voids: money(x.voids),
      net: net(x),
      dueGiven: money(x.dueGiven),
      dueReceived: money(x.dueReceived),
      balance: money(x.balance),
    })),
  };
}
