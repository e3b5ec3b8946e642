import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { createProductBody, patchProductBody, productRules } from '@dokani/contracts/products';
import { formatFixed } from '@dokani/core/decimal';
import { formatMoneyDecimal, formatQuantity } from '@dokani/core/money';
import type { CreateProductWire, PatchProductWire } from '../api';
import { toAsciiDigits } from '@dokani/core/digits';
import { cleanNumber, DISCOUNT_CHOICES, formFieldOf, type ProductFormValues } from './form';

/**
 * The product form's schema (zod and the contract's schemas): its own module, fetched when the
 * form first validates (ProductForm), so the add and edit pages open without zod.
 */

const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());
const numberOrNull = (s: string): string | null => (s.trim() === '' ? null : cleanNumber(s));

/** Zod's own issues (no key of ours) → the `validation` key that says the same. */
function messageKey(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    case 'too_small':
      return issue.origin === 'string' ? 'validation.required' : 'validation.tooSmall';
    case 'invalid_type':
      return 'validation.invalidType';
    default:
      return 'validation.invalid';
  }
}

type Ctx = z.core.$RefinementCtx;

/** Fields common to create and update, as the contract's input (strings). Adds issues for what only the form knows. */
function commonInput(v: ProductFormValues, ctx: Ctx) {
  const required = (field: 'purchasePrice' | 'sellPrice') => {
    if (v[field].trim() === '') ctx.addIssue({ code: 'custom', message: 'validation.required', path: [field] });
    return cleanNumber(v[field]);
  };
  let warrantyDays: number | null = null;
  const w = cleanNumber(v.warrantyDays);
  if (w !== '') {
    if (/^\d{1,5}$/.test(w)) warrantyDays = Number(w);
    else ctx.addIssue({ code: 'custom', message: 'validation.integer', path: ['warrantyDays'] });
  }
  const barcode = orNull(toAsciiDigits(v.barcode));
  return {
    name: v.name,
    unit: v.unit,
    categoryId: orNull(v.categoryId),
    subCategoryId: v.categoryId.trim() === '' ? null : orNull(v.subCategoryId),
    purchasePrice: required('purchasePrice'),
    sellPrice: required('sellPrice'),
    details: orNull(v.details),
    barcode,
    onlineSale: v.onlineSale,
    bulkSale: v.bulkSale,
    // Hidden when switched off: nothing unseen is sent (and nothing unseen can be wrong).
    bulkPrice: v.bulkSale ? numberOrNull(v.bulkPrice) : null,
    minOrderQuantity: v.bulkSale ? numberOrNull(v.minOrderQuantity) : null,
    lowStockAlert: numberOrNull(v.lowStockAlert),
    vatApplicable: v.vatApplicable,
    vatPercent: v.vatApplicable ? numberOrNull(v.vatPercent) : null,
    warrantyDays,
    discount:
      v.discountType === 'NONE' || v.discountValue.trim() === '' ? null : { type: v.discountType, value: cleanNumber(v.discountValue) },
    expiryDate: orNull(v.expiryDate),
    batchNumber: orNull(v.batchNumber),
  };
}

/** Contract issues → issues on the form's own fields (unknown paths go to `root`). */
function reportIssues(issues: readonly z.core.$ZodIssue[], ctx: Ctx): void {
  for (const issue of issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    ctx.addIssue({ code: 'custom', message: messageKey(issue), path: [field ?? 'root'] });
  }
}

/** `input` as the contract's `schema` reads it, or undefined with its issues put on the form's fields. */
function checked<S extends z.ZodType>(schema: S, input: unknown, ctx: Ctx): z.output<S> | undefined {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  reportIssues(r.error.issues, ctx);
  return undefined;
}

type Parsed = {
  purchasePrice?: bigint;
  sellPrice?: bigint;
  bulkPrice?: bigint | null;
  minOrderQuantity?: bigint | null;
  lowStockAlert?: bigint | null;
  vatPercent?: bigint | null;
  discount?: { type: 'AMOUNT' | 'PERCENT'; value: bigint } | null;
};

