/**
 * The due book's SMS: the notice after an entry (amount and new balance) and the reminder, in the
 * shop's SMS language (Bangla unless the shop chose English), money with core `formatMoney`.
 */
import { formatMoney } from '@dokani/core';
import type { DueDirection, Lang } from '@dokani/core';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { t } from '../../platform/i18n.ts';
import * as repo from './dues.repo.ts';

/** Taka for an SMS: "৳১,২৫০" for whole taka, "৳১,২৫০.৫০" otherwise (fewer characters, fewer parts). */
export function smsMoney(poisha: bigint, lang: Lang): string {
  const s = formatMoney(poisha < 0n ? -poisha : poisha, lang);
  return poisha % 100n === 0n ? s.replace(/[.][0০]{2}$/u, '') : s;
}

export async function smsContext(db: Queryable, shopId: string): Promise<{ shopName: string; lang: Lang }> {
  const shop = await db.selectFrom('shops').select('name').where('id', '=', shopId).executeTakeFirst();
  const settings = await db.selectFrom('shop_settings').select('sms_language').where('shop_id', '=', shopId).executeTakeFirst();
  return { shopName: shop?.name ?? '', lang: settings?.sms_language === 'en' ? 'en' : 'bn' };
}

function balanceLine(lang: Lang, balance: bigint): string {
  if (balance > 0n) return t(lang, 'sms:due.balanceDue', { balance: smsMoney(balance, lang) });
  if (balance < 0n) return t(lang, 'sms:due.balanceCredit', { balance: smsMoney(balance, lang) });
  return t(lang, 'sms:due.balanceClear');
}

export function dueNoticeText(lang: Lang, shopName: string, direction: DueDirection, amount: bigint, balanceAfter: bigint): string {
  const head = t(lang, direction === 'given' ? 'sms:due.given' : 'sms:due.received', { shop: shopName, amount: smsMoney(amount, lang) });
  return `${head} ${balanceLine(lang, balanceAfter)}`;
}

export function dueReminderText(lang: Lang, shopName: string, balance: bigint): string {
  return t(lang, 'sms:due.reminder', { shop: shopName, balance: smsMoney(balance, lang) });
}

/**
 * Sends the due notice of a committed entry and records its status on the entry (sent / failed).
 * Never throws: the entry stays whatever happens to the SMS.
 */
export async function sendDueNotice(
  deps: AppDeps,
  shopId: string,
  n: { entryId: string; to: string; direction: DueDirection; amount: bigint; balanceAfter: bigint },
): Promise<'sent' | 'failed'> {
  let status: 'sent' | 'failed' = 'failed';
  try {
    const { shopName, lang } = await smsContext(deps.db, shopId);
    const text = dueNoticeText(lang, shopName, n.direction, n.amount, n.balanceAfter);
    status = (await deps.sms.send({ shopId, to: n.to, text, purpose: 'due-notice' })).status;
  } catch (err) {
    deps.logger.warn({ err, entryId: n.entryId }, 'due notice SMS not sent');
  }
  try {
    await repo.setSmsStatus(deps.db, shopId, n.entryId, status);
  } catch (err) {
    deps.logger.error({ err, entryId: n.entryId }, 'due notice SMS status not recorded');
  }
  return status;
}
