import { describe, expect, it, vi } from 'vitest';
import { fromPhoneContact, phoneContactsSupported, pickPhoneContact } from './phone-contacts';

describe('phone contacts: feature detection', () => {
  it('is offered only when navigator.contacts.select is a function', () => {
    expect(phoneContactsSupported(undefined)).toBe(false);
    expect(phoneContactsSupported({})).toBe(false);
    expect(phoneContactsSupported({ contacts: {} })).toBe(false);
    expect(phoneContactsSupported({ contacts: { select: 'no' } })).toBe(false);
    expect(phoneContactsSupported({ contacts: { select: () => Promise.resolve([]) } })).toBe(true);
  });

  it('the test browser (happy-dom) has no picker, so the button stays hidden there', () => {
    expect(phoneContactsSupported()).toBe(false);
  });
});

describe('phone contacts: mapping a picked person', () => {
  it('takes the first non-empty name, tidied, and the number in local form (Bangla digits, +880, spaces)', () => {
    expect(fromPhoneContact({ name: ['', '  করিম   উদ্দিন '], tel: ['+880 1712-345678'] })).toEqual({
      name: 'করিম উদ্দিন',
      mobile: '01712345678',
      mobileOk: true,
    });
    expect(fromPhoneContact({ name: ['Rahim'], tel: ['০১৮১২৩৪৫৬৭৮'] })).toEqual({ name: 'Rahim', mobile: '01812345678', mobileOk: true });
  });

  it('prefers a Bangladeshi mobile over a landline or foreign number listed first', () => {
    expect(fromPhoneContact({ name: ['Dokan'], tel: ['02-9876543', '+1 415 555 0123', '8801912345678'] })).toEqual({
      name: 'Dokan',
      mobile: '01912345678',
      mobileOk: true,
    });
  });

  it('a person with no Bangladeshi mobile keeps the first number as it is, marked not ok (the form says why)', () => {
    expect(fromPhoneContact({ name: ['Uncle'], tel: [' +1 415 555 0123 ', '02-9876543'] })).toEqual({
      name: 'Uncle',
      mobile: '+1 415 555 0123',
      mobileOk: false,
    });
  });

  it('no name or no number is fine (both are filled in by hand)', () => {
    expect(fromPhoneContact({})).toEqual({ name: '', mobile: '', mobileOk: true });
    expect(fromPhoneContact({ name: [], tel: ['   '] })).toEqual({ name: '', mobile: '', mobileOk: true });
  });
});

describe('phone contacts: picking', () => {
  it('asks for name and tel of one person and maps the answer; closing the picker gives null', async () => {
    const select = vi
      .fn()
      .mockResolvedValueOnce([{ name: ['সুমি'], tel: ['01512345678'] }])
      .mockResolvedValueOnce([]);
    const nav = { contacts: { select } };
    expect(await pickPhoneContact(nav)).toEqual({ name: 'সুমি', mobile: '01512345678', mobileOk: true });
    expect(select).toHaveBeenCalledWith(['name', 'tel'], { multiple: false });
    expect(await pickPhoneContact(nav)).toBeNull();
    expect(await pickPhoneContact({})).toBeNull();
  });

  it('a failing picker throws (the page shows a message)', async () => {
    const nav = { contacts: { select: () => Promise.reject(new Error('InvalidStateError')) } };
    await expect(pickPhoneContact(nav)).rejects.toThrow('InvalidStateError');
  });
});
