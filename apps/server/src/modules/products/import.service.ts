/**
 * POST /products/import: every row is checked with the contract's rules (and categories by name,
 * barcodes against the file and the shop); bad rows are reported by line, the good ones are all
 * written in ONE transaction (products, their categories when new, opening stock, usage count).
 */
import { toAsciiDigits, ulid } from '@dokani/core';
import { createCategoryBody, createProductBody } from '@dokani/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { createOnce } from '../../platform/idempotency.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';
import { validationDetails } from '../../platform/validation.ts';
import type { RawIssue } from '../../platform/validation.ts';
import { findCategoryByName, insertCategory, isCategoryNameRace } from '../categories/index.ts';
import { moveStock } from '../stock/index.ts';
import { readCsv } from './import.csv.ts';
import type { CsvRow, ImportColumn } from './import.csv.ts';
import { fieldsFromCreate, toColumns } from './product.fields.ts';
import type { ProductFields } from './product.fields.ts';
import * as repo from './products.repo.ts';

export interface ImportError {
  line: number;
  field: string | null;
  message: string;
}

interface GoodRow {
  line: number;
  id: string;
  fields: ProductFields;
  openingStock: bigint | undefined;
  category: string | null;
  subCategory: string | null;
}

const YES = new Set(['yes', 'y', 'true', '1', 'হ্যাঁ', 'হাঁ', 'হা']);
const NO = new Set(['no', 'n', 'false', '0', 'না']);

/** Contract field → CSV column, for reporting. */
const COLUMN_OF: Record<string, ImportColumn> = { categoryId: 'category', subCategoryId: 'subCategory' };

