/**
 * Checks a product as it will be stored: the contract's cross-field rules, its category and
 * sub-category (of this shop, one level, the sub-category under the category) and its barcode
 * (unique in the shop). Problems are validation keys, translated by the error handler.
 */
import { productRules } from '@dokani/contracts';
import { z } from 'zod';
import type { Queryable } from '../../platform/db/schema.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { findCategories } from '../categories/index.ts';
import type { ProductFields } from './product.fields.ts';
import * as repo from './products.repo.ts';

export type Problems = Record<string, string>;

const rulesSchema = z.custom<ProductFields>().superRefine(productRules);

/** The contract's cross-field rules (bulk price and minimum, VAT rate) on the whole product. */
export function ruleProblems(f: ProductFields): Problems {
  const r = rulesSchema.safeParse(f);
  const problems: Problems = {};
  if (!r.success) {
    for (const issue of r.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in problems)) problems[path] = issue.message;
    }
  }
  return problems;
}

export async function categoryProblems(
  db: Queryable,
  shopId: string,
  f: Pick<ProductFields, 'categoryId' | 'subCategoryId'>,
): Promise<Problems> {
  const ids = [f.categoryId, f.subCategoryId].filter((v): v is string => v !== null);
  const found = new Map((await findCategories(db, shopId, ids)).map((c) => [c.id, c]));
  const problems: Problems = {};
  if (f.categoryId !== null) {
    const c = found.get(f.categoryId);
    if (!c) problems.categoryId = 'validation.product.categoryNotFound';
    else if (c.parent_id !== null) problems.categoryId = 'validation.product.categoryNotTopLevel';
  }
  if (f.subCategoryId !== null) {
    const s = found.get(f.subCategoryId);
    if (f.categoryId === null) problems.subCategoryId = 'validation.product.subCategoryNeedsCategory';
    else if (!s) problems.subCategoryId = 'validation.product.categoryNotFound';
    else if (s.parent_id !== f.categoryId) problems.subCategoryId = 'validation.product.subCategoryNotInCategory';
  }
  return problems;
}

/** 400 VALIDATION_FAILED with every problem of the rules and the categories, or nothing. */
export async function assertValidProduct(db: Queryable, shopId: string, f: ProductFields): Promise<void> {
  const problems = { ...ruleProblems(f), ...(await categoryProblems(db, shopId, f)) };
  if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', problems);
}

/** 409 BARCODE_TAKEN naming the other product when another product of the shop has this barcode. */
export async function assertBarcodeFree(db: Queryable, shopId: string, barcode: string | null, selfId: string): Promise<void> {
  if (barcode === null) return;
  const other = await repo.findByBarcode(db, shopId, barcode);
  if (other && other.id !== selfId) throw new AppError('BARCODE_TAKEN', { productName: other.name });
}

/** A unique-index violation of products_barcode_uq: two writers racing for one barcode. */
export function isBarcodeRace(e: unknown): boolean {
  return isUniqueViolation(e, 'products_barcode_uq');
}
