/**
 * An SMS a shop pays for with its credit (issue 17): a due notice, a reminder. The parts are
 * taken from the shop's credit before sending and given back when the gateway does not take it;
 * with the credit short nothing is sent. (An OTP is the platform's, never the shop's: it does not
 * come here.)
 */
import { countSms, ulid } from '@dokani/core';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SmsRecord, SmsRequest } from '../../platform/sms/index.ts';
import { refundSmsCredit, takeSmsCredit } from './credits.ts';

export type ChargedResult = SmsRecord | { status: 'no-credit'; needed: number; available: number };

export async function sendCharged(deps: AppDeps, shopId: string, timezone: string, req: SmsRequest): Promise<ChargedResult> {
  const parts = countSms(req.text).segments;
  // the credit is booked under the message's id (a delivery report that it failed gives it back)
  const id = req.id ?? ulid(deps.clock.now().getTime());
  const ref = { type: req.purpose, id };
  let taken: { free: number; paid: number; month: string };
  try {
    taken = await deps.db.transaction().execute((trx) => takeSmsCredit(trx, shopId, parts, ref, deps.clock.now(), timezone));
  } catch (e) {
    if (e instanceof AppError && e.code === 'SMS_CREDIT_SHORT') return { status: 'no-credit', needed: parts, available: Number(e.details?.available ?? 0) };
    throw e;
  }
  const sent = await deps.sms.send({ ...req, id, shopId });
  if (sent.status !== 'sent') await deps.db.transaction().execute((trx) => refundSmsCredit(trx, shopId, taken, ref, deps.clock.now()));
  return sent;
}
