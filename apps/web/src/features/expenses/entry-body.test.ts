import { describe, expect, it } from 'vitest';
import { createCashbookEntryBody } from '@dokani/contracts';
import { EMPTY_ENTRY, buildEntryBody, type EntryValues } from './entry-body';

const ID = '01JD3ZK7Q8V6Y2N4W5X9A0B1C5';
const CAT = '01JD3ZK7Q8V6Y2N4W5X9A0B1C6';
const EMP = '01JD3ZK7Q8V6Y2N4W5X9A0B1C7';
const form = (over: Partial<EntryValues>): EntryValues => ({ ...EMPTY_ENTRY, categoryId: CAT, ...over });

describe('expense entry body', () => {
  it('sends the amount as a decimal string, Bangla digits and commas accepted, and leaves empty fields out', () => {
    const r = buildEntryBody(ID, form({ amount: '১,২৫০.৫', note: '  দোকান ভাড়া নভেম্বর ' }));
    expect(r).toEqual({ ok: true, body: { id: ID, categoryId: CAT, amount: '1250.50', note: 'দোকান ভাড়া নভেম্বর' } });
    expect(createCashbookEntryBody.safeParse(r.ok ? r.body : null).success).toBe(true);
  });

  it('carries date, time, employee and the note when given', () => {
    const r = buildEntryBody(ID, form({ amount: '500', date: '2026-11-20', time: '১৮:৩০', employeeId: EMP, note: 'বেতন, অগ্রিম' }));
    expect(r).toEqual({
      ok: true,
      body: { id: ID, categoryId: CAT, amount: '500.00', date: '2026-11-20', time: '18:30', employeeId: EMP, note: 'বেতন, অগ্রিম' },
    });
    expect(createCashbookEntryBody.safeParse(r.ok ? r.body : null).success).toBe(true);
  });

  it('refuses a missing category, an empty, zero or malformed amount, a bad time and long text', () => {
    expect(buildEntryBody(ID, { ...EMPTY_ENTRY, amount: '' })).toEqual({
      ok: false,
      errors: { categoryId: 'validation.required', amount: 'validation.required' },
    });
    expect(buildEntryBody(ID, form({ amount: '0' }))).toEqual({ ok: false, errors: { amount: 'validation.amountPositive' } });
    expect(buildEntryBody(ID, form({ amount: '12.345' }))).toEqual({ ok: false, errors: { amount: 'validation.money' } });
    expect(buildEntryBody(ID, form({ amount: '-5' }))).toEqual({ ok: false, errors: { amount: 'validation.amountPositive' } });
    expect(buildEntryBody(ID, form({ amount: '5', time: '25:00' }))).toEqual({ ok: false, errors: { time: 'validation.time' } });
    expect(buildEntryBody(ID, form({ amount: '5', note: 'ক'.repeat(1001) }))).toEqual({
      ok: false,
      errors: { note: 'validation.tooLong' },
    });
  });

  it('keeps the same client id on every build of one form (a retry is the same entry)', () => {
    const a = buildEntryBody(ID, form({ amount: '10' }));
    const b = buildEntryBody(ID, form({ amount: '10' }));
    expect(a).toEqual(b);
  });
});
