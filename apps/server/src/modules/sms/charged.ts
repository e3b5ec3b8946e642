/**
 * Every SMS a shop causes is the shop's, paid with its credit (decision 0014): a due notice, a
 * reminder, a receipt link, an answer to a storefront message, an online order's accepted/shipped
 * notice. (A sign-in OTP is the platform's, never the shop's: it does not come here.)
 *
 * One transaction, under the shop's credit lock, checks the limits — per subject (a receipt at most
 * twice a sale, an answer three times a message) and per hour for the shop (caps a real shop never
 * meets) — takes the parts from the credit and writes the message's row, so the next sender of
 * the shop, waiting on the lock, counts it. Then the message goes to the gateway; the parts come
 * back when the gateway does not take it. A message that failed does not count against a limit.
 */
import { countSms, ulid } from '@dokani/core';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SmsRecord, SmsRequest } from '../../platform/sms/index.ts';
import { lockCredit, refundSmsCredit, takeSmsCredit } from './credits.ts';

/** The shop's SMS of each purpose an hour, at most: far above a busy shop's, far below a flood. */
export const SHOP_SMS_PER_HOUR: Readonly<Record<string, number>> = {
  receipt: 200,
  'online-message': 60,
  'online-order': 200,
  'due-notice': 300,
  'due-reminder': 300,
};
const DEFAULT_PER_HOUR = 100;

/** How many times a shop may send one purpose's SMS about one thing (a failed one does not count). */
export const SMS_PER_SUBJECT: Readonly<Record<string, number | undefined>> = {
  /** a sale's receipt link */
  receipt: 2,
  /** the answer to one storefront message */
  'online-message': 3,
  /** an order's accepted and shipped notices */
  'online-order': 2,
};

export type ChargedResult =
  | SmsRecord
  /** taken and kept for the queue to send at `until` (a reminder asked for at night) */
  | { status: 'held'; id: string; segments: number; until: Date }
  | { status: 'no-credit'; needed: number; available: number }
  | { status: 'limited'; limit: number; per: 'subject' | 'hour'; retryAfterSeconds?: number };

export interface ChargedOptions {
  /** At most this many messages (not failed) of the purpose about `req.subjectId`. */
  perSubject?: number;
  /** Runs in the charging transaction once the limits and the credit allow the message (e.g. keeps the answer it sends). */
  within?: (trx: Queryable) => Promise<void>;
  /** Not before this moment: the message is charged now and left to the queue to send then. */
  holdUntil?: Date;
}

type Refusal = Extract<ChargedResult, { status: 'no-credit' | 'limited' }>;

class Refused extends Error {
  constructor(readonly result: Refusal) {
    super(result.status);
  }
}

export async function sendCharged(
  deps: AppDeps,
  shopId: string,
  timezone: string,
  req: SmsRequest,
  opts: ChargedOptions = {},
): Promise<ChargedResult> {
  const parts = countSms(req.text).segments;
  // the credit is booked under the message's id (a delivery report that it failed gives it back)
  const id = req.id ?? ulid(deps.clock.now().getTime());
  const ref = { type: req.purpose, id };
  const message: SmsRequest = { ...req, id, shopId };
  let taken: { free: number; paid: number; month: string };
  try {
    taken = await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      // the credit's own lock (re-entrant in a transaction): the shop's charged SMS go one at a time
      await lockCredit(trx, shopId);
      await checkLimits(trx, shopId, req, opts, now);
      let got: { free: number; paid: number; month: string };
      try {
        got = await takeSmsCredit(trx, shopId, parts, ref, now, timezone);
      } catch (e) {
        if (e instanceof AppError && e.code === 'SMS_CREDIT_SHORT')
          throw new Refused({ status: 'no-credit', needed: parts, available: Number(e.details?.available ?? 0) });
        throw e;
      }
      await opts.within?.(trx);
      await deps.sms.record(trx, message, opts.holdUntil);
      return got;
    });
  } catch (e) {
    if (e instanceof Refused) return e.result;
    throw e;
  }
  if (opts.holdUntil) return { status: 'held', id, segments: parts, until: opts.holdUntil };
  const sent = await deps.sms.dispatch(id, message);
  if (sent.status !== 'sent') await deps.db.transaction().execute((trx) => refundSmsCredit(trx, shopId, taken, ref, deps.clock.now()));
  return sent;
}

/** The answer a refused charged SMS gives when the request itself was the SMS (a receipt, an answer). */
export function refusal(result: Refusal): AppError {
  if (result.status === 'no-credit') return new AppError('SMS_CREDIT_SHORT', { needed: result.needed, available: result.available });
  if (result.per === 'subject') return new AppError('SMS_SUBJECT_LIMIT', { limit: result.limit });
  return new AppError('SMS_HOURLY_LIMIT', { limit: result.limit, retryAfterSeconds: result.retryAfterSeconds ?? 3600 });
}

async function checkLimits(trx: Queryable, shopId: string, req: SmsRequest, opts: ChargedOptions, now: Date): Promise<void> {
  if (opts.perSubject !== undefined && req.subjectId) {
    const row = await trx
      .selectFrom('sms_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('shop_id', '=', shopId)
      .where('purpose', '=', req.purpose)
      .where('subject_id', '=', req.subjectId)
      .where('status', '<>', 'failed')
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= opts.perSubject) throw new Refused({ status: 'limited', limit: opts.perSubject, per: 'subject' });
  }
  const perHour = SHOP_SMS_PER_HOUR[req.purpose] ?? DEFAULT_PER_HOUR;
  const since = new Date(now.getTime() - 3_600_000);
  const hour = await trx
    .selectFrom('sms_messages')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('created_at').as('first')])
    .where('shop_id', '=', shopId)
    .where('purpose', '=', req.purpose)
    .where('created_at', '>', since)
    .where('status', '<>', 'failed')
    .executeTakeFirstOrThrow();
  if (Number(hour.n) >= perHour) {
    const first = hour.first ? new Date(hour.first as Date | string).getTime() : now.getTime();
    throw new Refused({
      status: 'limited',
      limit: perHour,
      per: 'hour',
      retryAfterSeconds: Math.max(1, Math.ceil((first + 3_600_000 - now.getTime()) / 1000)),
    });
  }
}
