/**
 * /reports/customer and /reports/supplier: each contact's trade and dues in a period, and its
 * balance now. One statement (one snapshot), summed in the database from the contact summaries
 * (contact-rows.ts: the period's whole years and months from contact_years / contact_months, its
 * ends from the ledgers), then the contacts with a balance (contacts_balance_idx) and the
 * contacts' primary key.
 *
 * The figures follow decision 0004 (each event in the period of its own business date) and
 * decision 0009 (a void invoice and its returns are left out), as the summaries keep them
 * (modules/contacts/contact-summaries.ts):
 * - count / total: the contact's invoices of the period that stand; returns: Σ the returns made in
 *   the period (by return date) on invoices that stand; voids: Σ the totals of the contact's void
 *   invoices of the period (by their own date), shown apart; net = total − returns. Invoices
 *   without a contact (a walk-in customer) belong to no row and are not counted.
 * - dueGiven / dueReceived: Σ the contact's due-book entries in the period (by entry date), product
 *   and money alike, the invoices' own included; dueLowered: Σ those a return or a void wrote, the
 *   due an invoice no longer asks for (a customer's lowers what they owe, a supplier's what the shop
 *   owes), so a return is not read as money received.
 * - balance: the contact's due balance now (positive: the contact owes the shop). Over all dates,
 *   a customer's given − received − lowered and a supplier's given + lowered − received are it.
 * Rows: the contacts of that type with any of these in the period, or a balance now; largest net
 * first (then by name). The totals are summed over the same rows, so they add up.
 */
import { formatMoneyDecimal } from '@dokani/core';
import type { PartyReport } from '@dokani/contracts';
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';
import { contactRowsOf } from './contact-rows.ts';
import type { ReportPeriod } from './period.ts';

export type PartyType = 'customer' | 'supplier';

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
  dueLowered: string;
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
  due_lowered: string;
  balance: string;
  rows: PartyJson[];
}

export async function partyReport(db: Queryable, shopId: string, type: PartyType, period: ReportPeriod): Promise<PartyReport> {
  const side = type === 'customer' ? 'sale' : 'purchase';
  const c = (name: 'count' | 'void_count' | 'total' | 'voids' | 'returns') => sql.ref(`${side}_${name}`);
  const summary = contactRowsOf(shopId, type, period, [
    `${side}_count`,
    `${side}_void_count`,
    `${side}_total`,
    `${side}_voids`,
    `${side}_returns`,
    'due_given',
    'due_received',
    'due_lowered',
  ]);
  const { rows } = await sql<Answer>`
    WITH sums AS (
      SELECT contact_id, sum(${c('count')}) AS n, sum(${c('void_count')}) AS void_n, sum(${c('total')}) AS total, sum(${c('voids')}) AS voids,
             sum(${c('returns')}) AS returns, sum(due_given) AS given, sum(due_received) AS received,
             sum(due_lowered) AS lowered
      FROM (${summary}) s
      GROUP BY 1
    ), ids AS (
      SELECT contact_id FROM sums WHERE n <> 0 OR void_n <> 0 OR returns <> 0 OR given <> 0 OR received <> 0 OR lowered <> 0
      UNION SELECT id FROM contacts WHERE shop_id = ${shopId} AND balance <> 0 AND type = ${type}
    ), r AS (
      SELECT c.id, c.name, c.mobile, c.search_name, c.balance,
             coalesce(sums.n, 0) AS n, coalesce(sums.total, 0) AS total, coalesce(sums.returns, 0) AS returns, coalesce(sums.voids, 0) AS voids,
             coalesce(sums.total, 0) - coalesce(sums.returns, 0) AS net,
             coalesce(sums.given, 0) AS given, coalesce(sums.received, 0) AS received, coalesce(sums.lowered, 0) AS lowered
      FROM ids
      JOIN contacts c ON c.shop_id = ${shopId} AND c.id = ids.contact_id AND c.type = ${type}
      LEFT JOIN sums ON sums.contact_id = c.id
    )
    SELECT count(*)::int AS contacts, coalesce(sum(n), 0)::int AS count, coalesce(sum(total), 0)::text AS total,
           coalesce(sum(returns), 0)::text AS returns, coalesce(sum(voids), 0)::text AS voids,
           coalesce(sum(given), 0)::text AS due_given, coalesce(sum(received), 0)::text AS due_received,
           coalesce(sum(lowered), 0)::text AS due_lowered, coalesce(sum(balance), 0)::text AS balance,
           coalesce(json_agg(json_build_object(
             'contactId', id, 'name', name, 'mobile', mobile, 'count', n, 'total', total::text, 'returns', returns::text,
             'voids', voids::text, 'dueGiven', given::text, 'dueReceived', received::text, 'dueLowered', lowered::text, 'balance', balance::text
           ) ORDER BY net DESC, search_name, id COLLATE "C"), '[]'::json) AS rows
    FROM r
  `.execute(db);
  const a = rows[0];
  if (!a) throw new Error('partyReport: no row');
  const money = (v: string) => formatMoneyDecimal(BigInt(v));
  const net = (x: { total: string; returns: string }) => formatMoneyDecimal(BigInt(x.total) - BigInt(x.returns));
  return {
    from: period.from,
    to: period.to,
    totals: {
      contacts: a.contacts,
      count: a.count,
      total: money(a.total),
      returns: money(a.returns),
      voids: money(a.voids),
      net: net(a),
      dueGiven: money(a.due_given),
      dueReceived: money(a.due_received),
      dueLowered: money(a.due_lowered),
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
      dueLowered: money(x.dueLowered),
      balance: money(x.balance),
    })),
  };
}
