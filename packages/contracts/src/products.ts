import { z } from 'zod';
import { listQuerySchema, ulidSchema } from './common.ts';
import {
  dateInput,
  discountInput,
  discountOut,
  moneyInput,
  moneyOut,
  profitMoneyOut,
  percentInput,
  percentOut,
  quantityInput,
  quantityOut,
} from './decimal.ts';
import { COUNT_LIMITS, TEXT_LIMITS, WARRANTY_DAYS_MAX } from './text-limits.ts';

import { MAX_PRODUCT_PHOTOS, PRODUCT_SORTS, PRODUCT_STATUSES, PRODUCT_UNITS } from './constants.ts';

export { MAX_PRODUCT_PHOTOS, PRODUCT_SORTS, PRODUCT_STATUSES, PRODUCT_UNITS };

const text = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' });
const nullableId = ulidSchema.nullable().optional();

/** Barcode: what scanners read from retail codes (EAN/UPC/Code-128): letters, digits, - . / space. */
export const barcodeInput = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(TEXT_LIMITS.barcode, { message: 'validation.tooLong' })
  .regex(/^[0-9A-Za-z\-./ ]+$/, { message: 'validation.barcode' });

const productFields = {
  name: text(TEXT_LIMITS.productName).min(1, { message: 'validation.required' }),
  unit: text(TEXT_LIMITS.productUnit).min(1, { message: 'validation.required' }),
  categoryId: nullableId,
  subCategoryId: nullableId,
  purchasePrice: moneyInput,
  sellPrice: moneyInput,
  details: text(TEXT_LIMITS.productDetails).nullable().optional(),
  barcode: barcodeInput.nullable().optional(),
  onlineSale: z.boolean().optional(),
  bulkSale: z.boolean().optional(),
  bulkPrice: moneyInput.nullable().optional(),
  minOrderQuantity: quantityInput.nullable().optional(),
  lowStockAlert: quantityInput.nullable().optional(),
  vatApplicable: z.boolean().optional(),
  vatPercent: percentInput.nullable().optional(),
  warrantyDays: z.number().int({ message: 'validation.integer' }).min(0).max(WARRANTY_DAYS_MAX).nullable().optional(),
  discount: discountInput.nullable().optional(),
  expiryDate: dateInput.nullable().optional(),
  batchNumber: text(TEXT_LIMITS.batchNumber).nullable().optional(),
};

type ProductRuleInput = {
  bulkSale?: boolean | undefined;
  bulkPrice?: bigint | null | undefined;
  minOrderQuantity?: bigint | null | undefined;
  vatApplicable?: boolean | undefined;
  vatPercent?: bigint | null | undefined;
};

/** Cross-field rules shared by create and update (a bulk sale needs its price and minimum, VAT its rate). */
function productRules(p: ProductRuleInput, ctx: z.RefinementCtx): void {
  if (p.bulkSale) {
    if (p.bulkPrice == null) ctx.addIssue({ code: 'custom', message: 'validation.product.bulkPriceRequired', path: ['bulkPrice'] });
    if (p.minOrderQuantity == null || p.minOrderQuantity <= 0n) {
      ctx.addIssue({ code: 'custom', message: 'validation.product.minOrderQuantityRequired', path: ['minOrderQuantity'] });
    }
  }
  if (p.vatApplicable && p.vatPercent == null) {
    ctx.addIssue({ code: 'custom', message: 'validation.product.vatPercentRequired', path: ['vatPercent'] });
  }
}

export const createProductBody = z
  .object({
    id: ulidSchema,
    ...productFields,
    /** Stock already on the shelf; written as an 'opening' stock movement. */
    openingStock: quantityInput.optional(),
    /** Unit cost of the opening stock; defaults to the purchase price. */
    openingUnitCost: moneyInput.optional(),
  })
  .strict()
  .superRefine(productRules);
export type CreateProductBody = z.infer<typeof createProductBody>;

