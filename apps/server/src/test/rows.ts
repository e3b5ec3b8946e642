/** Rows written straight to the database, for the tests and the benches that need many quickly (not what the API checks). */
import type { Insertable } from 'kysely';
import type { ProductsTable } from '../platform/db/schema.ts';

/** A product row of `shopId`: what is given, every optional field empty, priced 0 and without stock unless given. */
export function productRow(
  shopId: string,
  fields: Partial<Insertable<ProductsTable>> & { id: string; name: string; search_name: string },
  at: Date,
): Insertable<ProductsTable> {
  return {
    shop_id: shopId,
    unit: 'pcs',
    category_id: null,
    sub_category_id: null,
    purchase_price: 0n,
    sell_price: 0n,
    details: null,
    barcode: null,
    bulk_price: null,
    min_order_quantity: null,
    low_stock_alert: null,
    vat_percent: null,
    warranty_days: null,
    discount_type: null,
    discount_value: null,
    expiry_date: null,
    batch_number: null,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}
