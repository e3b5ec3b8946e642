/**
 * The receipt SMS: the shop, the memo number, its total (and what is left due), then the link.
 * Written in the shop's SMS language; in Bangla the figures take Bangla digits (platform `t`),
 * but the link is appended after the translation so it stays a working ASCII address. The link is
 * made only on the configured address (PUBLIC_URL), never the request's Host.
 */
import { formatSmsMoney } from '@dokani/core';
import type { Lang } from '@dokani/core';
import { t } from '../../platform/i18n.ts';

export function receiptSmsText(lang: Lang, m: { shop: string; number: string; total: bigint; due: bigint; url: string | null }): string {
  const params = { shop: m.shop, number: m.number, total: formatSmsMoney(m.total, lang), due: formatSmsMoney(m.due, lang) };
  const head = t(lang, m.due > 0n ? 'sms:receipt.withDue' : 'sms:receipt.paid', params);
  // No configured address (PUBLIC_URL): the SMS says what was bought, without a link.
  return m.url ? `${head} ${t(lang, 'sms:receipt.see')} ${m.url}` : head;
}
