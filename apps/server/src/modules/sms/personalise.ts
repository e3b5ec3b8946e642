/**
 * A shop's SMS to many, filled for each recipient (decision 0014, "Placeholders"): `{shop}` with
 * the shop's name, `{name}` with the contact's name ("Customer" for a typed number that is not a
 * contact) and `{due}` with what they owe the shop — in the text's own language (Bangla digits and
 * ৳ in a Bangla text). Each text is counted on its own, so the credit taken is each recipient's
 * parts.
 */
import { countSms, fillSms, formatSmsMoney, isPersonalSms, smsTextLang } from '@dokani/core';
import type { Queryable } from '../../platform/db/schema.ts';
import { t } from '../../platform/i18n.ts';
import { smsContext } from '../../platform/sms/index.ts';
import { contactsForSms } from '../contacts/index.ts';

export interface Personalised {
  /** The text for the i-th mobile. */
  textFor(i: number): string;
  segmentsFor(i: number): number;
  /** Σ parts over the recipients. */
  smsCount: number;
  /** The most parts one recipient's text takes. */
  parts: number;
  personal: boolean;
}

export async function personalise(db: Queryable, shopId: string, text: string, mobiles: readonly string[]): Promise<Personalised> {
  const { shopName } = await smsContext(db, shopId);
  const personal = isPersonalSms(text);
  const lang = smsTextLang(text);
  const someone = t(lang, 'sms:campaign.someone');
  if (!personal || mobiles.length === 0) {
    const one = fillSms(text, { name: someone, due: formatSmsMoney(0n, lang), shop: shopName });
    const segments = countSms(one).segments;
    return { textFor: () => one, segmentsFor: () => segments, smsCount: segments * mobiles.length, parts: segments, personal };
  }
  const contacts = await contactsForSms(db, shopId, mobiles);
  const texts = mobiles.map((m) => {
    const c = contacts.get(m);
    return fillSms(text, { name: c?.name ?? someone, due: formatSmsMoney(c?.due ?? 0n, lang), shop: shopName });
  });
  const segments = texts.map((x) => countSms(x).segments);
  return {
    textFor: (i) => texts[i] as string,
    segmentsFor: (i) => segments[i] as number,
    smsCount: segments.reduce((a, b) => a + b, 0),
    parts: segments.reduce((a, b) => Math.max(a, b), 0),
    personal,
  };
}
