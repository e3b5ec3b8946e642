/**
 * The shop's SMS credit (decision 0014): an append-only ledger in SMS parts (migration 0025). The
 * month's free parts (30, in the shop's calendar month) are used first, then bought ones; the
 * balance is the ledger's sum. Taking credit locks the shop's credit (a transaction advisory lock)
 * so two campaigns at once never spend the same parts twice.
 */
import { localDate, ulid } from '@dokani/core';
import { SMS_FREE_MONTHLY } from '@dokani/contracts/constants';
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

export interface SmsBalanceParts {
  free: number;
  paid: number;
  total: number;
}

const monthOf = (at: Date, timezone: string) => localDate(at, timezone).slice(0, 7);

/** The shop's credit now: the month's free parts left and the bought ones. */
export async function smsBalance(db: Queryable, shopId: string, at: Date, timezone: string): Promise<SmsBalanceParts> {
  const month = monthOf(at, timezone);
  const row = await db
    .selectFrom('sms_credit_entries')
    .select([
      sql<string>`coalesce(sum(parts) filter (where pool = 'free' and month = ${month}), 0)::text`.as('free'),
      sql<string>`coalesce(sum(parts) filter (where pool = 'paid'), 0)::text`.as('paid'),
    ])
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  const free = Math.max(0, SMS_FREE_MONTHLY + Number(row.free));
  const paid = Math.max(0, Number(row.paid));
  return { free, paid, total: free + paid };
}

/** Holds the shop's credit until the caller's transaction ends (every taker goes one at a time). */
export async function lockCredit(trx: Queryable, shopId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sms-credit:${shopId}`}))`.execute(trx);
}

export interface CreditRef {
  type: string;
  id: string;
}

/**
 * Takes `parts` from the shop's credit in the caller's transaction: the month's free parts first,
 * then bought ones. Not enough → 402 SMS_CREDIT_SHORT (nothing taken). Answers what was taken
 * from each pool (for a refund of what finally fails).
 */
export async function takeSmsCredit(
  trx: Queryable,
  shopId: string,
  parts: number,
  ref: CreditRef,
  at: Date,
  timezone: string,
): Promise<{ free: number; paid: number; month: string }> {
  if (parts <= 0) return { free: 0, paid: 0, month: monthOf(at, timezone) };
  await lockCredit(trx, shopId);
  const balance = await smsBalance(trx, shopId, at, timezone);
  if (balance.total < parts) throw new AppError('SMS_CREDIT_SHORT', { needed: parts, available: balance.total });
  const free = Math.min(balance.free, parts);
  const paid = parts - free;
  const rows = [];
  if (free > 0)
    rows.push({
      shop_id: shopId,
      id: ulid(at.getTime()),
      pool: 'free' as const,
      month: monthOf(at, timezone),
      parts: -free,
      reason: 'used' as const,
      ref_type: ref.type,
      ref_id: ref.id,
      created_at: at,
    });
  if (paid > 0)
    rows.push({
      shop_id: shopId,
      id: ulid(at.getTime()),
      pool: 'paid' as const,
      month: null,
      parts: -paid,
      reason: 'used' as const,
      ref_type: ref.type,
      ref_id: ref.id,
      created_at: at,
    });
  await trx.insertInto('sms_credit_entries').values(rows).execute();
  return { free, paid, month: monthOf(at, timezone) };
}

/** Gives parts back (messages that finally failed), to the pool and month they were taken from. */
export async function refundSmsCredit(
  trx: Queryable,
  shopId: string,
  back: { free: number; paid: number; month: string | null },
  ref: CreditRef,
  at: Date,
): Promise<void> {
  const rows = [];
  if (back.free > 0 && back.month)
    rows.push({
      shop_id: shopId,
      id: ulid(at.getTime()),
      pool: 'free' as const,
      month: back.month,
      parts: back.free,
      reason: 'refunded' as const,
      ref_type: ref.type,
      ref_id: ref.id,
      created_at: at,
    });
  if (back.paid > 0)
    rows.push({
      shop_id: shopId,
      id: ulid(at.getTime()),
      pool: 'paid' as const,
      month: null,
      parts: back.paid,
      reason: 'refunded' as const,
      ref_type: ref.type,
      ref_id: ref.id,
      created_at: at,
    });
  if (rows.length) await trx.insertInto('sms_credit_entries').values(rows).execute();
}

/** Bought parts (an SMS pack paid for) join the paid pool. */
export async function addSmsCredit(trx: Queryable, shopId: string, parts: number, ref: CreditRef, at: Date): Promise<void> {
  if (parts <= 0) return;
  await lockCredit(trx, shopId);
  await trx
    .insertInto('sms_credit_entries')
    .values({
      shop_id: shopId,
      id: ulid(at.getTime()),
      pool: 'paid',
      month: null,
      parts,
      reason: 'bought',
      ref_type: ref.type,
      ref_id: ref.id,
      created_at: at,
    })
    .execute();
}

/**
 * Gives back what one use took (a due notice the gateway later reported undelivered): the parts
 * its ledger rows took, less what was already given back for it, to the same pools and month.
 */
export async function refundUse(trx: Queryable, shopId: string, ref: CreditRef, at: Date): Promise<void> {
  await lockCredit(trx, shopId);
  const rows = await trx
    .selectFrom('sms_credit_entries')
    .select(['pool', 'month', sql<string>`sum(parts)::text`.as('parts')])
    .where('shop_id', '=', shopId)
    .where('ref_type', '=', ref.type)
    .where('ref_id', '=', ref.id)
    .where('reason', 'in', ['used', 'refunded'])
    .groupBy(['pool', 'month'])
    .execute();
  // each pool's net is what is still out (negative); give that back
  const free = rows.find((r) => r.pool === 'free');
  const paid = rows.find((r) => r.pool === 'paid');
  await refundSmsCredit(
    trx,
    shopId,
    { free: Math.max(0, -Number(free?.parts ?? 0)), paid: Math.max(0, -Number(paid?.parts ?? 0)), month: free?.month ?? null },
    ref,
    at,
  );
}
