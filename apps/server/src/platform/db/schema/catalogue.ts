/** Catalogue (products module): categories, products, product_photos (0002), search terms (0003), CSV imports (0004). */
import type { Generated } from 'kysely';

export interface CategoriesTable {
  shop_id: string;
  id: string;
  parent_id: string | null;
  name: string;
  created_at: Date;
  updated_at: Date;
}

export interface ProductsTable {
  shop_id: string;
  id: string;
  name: string;
  search_name: string;
  /** the name's sound key (core phoneticKey; migration 0015) */
  search_phonetic: Generated<string>;
  unit: string;
  category_id: string | null;
  sub_category_id: string | null;
  purchase_price: bigint;
  sell_price: bigint;
  details: string | null;
  barcode: string | null;
  online_sale: Generated<boolean>;
  bulk_sale: Generated<boolean>;
  bulk_price: bigint | null;
  min_order_quantity: bigint | null;
  low_stock_alert: bigint | null;
  vat_applicable: Generated<boolean>;
  /** hundredths of a percent (750 = 7.5 %) */
  vat_percent: bigint | null;
  warranty_days: number | null;
  discount_type: 'AMOUNT' | 'PERCENT' | null;
  /** AMOUNT: poisha; PERCENT: hundredths of a percent */
  discount_value: bigint | null;
  expiry_date: string | null;
  batch_number: string | null;
  status: Generated<'active' | 'inactive'>;
  /** Written only by the stock service. */
  current_stock: Generated<bigint>;
  /** Held for accepted online orders (migration 0019): available = current_stock − reserved. */
  reserved: Generated<bigint>;
  average_cost: Generated<bigint>;
  last_cost: Generated<bigint>;
  /** poisha, exact: Σ of the product's movement cost totals since 0013 (core costing) */
  stock_value: Generated<bigint>;
  created_at: Date;
  updated_at: Date;
}

export interface ProductPhotosTable {
  shop_id: string;
  product_id: string;
  id: string;
  position: number;
  file: string;
  thumb_file: string;
  width: number;
  height: number;
  created_at: Date;
}

/** One row per word start of products.search_name, kept by triggers (0003). */
export interface ProductSearchTermsTable {
  shop_id: string;
  product_id: string;
  term: string;
  /** the product's search_name, for name order straight from the index */
  search_name: string;
}

/** A CSV import's answer, kept under the client's import id (migration 0004). */
export interface ProductImportsTable {
  shop_id: string;
  id: string;
  result: unknown;
  created_by: string | null;
  created_at: Date;
}
