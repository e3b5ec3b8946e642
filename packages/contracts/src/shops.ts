import { isBdPhone } from '@dokani/core';
import { z } from 'zod';
import { nameSchema, optionalText, ulidSchema } from './common.ts';
import { FEATURE_KEYS } from './features.ts';
import { TEXT_LIMITS } from './text-limits.ts';

export const SHOP_TYPES = [
  'grocery',
  'pharmacy',
  'electronics',
  'mobile-accessories',
  'clothing-fashion',
  'cosmetics',
  'hardware',
  'stationery-books',
  'restaurant-food',
  'other',
] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

export const SHOP_ROLES_BUILTIN = ['owner'] as const;

const geoId = z
  .string()
  .regex(/^\d{1,4}$/, { message: 'validation.geo' })
  .nullable()
  .optional();
/** An area: an upazila's number, or a city thana's name id ("dmp-dhanmondi", core `thanas`). */
const areaId = z
  .string()
  .regex(/^(\d{1,4}|[a-z]{2,5}-[a-z0-9-]{1,40})$/, { message: 'validation.geo' })
  .nullable()
  .optional();

/**
 * A shop's phone as typed (the one rule, core `isBdPhone`): a mobile number or a Bangladeshi
 * landline with its area code; empty clears it. The shop form validates with this too.
 */
export const shopPhoneInput = z
  .string()
  .trim()
  .max(TEXT_LIMITS.shopPhone, { message: 'validation.tooLong' })
  .refine((v) => v === '' || isBdPhone(v), { message: 'validation.phone' });

const phoneText = shopPhoneInput.nullable().optional();

export const shopFields = {
  name: nameSchema,
  shopType: z.enum(SHOP_TYPES, { message: 'validation.shopType' }),
  address: optionalText(TEXT_LIMITS.shopAddress),
  phone: phoneText,
  publicPhone: phoneText,
  divisionId: geoId,
  districtId: geoId,
  areaId,
};

export const createShopBody = z.object({ id: ulidSchema, ...shopFields }).strict();
export type CreateShopBody = z.infer<typeof createShopBody>;

export const patchShopBody = z
  .object({
    name: shopFields.name.optional(),
    shopType: shopFields.shopType.optional(),
    address: shopFields.address,
    phone: shopFields.phone,
    publicPhone: shopFields.publicPhone,
    divisionId: shopFields.divisionId,
    districtId: shopFields.districtId,
    areaId: shopFields.areaId,
    onlineSell: z.boolean().optional(),
  })
  .strict();
export type PatchShopBody = z.infer<typeof patchShopBody>;

export const shopSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shopType: z.enum(SHOP_TYPES),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    publicPhone: z.string().nullable(),
    divisionId: z.string().nullable(),
    districtId: z.string().nullable(),
    areaId: z.string().nullable(),
    onlineSell: z.boolean(),
    logoUrl: z.string().nullable(),
    timezone: z.string(),
    /** When the shop was opened (the app treats a shop's first month as new: the home page suggests app training). */
    createdAt: z.iso.datetime({ offset: true }),
    role: z.string().meta({ description: '"owner" or the name of the role given to this user' }),
    features: z
      .array(z.enum(FEATURE_KEYS))
      .meta({ description: "What this user may do in the shop: every feature for the owner, the role's features for a member" }),
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof shopSchema>;

export const shopListAnswer = z.object({ items: z.array(shopSchema) });
export const shopParams = z.object({ shopId: ulidSchema });
