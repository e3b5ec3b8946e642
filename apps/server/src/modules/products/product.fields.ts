/**
 * A product's editable fields as the service sees them (bigints, nulls), from a create body, from a
 * stored row, or a stored row with a patch applied; and the same fields as table columns.
 */
import type { CreateProductBody, PatchProductBody } from '@dokani/contracts';
import type { ProductRow, ProductsTable } from '../../platform/db/schema.ts';
import type { Insertable } from 'kysely';
import { productSearchColumns } from './search.ts';

export interface Discount {
  type: 'AMOUNT' | 'PERCENT';
  value: bigint;
}

export interface ProductFields {
  name: string;
  unit: string;
  categoryId: string | null;
  subCategoryId: string | null;
  purchasePrice: bigint;
  sellPrice: bigint;
  details: string | null;
  barcode: string | null;
  onlineSale: boolean;
  bulkSale: boolean;
  bulkPrice: bigint | null;
  minOrderQuantity: bigint | null;
  lowStockAlert: bigint | null;
  vatApplicable: boolean;
  vatPercent: bigint | null;
  warrantyDays: number | null;
  discount: Discount | null;
  expiryDate: string | null;
  batchNumber: string | null;
}

/** Optional text: absent, null and "" (after the contract's trim) all mean "none". */
const text = (v: string | null | undefined): string | null => (v === undefined || v === null || v === '' ? null : v);
const orNull = <T>(v: T | null | undefined): T | null => v ?? null;

export function fieldsFromCreate(b: CreateProductBody): ProductFields {
  return {
    name: b.name,
    unit: b.unit,
    categoryId: orNull(b.categoryId),
    subCategoryId: orNull(b.subCategoryId),
    purchasePrice: b.purchasePrice,
    sellPrice: b.sellPrice,
    details: text(b.details),
    barcode: text(b.barcode),
    onlineSale: b.onlineSale ?? false,
    bulkSale: b.bulkSale ?? false,
    bulkPrice: orNull(b.bulkPrice),
    minOrderQuantity: orNull(b.minOrderQuantity),
    lowStockAlert: orNull(b.lowStockAlert),
    vatApplicable: b.vatApplicable ?? false,
    vatPercent: orNull(b.vatPercent),
    warrantyDays: orNull(b.warrantyDays),
    discount: orNull(b.discount),
    expiryDate: orNull(b.expiryDate),
    batchNumber: text(b.batchNumber),
  };
}

export function fieldsFromRow(r: ProductRow): ProductFields {
  return {
    name: r.name,
    unit: r.unit,
    categoryId: r.category_id,
    subCategoryId: r.sub_category_id,
    purchasePrice: r.purchase_price,
    sellPrice: r.sell_price,
    details: r.details,
    barcode: r.barcode,
    onlineSale: r.online_sale,
    bulkSale: r.bulk_sale,
    bulkPrice: r.bulk_price,
    minOrderQuantity: r.min_order_quantity,
    lowStockAlert: r.low_stock_alert,
    vatApplicable: r.vat_applicable,
    vatPercent: r.vat_percent,
    warrantyDays: r.warranty_days,
    discount: r.discount_type !== null && r.discount_value !== null ? { type: r.discount_type, value: r.discount_value } : null,
    expiryDate: r.expiry_date,
    batchNumber: r.batch_number,
  };
}

/** The product as it will be after the patch: an absent field keeps its value, null clears it. */
export function applyPatch(cur: ProductFields, p: PatchProductBody): ProductFields {
  const pick = <T>(v: T | undefined, keep: T): T => (v === undefined ? keep : v);
  const pickText = (v: string | null | undefined, keep: string | null) => (v === undefined ? keep : text(v));
  return {
    name: pick(p.name, cur.name),
    unit: pick(p.unit, cur.unit),
    categoryId: pick(p.categoryId, cur.categoryId),
    subCategoryId: pick(p.subCategoryId, cur.subCategoryId),
    purchasePrice: pick(p.purchasePrice, cur.purchasePrice),
    sellPrice: pick(p.sellPrice, cur.sellPrice),
    details: pickText(p.details, cur.details),
    barcode: pickText(p.barcode, cur.barcode),
    onlineSale: pick(p.onlineSale, cur.onlineSale),
    bulkSale: pick(p.bulkSale, cur.bulkSale),
    bulkPrice: pick(p.bulkPrice, cur.bulkPrice),
    minOrderQuantity: pick(p.minOrderQuantity, cur.minOrderQuantity),
    lowStockAlert: pick(p.lowStockAlert, cur.lowStockAlert),
    vatApplicable: pick(p.vatApplicable, cur.vatApplicable),
    vatPercent: pick(p.vatPercent, cur.vatPercent),
    warrantyDays: pick(p.warrantyDays, cur.warrantyDays),
    discount: pick(p.discount, cur.discount),
    expiryDate: pick(p.expiryDate, cur.expiryDate),
    batchNumber: pickText(p.batchNumber, cur.batchNumber),
  };
}

export type ProductColumns = Omit<
  Insertable<ProductsTable>,
  'shop_id' | 'id' | 'status' | 'current_stock' | 'average_cost' | 'last_cost' | 'stock_value' | 'created_at' | 'updated_at'
>;

/** The columns of the fields (stock and cost columns are the stock service's, never written here). */
export function toColumns(f: ProductFields): ProductColumns {
  return {
    name: f.name,
    ...productSearchColumns(f.name),
    unit: f.unit,
    category_id: f.categoryId,
    sub_category_id: f.subCategoryId,
    purchase_price: f.purchasePrice,
    sell_price: f.sellPrice,
    details: f.details,
    barcode: f.barcode,
    online_sale: f.onlineSale,
    bulk_sale: f.bulkSale,
    bulk_price: f.bulkPrice,
    min_order_quantity: f.minOrderQuantity,
    low_stock_alert: f.lowStockAlert,
    vat_applicable: f.vatApplicable,
    vat_percent: f.vatPercent,
    warranty_days: f.warrantyDays,
    discount_type: f.discount?.type ?? null,
    discount_value: f.discount?.value ?? null,
    expiry_date: f.expiryDate,
    batch_number: f.batchNumber,
  };
}
