/** A shop, its settings, and its counters for people-facing numbers (docs/ARCHITECTURE.md rule 2). */
import type { Generated } from 'kysely';

export interface ShopsTable {
  id: string;
  name: string;
  shop_type: string;
  address: string | null;
  phone: string | null;
  public_phone: string | null;
  division_id: string | null;
  district_id: string | null;
  area_id: string | null;
  online_sell: Generated<boolean>;
  logo_url: string | null;
  timezone: Generated<string>;
  currency: Generated<string>;
  owner_user_id: string;
  created_at: Date;
  updated_at: Date;
}

export interface ShopSettingsTable {
  shop_id: string;
  allow_negative_stock: Generated<boolean>;
  sms_language: Generated<'bn' | 'en'>;
  receipt_paper: Generated<'58' | '80' | 'a4'>;
  receipt_footer: string | null;
  print_after_sale: Generated<boolean>;
  receipt_copies: Generated<number>;
  open_drawer: Generated<boolean>;
  cut_paper: Generated<boolean>;
  updated_at: Date;
}

export interface ShopCountersTable {
  shop_id: string;
  name: string;
  value: Generated<bigint>;
}
