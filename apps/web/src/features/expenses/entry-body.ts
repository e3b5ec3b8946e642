import { toAsciiDigits } from '@dokani/core/digits';
import { formatMoneyDecimal, parseMoney } from '@dokani/core/money';
import type { EntryRequest } from './api';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';

// The server's limits (packages/contracts text-limits), checked here before sending.
export const NOTE_MAX = TEXT_LIMITS.entryNote;
export const CATEGORY_NAME_MAX = TEXT_LIMITS.categoryName;
export const VOID_REASON_MAX = TEXT_LIMITS.entryVoidReason;

/** What the add-entry form holds (all text, as typed; Bangla digits allowed). */
export interface EntryValues {
  categoryId: string;
  amount: string;
  date: string;
  time: string;
  employeeId: string;
  /** The one free text (entries written before keep their reason and details, shown in the list). */
  note: string;
}
export type EntryField = keyof EntryValues;
/** Problems per field, as i18n keys (the `validation` namespace, like the server's). */
export type EntryFieldErrors = Partial<Record<EntryField, string>>;

/** The limits the fields' messages name (`validation.tooLong` → "সর্বোচ্চ ২০০ অক্ষর"). */
export const ENTRY_LIMITS: Partial<Record<EntryField, { max: number }>> = { note: { max: NOTE_MAX } };

export const EMPTY_ENTRY: EntryValues = { categoryId: '', amount: '', date: '', time: '', employeeId: '', note: '' };

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function text(v: string, max: number, field: EntryField, errors: EntryFieldErrors): string | undefined {
  const s = v.trim();
  if (s.length > max) errors[field] = 'validation.tooLong';
  return s ? s : undefined;
}

/**
 * Checks the form and builds the POST body with this form's client ULID. Empty optional fields are
 * left out (the server fills date and time with now).
 */
export function buildEntryBody(id: string, v: EntryValues): { ok: true; body: EntryRequest } | { ok: false; errors: EntryFieldErrors } {
  const errors: EntryFieldErrors = {};
  if (!v.categoryId) errors.categoryId = 'validation.required';
  const typed = toAsciiDigits(v.amount).replace(/[,\s]/g, '');
  const poisha = typed ? parseMoney(typed) : null;
  if (!typed) errors.amount = 'validation.required';
  else if (poisha === null) errors.amount = 'validation.money';
  else if (poisha <= 0n) errors.amount = 'validation.amountPositive';
  const date = toAsciiDigits(v.date.trim());
  if (date && !DATE_RE.test(date)) errors.date = 'validation.date';
  const time = toAsciiDigits(v.time.trim());
  if (time && !TIME_RE.test(time)) errors.time = 'validation.time';
  const note = text(v.note, NOTE_MAX, 'note', errors);
  if (Object.keys(errors).length > 0 || poisha === null) return { ok: false, errors };
  const body: EntryRequest = { id, categoryId: v.categoryId, amount: formatMoneyDecimal(poisha) };
  if (date) body.date = date;
  if (time) body.time = time;
  if (v.employeeId) body.employeeId = v.employeeId;
  if (note) body.note = note;
  return { ok: true, body };
}
