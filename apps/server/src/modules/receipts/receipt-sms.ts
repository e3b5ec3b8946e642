/**
 * The receipt SMS: the shop, the memo number, its total (and what is left due), then the link.
 * Written in the shop's SMS language; in Bangla the figures take Bangla digits (platform `t`),
 * but the link is appended after the translation so it stays a working ASCII address.
 */
import { formatSmsMoney } from '@dokani/core';
import type { Lang } from '@dokani/core';
import { t } from '../../platform/i18n.ts';

export function receiptSmsText(lang: Lang, m: { shop: string; number: string; total: bigint; due: bigint; url: string }): string {
  const params = { shop: m.shop, number: m.number, total: formatSmsMoney(m.total, lang), due: formatSmsMoney(m.due, lang) };
  const head = t(lang, m.due > 0n ? 'sms:receipt.withDue' : 'sms:receipt.paid', params);
  return `${head} ${m.url}`;
}
