import { toAsciiDigits } from '@dokani/core';

/** A text value of a vCard (RFC 2426 §4): backslash, comma, semicolon and line breaks escaped. */
const text = (v: string): string =>
  v
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[,;]/g, (c) => `\\${c}`);

/**
 * The shop as a contact card (vCard 3.0), for the QR code of a shop without a published store: its
 * name as the card's name and organisation, its public phone (plain digits, as dialled) and its
 * address. Lines end in CRLF, as the format wants.
 */
export function shopVCard(shop: { name: string; publicPhone: string | null; address: string | null }): string {
  const name = text(shop.name.trim());
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${name};;;;`, `FN:${name}`, `ORG:${name}`];
  const phone = shop.publicPhone ? toAsciiDigits(shop.publicPhone).replace(/[^\d+]/g, '') : '';
  if (phone) lines.push(`TEL;TYPE=WORK,VOICE:${phone}`);
  const address = shop.address?.trim();
  if (address) lines.push(`ADR;TYPE=WORK:;;${text(address)};;;;`);
  lines.push('END:VCARD');
  return `${lines.join('\r\n')}\r\n`;
}
