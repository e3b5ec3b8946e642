/**
 * The durable SMS queue (decision 0014): a table, not a process's memory. A round
 * claims the messages that are due — `FOR UPDATE SKIP LOCKED`, so two servers never take the same
 * row — marking each `sending` under a lease, commits, hands each to the provider under its own id
 * (the gateway's client reference), and records what became of it: sent; or, after a failure,
 * queued again with back-off; or, after the last attempt, failed for good with its credit given
 * back to the campaign's shop. A message whose server stopped mid-send is claimed again when its
 * lease runs out, under the same id. Runs every second in each server; tests run rounds by hand.
 */
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { refundSmsCredit, refundUse } from './credits.ts';

/** Tries a message gets, and the wait before each retry (the last wait is reused). */
export const SMS_MAX_ATTEMPTS = 5;
const BACKOFF_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000];
/** How long a claimed message is held for its sender before another round may take it again. */
const LEASE_MS = 60_000;
/** Messages one round claims, and how many of them are with the gateway at once. */
const ROUND = 200;
const IN_FLIGHT = 8;

interface Claimed {
  id: string;
  shop_id: string | null;
  to_mobile: string;
  text: string;
  segments: number;
  attempts: number;
  campaign_id: string | null;
  purpose: string;
}

/** One round: claims what is due and sends it. Answers how many were handed to the provider. */
export async function runSmsQueue(deps: AppDeps, limit = ROUND): Promise<number> {
  const now = deps.clock.now();
  const lease = new Date(now.getTime() + LEASE_MS);
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const rows = await sql<Claimed>`
      UPDATE sms_messages SET status = 'sending', lease_until = ${lease}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM sms_messages
        WHERE (status = 'queued' AND next_attempt_at <= ${now}) OR (status = 'sending' AND lease_until < ${now})
        ORDER BY next_attempt_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, shop_id, to_mobile, text, segments, attempts, campaign_id, purpose`.execute(trx);
    return rows.rows;
  });
  // The sent ones are recorded together at the end of the round (a crash before that only means
  // they are handed over again under the same id, which the gateway does not deliver twice).
  const sent: { id: string; providerMessageId: string | null }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const m = claimed[next++] as Claimed;
      const r = await deps.sms.deliver(m.to_mobile, m.text, m.id, m.campaign_id !== null);
      if (r.ok) sent.push({ id: m.id, providerMessageId: r.providerMessageId ?? null });
      else await failed(deps, m, r.error);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, claimed.length) }, worker));
  if (sent.length) {
    const at = deps.clock.now();
    const values = sql.join(sent.map((x) => sql`(${x.id}, ${x.providerMessageId})`));
    await sql`
      UPDATE sms_messages AS m SET status = 'sent', sent_at = ${at}, provider_message_id = v.pid, error = NULL, lease_until = NULL
      FROM (VALUES ${values}) AS v(id, pid)
      WHERE m.id = v.id AND m.status = 'sending'`.execute(deps.db);
  }
  return claimed.length;
}

/** A message the gateway did not take: queued again after its wait, or failed for good with its credit given back. */
async function failed(deps: AppDeps, m: Claimed, reason: string | undefined): Promise<void> {
  const at = deps.clock.now();
  const error = (reason ?? 'failed').slice(0, 500);
  if (m.attempts < SMS_MAX_ATTEMPTS) {
    const wait = BACKOFF_MS[Math.min(m.attempts - 1, BACKOFF_MS.length - 1)] ?? 60_000;
    await deps.db
      .updateTable('sms_messages')
      .set({ status: 'queued', error, next_attempt_at: new Date(at.getTime() + wait), lease_until: null })
      .where('id', '=', m.id)
      .where('status', '=', 'sending')
      .execute();
    return;
  }
  // The last attempt failed: the message is failed for good and its credit goes back.
  await deps.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('sms_messages')
      .set({ status: 'failed', error, lease_until: null })
      .where('id', '=', m.id)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return;
    // a campaign's through the campaign's count; a held message (a reminder) as its ledger rows took them
    if (m.campaign_id) await giveBackCredit(trx, m, at);
    else if (m.shop_id) await refundUse(trx, m.shop_id, { type: m.purpose, id: m.id }, at);
  });
}

/**
 * A campaign's message failed for good (its last try, or a delivery report): its parts go back
 * to its shop — bought parts first (they do not lapse), then the month's free ones — and the
 * campaign keeps count of what it gave back.
 */
export async function giveBackCredit(
  trx: Queryable,
  m: { id: string; shop_id: string | null; segments: number; campaign_id: string | null },
  at: Date,
): Promise<void> {
  if (!m.campaign_id || !m.shop_id) return;
  const c = await trx
    .selectFrom('sms_campaigns')
    .select(['taken_free', 'taken_paid', 'refunded_free', 'refunded_paid', 'credit_month'])
    .where('shop_id', '=', m.shop_id)
    .where('id', '=', m.campaign_id)
    .forUpdate()
    .executeTakeFirst();
  if (!c) return;
  const paid = Math.min(m.segments, c.taken_paid - c.refunded_paid);
  const free = Math.min(m.segments - paid, c.taken_free - c.refunded_free);
  await refundSmsCredit(trx, m.shop_id, { free, paid, month: c.credit_month }, { type: 'sms-message', id: m.id }, at);
  await trx
    .updateTable('sms_campaigns')
    .set({ refunded_free: c.refunded_free + free, refunded_paid: c.refunded_paid + paid })
    .where('shop_id', '=', m.shop_id)
    .where('id', '=', m.campaign_id)
    .execute();
}

/** The queue's timer in a running server: a round a second, one at a time. */
export function startSmsQueue(deps: AppDeps, onError: (e: unknown) => void, everyMs = 1_000): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void runSmsQueue(deps)
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
