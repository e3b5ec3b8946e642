import { describe, expect, it } from 'vitest';
import { buildDueBody, type DueFormValues } from './due-body';

const base: DueFormValues = {
  contactId: '01JD3ZK7Q8V6Y2N4W5X9A0B1C2',
  name: '',
  mobile: '',
  direction: 'given',
  dueType: 'money',
  amount: '১২৫.৫০',
  note: '  ',
  date: '',
  sendSms: false,
};

describe('buildDueBody', () => {
  it('turns Bangla digits into an ASCII amount and keeps the direction', () => {
    const r = buildDueBody('ID', { ...base, direction: 'received' });
    expect(r).toEqual({
      ok: true,
      body: { id: 'ID', contactId: base.contactId, direction: 'received', dueType: 'money', amount: '125.50', sendSms: false },
    });
  });

  it('refuses zero, negative and malformed amounts', () => {
    for (const amount of ['0', '-5', 'abc', '1.234', ''])
      expect(buildDueBody('ID', { ...base, amount })).toEqual({ ok: false, field: 'amount' });
  });

  it('sends a new name and mobile when no contact is picked', () => {
    const r = buildDueBody('ID', {
      ...base,
      contactId: '',
      name: ' রহিম ',
      mobile: '০১৭১২৩৪৫৬৭৮',
      note: 'চাল',
      date: '2026-11-21',
      sendSms: true,
    });
    expect(r.ok && r.body).toMatchObject({ name: 'রহিম', mobile: '01712345678', note: 'চাল', date: '2026-11-21', sendSms: true });
    expect(r.ok && 'contactId' in r.body).toBe(false);
  });

  it('asks for a contact when neither is given', () => {
    expect(buildDueBody('ID', { ...base, contactId: '' })).toEqual({ ok: false, field: 'contact' });
  });
});
