import type { Contact, ContactType } from '@dokani/contracts';
import { toAsciiDigits } from '@dokani/core/digits';
import type { Language } from '@dokani/i18n';
import { displayMobile, localDigits } from '@/shared/lib/format';
import type { ContactPatch, ContactRequest } from './api';

/** What the contact form holds, as typed (Bangla digits allowed). */
export interface ContactFormValues {
  name: string;
  mobile: string;
  address: string;
  email: string;
  position: string;
  monthlySalary: string;
  suppliedItems: string;
}

export const CONTACT_FIELDS = ['name', 'mobile', 'address', 'email', 'position', 'monthlySalary', 'suppliedItems'] as const;
export const EMPTY_CONTACT: ContactFormValues = {
  name: '',
  mobile: '',
  address: '',
  email: '',
  position: '',
  monthlySalary: '',
  suppliedItems: '',
};

const money = (s: string) => toAsciiDigits(s.trim()).replace(/,/g, '');

/** The POST /contacts body: empty fields left out, type-only fields only for their type. */
export function contactBody(id: string, type: ContactType, v: ContactFormValues): ContactRequest {
  const opt = (s: string) => (s.trim() ? s.trim() : undefined);
  return {
    id,
    type,
    name: v.name.trim(),
    mobile: opt(toAsciiDigits(v.mobile)),
    address: opt(v.address),
    email: opt(v.email),
    ...(type === 'employee' ? { position: opt(v.position), monthlySalary: opt(money(v.monthlySalary)) } : {}),
    ...(type === 'supplier' ? { suppliedItems: opt(v.suppliedItems) } : {}),
  };
}

/** The PATCH body of an edit: every field of the type, an emptied one as null (cleared). */
export function contactPatch(type: ContactType, v: ContactFormValues): ContactPatch {
  const val = (s: string) => (s.trim() ? s.trim() : null);
  return {
    name: v.name.trim(),
    mobile: val(toAsciiDigits(v.mobile)),
    address: val(v.address),
    email: val(v.email),
    ...(type === 'employee' ? { position: val(v.position), monthlySalary: val(money(v.monthlySalary)) } : {}),
    ...(type === 'supplier' ? { suppliedItems: val(v.suppliedItems) } : {}),
  };
}

/** A saved contact as the form shows it: the number in local form and the salary without ".00", in the user's digits. */
export function contactFormValues(c: Contact, lang: Language): ContactFormValues {
  return {
    name: c.name,
    mobile: displayMobile(c.mobile, lang),
    address: c.address ?? '',
    email: c.email ?? '',
    position: c.position ?? '',
    monthlySalary: c.monthlySalary === null ? '' : localDigits(c.monthlySalary.replace(/\.00$/, ''), lang),
    suppliedItems: c.suppliedItems ?? '',
  };
}
