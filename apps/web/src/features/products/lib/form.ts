import type { Product } from '@dokani/contracts/products';
import { DISCOUNT_TYPE_VALUES } from '@dokani/contracts/constants';
import { cleanTypedNumber, toBanglaDigits } from '@dokani/core/digits';
import type { Language } from '@dokani/i18n';
import { TEXT_LIMITS, WARRANTY_DAYS_MAX } from '@dokani/contracts/text-limits';

/**
 * The product form holds what the person typed (strings, as typed, Bangla digits allowed); the
 * contract's schema turns them into poisha / thousandths and validates them; what is sent is the
 * contract's wire form: canonical decimal strings ("125.50", "1.5", "7.5").
 */
export const DISCOUNT_CHOICES = ['NONE', ...DISCOUNT_TYPE_VALUES] as const;
export type DiscountChoice = (typeof DISCOUNT_CHOICES)[number];

export interface ProductFormValues {
  name: string;
  unit: string;
  categoryId: string;
  subCategoryId: string;
  purchasePrice: string;
  sellPrice: string;
  details: string;
  barcode: string;
  onlineSale: boolean;
  bulkSale: boolean;
  bulkPrice: string;
  minOrderQuantity: string;
  lowStockAlert: string;
  vatApplicable: boolean;
  vatPercent: string;
  warrantyDays: string;
  discountType: DiscountChoice;
  discountValue: string;
  expiryDate: string;
  batchNumber: string;
  openingStock: string;
  openingUnitCost: string;
}
export type ProductFormField = keyof ProductFormValues;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  unit: 'pcs',
  categoryId: '',
  subCategoryId: '',
  purchasePrice: '',
  sellPrice: '',
  details: '',
  barcode: '',
  onlineSale: false,
  bulkSale: false,
  bulkPrice: '',
  minOrderQuantity: '',
  lowStockAlert: '',
  vatApplicable: false,
  vatPercent: '',
  warrantyDays: '',
  discountType: 'NONE',
  discountValue: '',
  expiryDate: '',
  batchNumber: '',
  openingStock: '',
  openingUnitCost: '',
};

/** Limits that the `validation` texts mention ({{max}}), per field. */
export const FIELD_LIMITS: Partial<Record<ProductFormField, { max?: number; min?: number }>> = {
  name: { max: TEXT_LIMITS.productName },
  unit: { max: TEXT_LIMITS.productUnit },
  details: { max: TEXT_LIMITS.productDetails },
  barcode: { max: TEXT_LIMITS.barcode },
  batchNumber: { max: TEXT_LIMITS.batchNumber },
  warrantyDays: { min: 0, max: WARRANTY_DAYS_MAX },
};

/** A number as people type it: Bangla digits → ASCII; thousands commas, spaces and ৳ dropped. */
/** See core `cleanTypedNumber`. */
export const cleanNumber = cleanTypedNumber;

/** The API path of a problem (contract issue or server detail) → the form field it belongs to. */
export function formFieldOf(path: string): ProductFormField | null {
  const head = path.split('.')[0] ?? '';
  if (head === 'discount') return 'discountValue';
  return head in EMPTY_PRODUCT_FORM ? (head as ProductFormField) : null;
}

/** A stored decimal shown for editing: "120.00" → "120", and in Bangla digits in bn. */
function editable(s: string | null, lang: Language, trimZeros = false): string {
  if (s === null) return '';
  const v = trimZeros ? s.replace(/\.00$/, '') : s;
  return lang === 'bn' ? toBanglaDigits(v) : v;
}

/** A saved product → the edit form's values. */
export function productToForm(p: Product, lang: Language): ProductFormValues {
  return {
    name: p.name,
    unit: p.unit,
    categoryId: p.categoryId ?? '',
    subCategoryId: p.subCategoryId ?? '',
    purchasePrice: editable(p.purchasePrice, lang, true),
    sellPrice: editable(p.sellPrice, lang, true),
    details: p.details ?? '',
    barcode: p.barcode ?? '',
    onlineSale: p.onlineSale,
    bulkSale: p.bulkSale,
    bulkPrice: editable(p.bulkPrice, lang, true),
    minOrderQuantity: editable(p.minOrderQuantity, lang),
    lowStockAlert: editable(p.lowStockAlert, lang),
    vatApplicable: p.vatApplicable,
    vatPercent: editable(p.vatPercent, lang),
    warrantyDays: p.warrantyDays === null ? '' : editable(String(p.warrantyDays), lang),
    discountType: p.discount?.type ?? 'NONE',
    discountValue: p.discount ? editable(p.discount.value, lang, true) : '',
    expiryDate: p.expiryDate ?? '',
    batchNumber: p.batchNumber ?? '',
    openingStock: '',
    openingUnitCost: '',
  };
}
