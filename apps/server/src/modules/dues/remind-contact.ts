/** POST /contacts/{id}/remind: an SMS reminding a contact of the balance. */
import { countSms, formatMoneyDecimal } from '@dokani/core';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { smsContext } from '../../platform/sms/index.ts';
import { inSendingWindow, refusal, sendCharged } from '../sms/index.ts';
import { dueReminderText } from './due-sms.ts';

/** One due reminder per contact per this many minutes: a double tap, or a nagging loop, sends one SMS. */
export const REMIND_INTERVAL_MINUTES = 60;

/** The contact a reminder goes to: one who owes the shop and has a mobile. */
async function remindable(deps: AppDeps, shop: ShopContext, contactId: string) {
  const c = await deps.db
    .selectFrom('contacts')
    .select(['id', 'mobile', 'balance', 'last_reminded_at'])
    .where('shop_id', '=', shop.id)
    .where('id', '=', contactId)
    .executeTakeFirst();
  if (!c) throw new AppError('NOT_FOUND');
  if (c.balance <= 0n) throw new AppError('DUE_NOTHING_TO_REMIND', { balance: formatMoneyDecimal(c.balance) });
  if (!c.mobile) throw new AppError('CONTACT_NO_MOBILE');
  return { ...c, mobile: c.mobile };
}

/** When a reminder asked for at `now` goes: now, or — between 9 pm and 9 am in Dhaka — at 9 am (null: now). */
function sendsAt(now: Date): Date | null {
  const at = inSendingWindow(now);
  return at.getTime() > now.getTime() ? at : null;
}

/**
 * GET /contacts/{id}/remind: what a reminder would say, what it costs (SMS parts) and when it would
 * go — asked before sending, so the owner confirms a paid SMS knowing all three.
 */
export async function remindPreview(
  deps: AppDeps,
  shop: ShopContext,
  contactId: string,
): Promise<{ text: string; segments: number; sendsAt: string | null }> {
  const c = await remindable(deps, shop, contactId);
  const { shopName, lang } = await smsContext(deps.db, shop.id);
  const text = dueReminderText(lang, shopName, c.balance);
  return { text, segments: countSms(text).segments, sendsAt: sendsAt(deps.clock.now())?.toISOString() ?? null };
}

/**
 * POST /contacts/{id}/remind. The contact's `last_reminded_at` is claimed with a compare-and-set
 * UPDATE before sending (so concurrent taps send once) and given back when the SMS fails. Asked
 * between 9 pm and 9 am (Dhaka), the reminder is charged now and held until 9 am (`held`).
 */
export async function remindContact(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  contactId: string,
): Promise<{ smsStatus: 'sent' | 'failed' | 'held'; segments: number; text: string; sendsAt: string | null }> {
  const c = await remindable(deps, shop, contactId);
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
    const last =
      (
        await deps.db
          .selectFrom('contacts')
          .select('last_reminded_at')
          .where('shop_id', '=', shop.id)
          .where('id', '=', contactId)
          .executeTakeFirst()
      )?.last_reminded_at ?? now;
    const waitMs = last.getTime() + REMIND_INTERVAL_MINUTES * 60_000 - now.getTime();
    throw new AppError('DUE_REMIND_TOO_SOON', {
      minutes: Math.max(1, Math.ceil(waitMs / 60_000)),
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
  const { shopName, lang } = await smsContext(deps.db, shop.id);
  const text = dueReminderText(lang, shopName, c.balance);
  // Paid for with the shop's SMS credit (given back when the gateway does not take it).
  const later = sendsAt(now);
  const sent = await sendCharged(
    deps,
    shop.id,
    shop.timezone,
    { shopId: shop.id, to: c.mobile, text, purpose: 'due-reminder', subjectId: contactId },
    later ? { holdUntil: later } : {},
  );
  const giveBack = () =>
    // Give the claim back so the shop can try again at once.
    deps.db
      .updateTable('contacts')
      .set({ last_reminded_at: c.last_reminded_at })
      .where('shop_id', '=', shop.id)
      .where('id', '=', contactId)
      .where('last_reminded_at', '=', now)
      .execute();
  if (sent.status === 'no-credit' || sent.status === 'limited') {
    await giveBack();
    throw refusal(sent);
  }
  if (sent.status === 'failed') await giveBack();
  await writeAudit(deps.db, {
    shopId: shop.id,
    by: user,
    action: 'remind',
    entity: 'contact',
    entityId: contactId,
    details: { smsId: sent.id, status: sent.status },
    at: now,
  });
  return { smsStatus: sent.status, segments: sent.segments, text, sendsAt: sent.status === 'held' ? sent.until.toISOString() : null };
}
