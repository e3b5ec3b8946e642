import { toAsciiDigits } from '@dokani/core/digits';
import { parseMoney } from '@dokani/core/money';
import type { DueEntryRequest } from './api';

/** What the due form holds (as typed: Bangla digits allowed). */
export interface DueFormValues {
  contactId: string;
  name: string;
  mobile: string;
  direction: 'given' | 'received';
  dueType: 'product' | 'money';
  amount: string;
  note: string;
  date: string;
  sendSms: boolean;
}

export type DueBodyResult = { ok: true; body: DueEntryRequest } | { ok: false; field: 'amount' | 'contact' };

/**
 * The POST /due-entries body from the form: the amount in ASCII digits, > 0, at most 2 decimals;
 * either the picked contact or a new name + mobile; empty optional fields left out.
 */
export function buildDueBody(id: string, v: DueFormValues): DueBodyResult {
  const amount = toAsciiDigits(v.amount.trim()).replace(/,/g, '');
  const poisha = parseMoney(amount);
  if (poisha === null || poisha <= 0n) return { ok: false, field: 'amount' };
  const who: Pick<DueEntryRequest, 'contactId' | 'name' | 'mobile'> = v.contactId
    ? { contactId: v.contactId }
    : { name: v.name.trim(), mobile: toAsciiDigits(v.mobile.trim()) };
  if (!who.contactId && (!who.name || !who.mobile)) return { ok: false, field: 'contact' };
  const note = v.note.trim();
  return {
    ok: true,
    body: {
      id,
      ...who,
      direction: v.direction,
      dueType: v.dueType,
      amount,
      ...(note ? { note } : {}),
      ...(v.date ? { date: v.date } : {}),
      sendSms: v.sendSms,
    },
  };
}