const money = (v: bigint | null | undefined) => (v == null ? null : formatMoneyDecimal(v));
const qty = (v: bigint | null | undefined) => (v == null ? null : formatQuantity(v));
const pct = (v: bigint) => formatFixed(v, 2, true);

/** The parsed values back to what the API takes: the texts as checked (null for none), the numbers (bigint) as canonical decimal strings. */
function wireValues<
  P extends Parsed & { name?: unknown; unit?: unknown; details?: string | null; barcode?: string | null; batchNumber?: string | null },
>(p: P) {
  return {
    name: p.name as P['name'],
    unit: p.unit as P['unit'],
    details: p.details ?? null,
    barcode: p.barcode ?? null,
    batchNumber: p.batchNumber ?? null,
    purchasePrice: money(p.purchasePrice) ?? '0.00',
    sellPrice: money(p.sellPrice) ?? '0.00',
    bulkPrice: money(p.bulkPrice),
    minOrderQuantity: qty(p.minOrderQuantity),
    lowStockAlert: qty(p.lowStockAlert),
    vatPercent: p.vatPercent == null ? null : pct(p.vatPercent),
    discount: p.discount
      ? { type: p.discount.type, value: p.discount.type === 'PERCENT' ? pct(p.discount.value) : formatMoneyDecimal(p.discount.value) }
      : null,
  };
}

const formShape = z.object({
  name: z.string(),
  unit: z.string(),
  categoryId: z.string(),
  subCategoryId: z.string(),
  purchasePrice: z.string(),
  sellPrice: z.string(),
  details: z.string(),
  barcode: z.string(),
  onlineSale: z.boolean(),
  bulkSale: z.boolean(),
  bulkPrice: z.string(),
  minOrderQuantity: z.string(),
  lowStockAlert: z.string(),
  vatApplicable: z.boolean(),
  vatPercent: z.string(),
  warrantyDays: z.string(),
  discountType: z.enum(DISCOUNT_CHOICES),
  discountValue: z.string(),
  expiryDate: z.string(),
  batchNumber: z.string(),
  openingStock: z.string(),
  openingUnitCost: z.string(),
}) satisfies z.ZodType<ProductFormValues>;

/** The add form: validated by `createProductBody`, answered as the POST body (with the form's id). */
export function createProductSchema(id: string) {
  return formShape.transform((v, ctx): CreateProductWire => {
    const input = {
      id,
      ...commonInput(v, ctx),
      ...(v.openingStock.trim() === '' ? {} : { openingStock: cleanNumber(v.openingStock) }),
      ...(v.openingUnitCost.trim() === '' ? {} : { openingUnitCost: cleanNumber(v.openingUnitCost) }),
    };
    const out = checked(createProductBody, input, ctx);
    if (!out) return z.NEVER;
    return {
      ...input,
      ...wireValues(out),
      ...(out.openingStock === undefined ? {} : { openingStock: formatQuantity(out.openingStock) }),
      ...(out.openingUnitCost === undefined ? {} : { openingUnitCost: formatMoneyDecimal(out.openingUnitCost) }),
    };
  });
}

const patchWithRules = patchProductBody.superRefine(productRules);

/** The edit form: validated by `patchProductBody` and the shared cross-field rules; answered as the PATCH body. */
export function patchProductSchema() {
  return formShape.transform((v, ctx): PatchProductWire => {
    const input = commonInput(v, ctx);
    const out = checked(patchWithRules, input, ctx);
    if (!out) return z.NEVER;
    return {
      ...input,
      ...wireValues(out),
    };
  });
}

/** The form's resolver for adding (with the new product's id) or editing. */
export function productResolver(
  mode: { kind: 'create'; id: string } | { kind: 'edit' },
): Resolver<ProductFormValues, unknown, CreateProductWire | PatchProductWire> {
  const schema = mode.kind === 'create' ? createProductSchema(mode.id) : patchProductSchema();
  return zodResolver(schema) as Resolver<ProductFormValues, unknown, CreateProductWire | PatchProductWire>;
}