function toRawIssues(issues: readonly z.core.$ZodIssue[]): RawIssue[] {
  return issues.map(({ code, path, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.map(String).join('/')}`,
    message,
    params: params as Record<string, unknown>,
  }));
}

/** The row as a create body, with the problems found before the contract sees it. */
function rowToBody(row: CsvRow): { body: Record<string, unknown>; problems: Record<string, string> } {
  const c = row.cells;
  const problems: Record<string, string> = {};
  const opt = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
  for (const col of ['name', 'unit', 'purchasePrice', 'sellPrice'] as const) if (!c[col]) problems[col] = 'validation.required';
  let warrantyDays: number | undefined;
  const w = opt(c.warrantyDays);
  if (w !== undefined) {
    const ascii = toAsciiDigits(w);
    if (/^\d{1,6}$/.test(ascii)) warrantyDays = Number(ascii);
    else problems.warrantyDays = 'validation.integer';
  }
  let onlineSale: boolean | undefined;
  const o = opt(c.onlineSale)?.toLowerCase();
  if (o !== undefined) {
    if (YES.has(o)) onlineSale = true;
    else if (NO.has(o)) onlineSale = false;
    else problems.onlineSale = 'validation.import.yesNo';
  }
  if (opt(c.subCategory) !== undefined && opt(c.category) === undefined)
    problems.subCategory = 'validation.import.subCategoryNeedsCategory';
  const vatPercent = opt(c.vatPercent);
  const body: Record<string, unknown> = {
    id: ulid(),
    name: c.name ?? '',
    unit: c.unit ?? '',
    purchasePrice: c.purchasePrice ?? '',
    sellPrice: c.sellPrice ?? '',
    barcode: opt(c.barcode),
    openingStock: opt(c.openingStock),
    lowStockAlert: opt(c.lowStockAlert),
    vatApplicable: vatPercent !== undefined ? true : undefined,
    vatPercent,
    warrantyDays,
    expiryDate: opt(c.expiryDate),
    batchNumber: opt(c.batchNumber),
    details: opt(c.details),
    onlineSale,
  };
  for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
  return { body, problems };
}

const categoryName = createCategoryBody.shape.name;

function checkRow(row: CsvRow, lang: Language): { good: GoodRow | null; errors: ImportError[] } {
  if (row.badCellCount !== null) {
    const expected = Object.keys(row.cells).length;
    return {
      good: null,
      errors: [{ line: row.line, field: null, message: t(lang, 'validation.import.columnCount', { count: row.badCellCount, expected }) }],
    };
  }
  const { body, problems } = rowToBody(row);
  const messages: Record<string, string> = {};
  for (const [field, key] of Object.entries(problems)) messages[field] = t(lang, key);
  const parsed = createProductBody.safeParse(body);
  if (!parsed.success) {
    for (const [path, message] of Object.entries(validationDetails(lang, toRawIssues(parsed.error.issues), 'row'))) {
      const field = COLUMN_OF[path] ?? path;
      if (!(field in messages)) messages[field] = message;
    }
  }
  const names: Record<'category' | 'subCategory', string | null> = { category: null, subCategory: null };
  for (const col of ['category', 'subCategory'] as const) {
    const v = row.cells[col];
    if (!v) continue;
    const n = categoryName.safeParse(v);
    if (n.success) names[col] = n.data;
    else if (!(col in messages))
      messages[col] = validationDetails(lang, toRawIssues(n.error.issues), col)[col] ?? t(lang, 'validation.invalid');
  }
  const errors = Object.entries(messages).map(([field, message]) => ({ line: row.line, field, message }));
  if (errors.length > 0 || !parsed.success) return { good: null, errors };
  const b = parsed.data;
  return {
    good: {
      line: row.line,
      id: b.id,
      fields: fieldsFromCreate(b),
      openingStock: b.openingStock,
      category: names.category,
      subCategory: names.subCategory,
    },
    errors: [],
  };
}

/** Barcodes repeated in the file (after their first line) or already on a product of the shop. */
async function barcodeErrors(db: Queryable, shopId: string, rows: readonly GoodRow[], lang: Language): Promise<Map<number, ImportError>> {
  const out = new Map<number, ImportError>();
  const firstLine = new Map<string, number>();
  for (const r of rows) {
    const code = r.fields.barcode;
    if (code === null) continue;
    const first = firstLine.get(code);
    if (first === undefined) firstLine.set(code, r.line);
    else out.set(r.line, { line: r.line, field: 'barcode', message: t(lang, 'validation.import.barcodeRepeated', { line: first }) });
  }
  const taken = await repo.productsWithBarcodes(db, shopId, [...firstLine.keys()]);
  for (const r of rows) {
    const name = r.fields.barcode !== null ? taken.get(r.fields.barcode) : undefined;
    if (name !== undefined && !out.has(r.line)) {
      out.set(r.line, { line: r.line, field: 'barcode', message: t(lang, 'errors:BARCODE_TAKEN', { productName: name }) });
    }
  }
  return out;
}

/** Finds or creates (once) the categories the rows name, and files each row under them. */
async function resolveCategories(trx: Queryable, shopId: string, rows: readonly GoodRow[], at: Date): Promise<void> {
  const cache = new Map<string, string>();
  const idOf = async (parentId: string | null, name: string): Promise<string> => {
    const key = `${parentId ?? ''}\u0000${name.toLowerCase()}`;
    const known = cache.get(key);
    if (known) return known;
    const found = await findCategoryByName(trx, shopId, parentId, name);
    const id = found?.id ?? ulid(at.getTime());
    if (!found) await insertCategory(trx, shopId, { id, name, parentId }, at);
    cache.set(key, id);
    return id;
  };
  for (const r of rows) {
    if (r.category === null) continue;
    r.fields.categoryId = await idOf(null, r.category);
    if (r.subCategory !== null) r.fields.subCategoryId = await idOf(r.fields.categoryId, r.subCategory);
  }
}

export interface ImportResult {
  imported: number;
  failed: number;
  errors: ImportError[];
}

/**
 * Imports the file once per import id: the same id and file again answers the first result
 * (nothing imported twice); the same id with another file → 409 ID_CONFLICT.
 */
export async function importProducts(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  input: { id: string; csv: string },
  lang: Language,
): Promise<ImportResult> {
  const now = deps.clock.now();
  const key = { scope: shop.id, resource: 'product-import', id: input.id, body: { csv: input.csv }, at: now };
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const { value } = await createOnce(
        trx,
        key,
        async () => {
          const result = await importRows(deps, trx, shop, user, input.csv, lang, now);
          await repo.insertImportResult(trx, shop.id, { id: input.id, result, userId: user.id, at: now });
          return result;
        },
        () => repo.findImportResult(trx, shop.id, input.id) as Promise<ImportResult>,
      );
      return value;
    });
  } catch (e) {
    // A barcode or category written by someone else meanwhile: nothing was imported; try again.
    if (isCategoryNameRace(e) || (e as { code?: unknown } | null)?.code === '23505') throw new AppError('CONFLICT');
    throw e;
  }
}

/** Checks every row and writes the good ones, inside the caller's transaction. */
async function importRows(
  deps: AppDeps,
  trx: Queryable,
  shop: ShopContext,
  user: AuthUser,
  csv: string,
  lang: Language,
  now: Date,
): Promise<ImportResult> {
  const rows = readCsv(csv, lang);
  const errors: ImportError[] = [];
  let good: GoodRow[] = [];
  for (const row of rows) {
    const r = checkRow(row, lang);
    errors.push(...r.errors);
    if (r.good) good.push(r.good);
  }
  const dup = await barcodeErrors(trx, shop.id, good, lang);
  errors.push(...dup.values());
  good = good.filter((r) => !dup.has(r.line));
  if (good.length > 0) {
    // All the rows or none: refused 402 when they would pass the limit (the counter row stays locked).
    await deps.usage.take(trx, shop.id, 'product-list', shop.timezone, good.length);
    await resolveCategories(trx, shop.id, good, now);
    for (let i = 0; i < good.length; i += 500) {
      const chunk = good.slice(i, i + 500);
      await repo.insertProducts(
        trx,
        shop.id,
        chunk.map((r) => ({ id: r.id, columns: toColumns(r.fields) })),
        now,
      );
    }
    const opening = good.filter((r) => r.openingStock !== undefined && r.openingStock > 0n);
    await moveStock(
      trx,
      shop.id,
      opening.map((r) => ({ productId: r.id, change: r.openingStock ?? 0n, reason: 'opening' as const, unitCost: r.fields.purchasePrice })),
      { userId: user.id, at: now, timezone: shop.timezone },
    );
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'import',
      entity: 'product',
      details: { imported: good.length, failed: new Set(errors.map((e) => e.line)).size },
      at: now,
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { imported: good.length, failed: new Set(errors.map((e) => e.line)).size, errors };
}
