/**
 * The due book's SMS: the notice after an entry (amount and new balance) and the reminder, in the
 * shop's SMS language (Bangla unless the shop chose English), money with core `formatMoney`.
 */
import { formatSmsMoney } from '@dokani/core';
import type { DueDirection, Lang } from '@dokani/core';
import type { AppDeps } from '../../platform/deps.ts';
import { t } from '../../platform/i18n.ts';
import { smsContext } from '../../platform/sms/index.ts';
import { sendCharged } from '../sms/index.ts';
import * as repo from './dues.repo.ts';

function balanceLine(lang: Lang, balance: bigint): string {
  if (balance > 0n) return t(lang, 'sms:due.balanceDue', { balance: formatSmsMoney(balance, lang) });
  if (balance < 0n) return t(lang, 'sms:due.balanceCredit', { balance: formatSmsMoney(balance, lang) });
  return t(lang, 'sms:due.balanceClear');
}

export function dueNoticeText(lang: Lang, shopName: string, direction: DueDirection, amount: bigint, balanceAfter: bigint): string {
  const head = t(lang, direction === 'given' ? 'sms:due.given' : 'sms:due.received', {
    shop: shopName,
    amount: formatSmsMoney(amount, lang),
  });
  return `${head} ${balanceLine(lang, balanceAfter)}`;
}

export function dueReminderText(lang: Lang, shopName: string, balance: bigint): string {
  return t(lang, 'sms:due.reminder', { shop: shopName, balance: formatSmsMoney(balance, lang) });
}

/**
 * Sends the due notice of a committed entry, paid for with the shop's SMS credit, and records its
 * status on the entry (sent / failed — also when the credit is short: nothing is sent then).
 * Never throws: the entry stays whatever happens to the SMS.
 */
export async function sendDueNotice(
  deps: AppDeps,
  shopId: string,
  n: { entryId: string; to: string; direction: DueDirection; amount: bigint; balanceAfter: bigint },
): Promise<'sent' | 'failed'> {
  let status: 'sent' | 'failed' = 'failed';
  try {
    const { shopName, lang, timezone } = await smsContext(deps.db, shopId);
    const text = dueNoticeText(lang, shopName, n.direction, n.amount, n.balanceAfter);
    const sent = await sendCharged(deps, shopId, timezone, { shopId, to: n.to, text, purpose: 'due-notice', subjectId: n.entryId });
    if (sent.status === 'no-credit' || sent.status === 'limited')
      deps.logger.info({ entryId: n.entryId, why: sent.status }, 'due notice SMS not sent');
    status = sent.status === 'sent' ? 'sent' : 'failed';
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
