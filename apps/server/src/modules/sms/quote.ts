/**
 * POST /sms/quote: what a message to a list of recipients costs — its encoding,
 * characters and parts (core `countSms`, the screen's own count), the recipients after groups,
 * contacts and typed numbers are normalised (core `normalizeBdMobile`) and merged, the SMS it
 * takes (parts × recipients; each recipient's own parts when {name} or {due} fill the text
 * differently, personalise.ts) and whether the credit covers it.
 */
import { countSms, normalizeBdMobile } from '@dokani/core';
import { MAX_SMS_RECIPIENTS } from '@dokani/contracts/constants';
import type { SmsQuote } from '@dokani/contracts';
import type { z } from 'zod';
import type { smsRecipientsInput } from '@dokani/contracts';
import type { ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import { contactMobiles } from '../contacts/index.ts';
import { smsBalance } from './credits.ts';
import { personalise } from './personalise.ts';

export type RecipientsInput = z.infer<typeof smsRecipientsInput>;

export interface Recipients {
  mobiles: string[];
  invalidNumbers: string[];
  duplicates: number;
}

/** The unique mobiles a message goes to, the typed numbers that are not mobiles, and how many repeats were left out. */
export async function resolveRecipients(db: Queryable, shopId: string, r: RecipientsInput): Promise<Recipients> {
  const invalidNumbers: string[] = [];
  const typed: string[] = [];
  for (const raw of r.mobiles) {
    const n = normalizeBdMobile(raw);
    if (n) typed.push(n);
    else if (raw.trim()) invalidNumbers.push(raw.trim());
  }
  const fromContacts = await contactMobiles(db, shopId, r.groups, r.contactIds);
  const all = [...fromContacts, ...typed];
  const mobiles = [...new Set(all)];
  return { mobiles, invalidNumbers, duplicates: all.length - mobiles.length };
}

export async function quoteSms(deps: AppDeps, shop: ShopContext, body: { text: string; recipients: RecipientsInput }): Promise<SmsQuote> {
  const r = await resolveRecipients(deps.db, shop.id, body.recipients);
  const p = await personalise(deps.db, shop.id, body.text, r.mobiles);
  const preview = p.textFor(0);
  const count = countSms(preview);
  const balance = await smsBalance(deps.db, shop.id, deps.clock.now(), shop.timezone);
  const smsCount = p.smsCount;
  return {
    characters: count.units,
    encoding: count.encoding === 'GSM7' ? 'GSM-7' : 'UCS-2',
    parts: r.mobiles.length ? p.parts : count.segments,
    recipients: r.mobiles.length,
    smsCount,
    preview,
    personal: p.personal,
    enough: smsCount <= balance.total,
    balance,
    invalidNumbers: r.invalidNumbers,
    duplicates: r.duplicates,
    tooMany: r.mobiles.length > MAX_SMS_RECIPIENTS,
  };
}
