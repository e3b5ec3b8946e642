/** The online shop (online-shop module): the store, its visits and featured products, messages, shipping, orders. */
import type { Generated } from 'kysely';
import type { Json } from './json.ts';

/** Texts by key; a key without text is left out (the store's social links, SEO texts and policies). */
export type TextsByKey = Partial<Record<string, string>>;

export interface OnlineShopsTable {
  shop_id: string;
  slug: string | null;
  published: Generated<boolean>;
  name: string | null;
  address: string | null;
  mobile: string | null;
  social: Json<TextsByKey>;
  theme_id: Generated<string>;
  seo: Json<TextsByKey>;
  policies: Json<TextsByKey>;
  banner_url: string | null;
  domain: Generated<string | null>;
  checkout_otp: Generated<boolean>;
  updated_at: Date;
}

export interface OnlineShopVisitsTable {
  shop_id: string;
  /** The shop's calendar day (YYYY-MM-DD). */
  day: string;
  visits: number;
}

export interface OnlineFeaturedTable {
  shop_id: string;
  product_id: string;
  position: number;
}

export interface OnlineMessagesTable {
  shop_id: string;
  id: string;
  name: string;
  mobile: string;
  text: string;
  created_ip: string | null;
  created_at: Date;
  read_at: Date | null;
  reply: string | null;
  replied_by: string | null;
  replied_at: Date | null;
}

export interface ShippingPackagesTable {
  shop_id: string;
  id: string;
  name: string;
  fee: bigint;
  created_at: Date;
  updated_at: Date;
}

export interface OnlineOrdersTable {
  shop_id: string;
  id: string;
  number: bigint;
  status: 'placed' | 'accepted' | 'processing' | 'shipped' | 'delivered' | 'completed' | 'cancelled' | 'returned';
  payment_status: Generated<'unpaid' | 'paid' | 'refunded'>;
  customer_name: string;
  customer_mobile: string;
  customer_address: string;
  division_id: string | null;
  district_id: string | null;
  area_id: string | null;
  note: string | null;
  shipping_package_id: string | null;
  shipping_name: string;
  delivery_fee: bigint;
  subtotal: bigint;
  total: bigint;
  /** SHA-256 (hex) of each tracking link's token given out (migration 0036); never the token. */
  tracking_hashes: string[];
  sale_id: string | null;
  created_ip: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface OnlineOrderLinesTable {
  shop_id: string;
  order_id: string;
  line_no: number;
  product_id: string;
  product_name: string;
  unit: string;
  quantity: bigint;
  unit_price: bigint;
  total: bigint;
}

export interface OnlineOrderEventsTable {
  shop_id: string;
  order_id: string;
  seq: number;
  status: string;
  user_id: string | null;
  at: Date;
}