/** Partial update. Stock is never set here: it moves only through stock movements. */
export const patchProductBody = z
  .object({
    name: productFields.name.optional(),
    unit: productFields.unit.optional(),
    categoryId: productFields.categoryId,
    subCategoryId: productFields.subCategoryId,
    purchasePrice: moneyInput.optional(),
    sellPrice: moneyInput.optional(),
    details: productFields.details,
    barcode: productFields.barcode,
    onlineSale: productFields.onlineSale,
    bulkSale: productFields.bulkSale,
    bulkPrice: productFields.bulkPrice,
    minOrderQuantity: productFields.minOrderQuantity,
    lowStockAlert: productFields.lowStockAlert,
    vatApplicable: productFields.vatApplicable,
    vatPercent: productFields.vatPercent,
    warrantyDays: productFields.warrantyDays,
    discount: productFields.discount,
    expiryDate: productFields.expiryDate,
    batchNumber: productFields.batchNumber,
    status: z.enum(PRODUCT_STATUSES).optional(),
  })
  .strict();
export type PatchProductBody = z.infer<typeof patchProductBody>;
/** The server applies `productRules` to the product as it will be after the patch. */
export { productRules };

export const productPhotoSchema = z
  .object({ id: z.string(), url: z.string(), thumbUrl: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ProductPhoto' });

export const productSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    unit: z.string(),
    categoryId: z.string().nullable(),
    subCategoryId: z.string().nullable(),
    purchasePrice: profitMoneyOut,
    sellPrice: moneyOut,
    currentStock: quantityOut,
    averageCost: profitMoneyOut.meta({ description: 'Moving weighted average cost per unit' }),
    stockValue: profitMoneyOut.meta({
      description:
        'the stock’s exact value, Σ of its movements’ costs (0 when stock is not positive); averageCost is this ÷ currentStock, rounded',
    }),
    lowStock: z.boolean().meta({ description: 'true when lowStockAlert is set and currentStock ≤ lowStockAlert' }),
    details: z.string().nullable(),
    barcode: z.string().nullable(),
    photos: z.array(productPhotoSchema),
    onlineSale: z.boolean(),
    bulkSale: z.boolean(),
    bulkPrice: moneyOut.nullable(),
    minOrderQuantity: quantityOut.nullable(),
    lowStockAlert: quantityOut.nullable(),
    vatApplicable: z.boolean(),
    vatPercent: percentOut.nullable(),
    warrantyDays: z.number().int().nullable(),
    discount: discountOut.nullable(),
    expiryDate: z.string().nullable(),
    batchNumber: z.string().nullable(),
    status: z.enum(PRODUCT_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productListQuery = listQuerySchema.extend({
  categoryId: ulidSchema.optional(),
  status: z
    .enum([...PRODUCT_STATUSES, 'all'])
    .optional()
    .meta({ description: 'default active' }),
  lowStock: z.enum(['true', 'false']).optional(),
  online: z.enum(['true', 'false']).optional(),
  barcode: z.string().max(TEXT_LIMITS.barcode).optional().meta({ description: 'exact barcode match (scanner)' }),
  sort: z.enum(PRODUCT_SORTS).optional().meta({ description: 'default name' }),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productListAnswer = z.object({ items: z.array(productSchema), nextCursor: z.string().nullable() });
export const productParams = z.object({ shopId: ulidSchema, productId: ulidSchema });

/** Products expired or expiring within `days` (default 30). */
export const expiringQuery = z.object({ days: z.coerce.number().int().min(0).max(COUNT_LIMITS.expiringDays).optional() });
export const expiringItem = z.object({
  product: productSchema,
  daysLeft: z.number().int().meta({ description: 'negative when already expired' }),
});
export const expiringAnswer = z.object({ items: z.array(expiringItem) });

/** A generated in-store barcode (EAN-13 with the restricted-circulation prefix 2). */
export const generatedBarcodeAnswer = z.object({ barcode: z.string() });

/**
 * CSV import: the file's text in the body, and the client's id of this import so a retried
 * request answers the first result instead of importing the rows again.
 */
export const importProductsBody = z.object({ id: ulidSchema, csv: z.string().max(TEXT_LIMITS.importCsv) }).strict();
export const importRowError = z.object({ line: z.number().int(), field: z.string().nullable(), message: z.string() });
/** GET …/products/import-template: the CSV template, as text. */
export const importTemplateAnswer = z.string().meta({ description: 'CSV text' });

export const importProductsAnswer = z.object({
  imported: z.number().int(),
  failed: z.number().int(),
  errors: z.array(importRowError),
});

/** One photo of a product. */
export const photoParams = productParams.extend({ photoId: ulidSchema });
/** The photos' new order: every photo id of the product once. */
export const photoOrderBody = z.object({ order: z.array(ulidSchema).max(COUNT_LIMITS.photoOrder) }).strict();
