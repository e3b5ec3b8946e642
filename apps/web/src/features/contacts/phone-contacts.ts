/**
 * "Add from phone contacts" through the Contact Picker API (Chrome on Android): the phone's own
 * contact list opens, the user picks one person, and only that name and number reach the page.
 * Browsers without it (desktop, iPhone Safari today) never see the button.
 */
import { normalizeBdMobile, toLocalMobile } from '@dokani/core/phone';

/** What the picker answers for one person (each property a list; missing ones empty or absent). */
export interface PickedPhoneContact {
  name?: readonly string[];
  tel?: readonly string[];
}

interface ContactsManagerLike {
  select(properties: readonly string[], options?: { multiple?: boolean }): Promise<PickedPhoneContact[]>;
  getProperties?(): Promise<string[]>;
}

/** The browser's contact picker, when it offers one (feature detection, no user-agent sniffing). */
export function phoneContactPicker(nav: unknown = typeof navigator === 'undefined' ? undefined : navigator): ContactsManagerLike | null {
  const contacts = (nav as { contacts?: unknown } | undefined)?.contacts as Partial<ContactsManagerLike> | undefined;
  return contacts && typeof contacts.select === 'function' ? (contacts as ContactsManagerLike) : null;
}

export function phoneContactsSupported(nav?: unknown): boolean {
  return phoneContactPicker(nav) !== null;
}

/** The add form's name and mobile from a picked person; `mobileOk` false when no number is a Bangladeshi mobile. */
export interface PhoneContactFill {
  name: string;
  /** Local form 01XXXXXXXXX when one of the numbers is a Bangladeshi mobile, else the first number as stored. */
  mobile: string;
  mobileOk: boolean;
}

export function fromPhoneContact(picked: PickedPhoneContact): PhoneContactFill {
  const name = (picked.name ?? []).map((n) => n.trim().replace(/\s+/g, ' ')).find((n) => n !== '') ?? '';
  const tels = (picked.tel ?? []).map((n) => n.trim()).filter((n) => n !== '');
  // A person often has a landline or a foreign number too: the first Bangladeshi mobile wins.
  const mobile = tels.map((n) => normalizeBdMobile(n)).find((n): n is string => n !== null);
  if (mobile) return { name, mobile: toLocalMobile(mobile), mobileOk: true };
  const first = tels[0] ?? '';
  return { name, mobile: first, mobileOk: first === '' };
}

/**
 * Opens the phone's contact list for one person. Null when the user closes it without choosing
 * (or the picker is not there); a failure of the picker itself is thrown.
 */
export async function pickPhoneContact(nav?: unknown): Promise<PhoneContactFill | null> {
  const picker = phoneContactPicker(nav);
  if (!picker) return null;
  const picked = await picker.select(['name', 'tel'], { multiple: false });
  const first = picked[0];
  return first ? fromPhoneContact(first) : null;
}
