/** POST /contacts/{id}/remind: an SMS reminding a contact of the balance. */
import { formatMoneyDecimal } from '@dokani/core';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { smsContext } from '../../platform/sms/index.ts';
import { sendCharged } from '../sms/index.ts';
import { dueReminderText } from './due-sms.ts';

/** One due reminder per contact per this many minutes: a double tap, or a nagging loop, sends one SMS. */
export const REMIND_INTERVAL_MINUTES = 60;

/**
 * POST /contacts/{id}/remind. The contact's `last_reminded_at` is claimed with a compare-and-set
 * UPDATE before sending (so concurrent taps send once) and given back when the SMS fails.
 */
export async function remindContact(deps: AppDeps, shop: ShopContext, user: AuthUser, contactId: string): Promise<{ smsStatus: 'sent' | 'failed'; segments: number; text: string }> {
  const c = await deps.db.selectFrom('contacts').select(['id', 'mobile', 'balance', 'last_reminded_at']).where('shop_id', '=', shop.id).where('id', '=', contactId).executeTakeFirst();
  if (!c) throw new AppError('NOT_FOUND');
  if (c.balance <= 0n) throw new AppError('DUE_NOTHING_TO_REMIND', { balance: formatMoneyDecimal(c.balance) });
  if (!c.mobile) throw new AppError('CONTACT_NO_MOBILE');
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - REMIND_INTERVAL_MINUTES * 60_000);
  const claimed = await deps.db
    .updateTable('contacts')
    .set({ last_reminded_at: now })
    .where('shop_id', '=', shop.id)
    .where('id', '=', contactId)
    .where((eb) => eb.or([eb('last_reminded_at', 'is', null), eb('last_reminded_at', '<=', windowStart)]))
    .returning('last_reminded_at')
    .executeTakeFirst();
  if (!claimed) {
    const last = (await deps.db.selectFrom('contacts').select('last_reminded_at').where('shop_id', '=', shop.id).where('id', '=', contactId).executeTakeFirst())?.last_reminded_at ?? now;
    const waitMs = last.getTime() + REMIND_INTERVAL_MINUTES * 60_000 - now.getTime();
    throw new AppError('DUE_REMIND_TOO_SOON', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)), retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
  }
  const { shopName, lang } = await smsContext(deps.db, shop.id);
  const text = dueReminderText(lang, shopName, c.balance);
  // Paid for with the shop's SMS credit (given back when the gateway does not take it).
  const sent = await sendCharged(deps, shop.id, shop.timezone, { shopId: shop.id, to: c.mobile, text, purpose: 'due-reminder' });
  const giveBack = () =>
    // Give the claim back so the shop can try again at once.
    deps.db.updateTable('contacts').set({ last_reminded_at: c.last_reminded_at }).where('shop_id', '=', shop.id).where('id', '=', contactId).where('last_reminded_at', '=', now).execute();
  if (sent.status === 'no-credit') {
    await giveBack();
    throw new AppError('SMS_CREDIT_SHORT', { needed: sent.needed, available: sent.available });
  }
  if (sent.status !== 'sent') await giveBack();
  await writeAudit(deps.db, { shopId: shop.id, userId: user.id, action: 'remind', entity: 'contact', entityId: contactId, details: { smsId: sent.id, status: sent.status }, at: now });
  return { smsStatus: sent.status, segments: sent.segments, text };
}
