import { z } from 'zod';

/** The language of the SMS a shop sends its contacts (due notices, reminders). */
export const SMS_LANGUAGES = ['bn', 'en'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

export const shopSettingsSchema = z.object({ allowNegativeStock: z.boolean(), smsLanguage: z.enum(SMS_LANGUAGES) }).meta({ id: 'ShopSettings' });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export const patchShopSettingsBody = z.object({ allowNegativeStock: z.boolean().optional(), smsLanguage: z.enum(SMS_LANGUAGES).optional() }).strict();
