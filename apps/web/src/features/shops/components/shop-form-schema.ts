/** The shop form's fields: what the form holds, and the API body it makes (ShopForm, GeoPickers). */
import { z } from 'zod';
import { SHOP_TYPES, shopFields, shopPhoneInput, type Shop } from '@dokani/contracts';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';

export const shopFormSchema = z.object({
  name: shopFields.name,
  shopType: z.enum(SHOP_TYPES, { message: 'validation.shopType' }),
  address: z.string().trim().max(TEXT_LIMITS.shopAddress, { message: 'validation.tooLong' }),
  phone: shopPhoneInput,
  publicPhone: shopPhoneInput,
  divisionId: z.string(),
  districtId: z.string(),
  areaId: z.string(),
});
export type ShopFormIn = z.input<typeof shopFormSchema>;
export type ShopFormValues = z.output<typeof shopFormSchema>;

/** The API body: empty texts and unpicked places are sent as null. */
export function toShopBody(v: ShopFormValues) {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    name: v.name,
    shopType: v.shopType,
    address: orNull(v.address),
    phone: orNull(v.phone),
    publicPhone: orNull(v.publicPhone),
    divisionId: orNull(v.divisionId),
    districtId: orNull(v.districtId),
    areaId: orNull(v.areaId),
  };
}

export function shopToForm(shop: Shop | null): ShopFormIn {
  return {
    name: shop?.name ?? '',
    shopType: shop?.shopType ?? ('' as ShopFormIn['shopType']),
    address: shop?.address ?? '',
    phone: shop?.phone ?? '',
    publicPhone: shop?.publicPhone ?? '',
    divisionId: shop?.divisionId ?? '',
    districtId: shop?.districtId ?? '',
    areaId: shop?.areaId ?? '',
  };
}
