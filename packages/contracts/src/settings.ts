import { z } from 'zod';

export const shopSettingsSchema = z.object({ allowNegativeStock: z.boolean() }).meta({ id: 'ShopSettings' });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export const patchShopSettingsBody = z.object({ allowNegativeStock: z.boolean().optional() }).strict();
