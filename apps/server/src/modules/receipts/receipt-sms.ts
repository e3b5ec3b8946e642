/**
 * The receipt SMS: the shop, the memo number, its total (and what is left due), then the link.
 * Written in the shop's SMS language; in Bangla the figures take Bangla digits (platform `t`),
 * but the link is appended after the translation so it stays a working ASCII address.
 */
import { formatMoney } from '@dokani/core';
import type { Lang } from '@dokani/core';
import { t } from '../../platform/i18n.ts';

/** Taka for an SMS: "৳১,২৫০" for whole taka, "৳১,২৫০.৫০" otherwise (fewer characters, fewer parts). */
export function smsMoney(poisha: bigint, lang: Lang): string {
  const s = formatMoney(poisha < 0n ? -poisha : poisha, lang);
  return poisha % 100n === 0n ? s.replace(/[.][0০]{2}$/u, '') : s;
}

export function receiptSmsText(lang: Lang, m: { shop: string; number: string; total: bigint; due: bigint; url: string }): string {
  const params = { shop: m.shop, number: m.number, total: smsMoney(m.total, lang), due: smsMoney(m.due, lang) };
  const head = t(lang, m.due > 0n ? 'sms:receipt.withDue' : 'sms:receipt.paid', params);
  return `${head} ${m.url}`;
}
