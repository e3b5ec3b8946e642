/** Row → API shape of a product (docs/API.md "The books": currentStock, averageCost, stockValue). */
import { formatFixed, formatMoneyDecimal, formatQuantity, stockValue } from '@dokani/core';
import type { Product } from '@dokani/contracts';
import type { ProductPhotoRow, ProductRow } from '../../platform/db/schema.ts';
import { MEDIA_PREFIX } from '../../platform/files.ts';

/** Photos as the product answer carries them, in their order. */
export type PhotoForProduct = Pick<ProductPhotoRow, 'id' | 'file' | 'thumb_file' | 'width' | 'height' | 'position'>;

const percent = (v: bigint): string => formatFixed(v, 2, true);
const money = (v: bigint | null): string | null => (v === null ? null : formatMoneyDecimal(v));
const qty = (v: bigint | null): string | null => (v === null ? null : formatQuantity(v));

export function toProduct(row: ProductRow, photos: readonly PhotoForProduct[]): Product {
  const lowStock = row.low_stock_alert !== null && row.current_stock <= row.low_stock_alert;
  return {
    id: row.id,
    name: row.name,
    unit: row.unit,
    categoryId: row.category_id,
    subCategoryId: row.sub_category_id,
    purchasePrice: formatMoneyDecimal(row.purchase_price),
    sellPrice: formatMoneyDecimal(row.sell_price),
    currentStock: formatQuantity(row.current_stock),
    averageCost: formatMoneyDecimal(row.average_cost),
    stockValue: formatMoneyDecimal(stockValue({ stock: row.current_stock, value: row.stock_value })),
    lowStock,
    details: row.details,
    barcode: row.barcode,
    photos: [...photos]
      .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1))
      .map((p) => ({
        id: p.id,
        url: MEDIA_PREFIX + p.file,
        thumbUrl: MEDIA_PREFIX + p.thumb_file,
        width: p.width,
        height: p.height,
      })),
    onlineSale: row.online_sale,
    bulkSale: row.bulk_sale,
    bulkPrice: money(row.bulk_price),
    minOrderQuantity: qty(row.min_order_quantity),
    lowStockAlert: qty(row.low_stock_alert),
    vatApplicable: row.vat_applicable,
    vatPercent: row.vat_percent === null ? null : percent(row.vat_percent),
    warrantyDays: row.warranty_days,
    discount:
      row.discount_type === null || row.discount_value === null
        ? null
        : {
            type: row.discount_type,
            value: row.discount_type === 'PERCENT' ? percent(row.discount_value) : formatMoneyDecimal(row.discount_value),
          },
    expiryDate: row.expiry_date,
    batchNumber: row.batch_number,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
