/** The one Kysely `Database` type for both drivers; column names as in migrations/*.sql. */
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';

/** A jsonb column: written as a JSON string parameter, read back as the parsed value. */
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  mobile: string;
  name: string;
  pin_hash: string;
  failed_pin_attempts: Generated<number>;
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
}

export interface OtpCodesTable {
  id: string;
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  sent_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface OtpSendsTable {
  id: Generated<bigint>;
  mobile: string;
  purpose: string;
  sent_at: Date;
}

export interface OtpTokensTable {
  token_hash: string;
  mobile: string;
  purpose: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

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

export interface RolesTable {
  shop_id: string;
  id: string;
  name: string;
  features: string[];
  created_at: Date;
  updated_at: Date;
}

export interface ShopMembersTable {
  shop_id: string;
  user_id: string;
  is_owner: Generated<boolean>;
  role_id: string | null;
  created_at: Date;
}

export interface ShopSettingsTable {
  shop_id: string;
  allow_negative_stock: Generated<boolean>;
  updated_at: Date;
}

export interface IdempotencyKeysTable {
  scope: string;
  resource: string;
  id: string;
  body_hash: string;
  created_at: Date;
}

/** Limit per usage feature; a feature missing from the object is unlimited. */
export type PackageLimits = Partial<Record<string, number>>;

export interface PackagesTable {
  id: string;
  name: string;
  rank: number;
  limits: Json<PackageLimits>;
}

export interface PackagePricesTable {
  package_id: string;
  period: string;
  months: number;
  price: bigint;
}

export interface ShopSubscriptionsTable {
  shop_id: string;
  id: string;
  package_id: string;
  period: string | null;
  starts_at: Date;
  ends_at: Date | null;
  created_at: Date;
}

export interface UsageCountersTable {
  shop_id: string;
  feature: string;
  period: string;
  count: number;
}

export interface SmsMessagesTable {
  id: string;
  shop_id: string | null;
  to_mobile: string;
  text: string;
  purpose: string;
  segments: number;
  status: 'queued' | 'sent' | 'failed';
  provider: string;
  provider_message_id: string | null;
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  shop_id: string | null;
  user_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: Json<Record<string, unknown>> | null;
  at: Date;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Date;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  otp_sends: OtpSendsTable;
  otp_tokens: OtpTokensTable;
  shops: ShopsTable;
  roles: RolesTable;
  shop_members: ShopMembersTable;
  shop_settings: ShopSettingsTable;
  idempotency_keys: IdempotencyKeysTable;
  packages: PackagesTable;
  package_prices: PackagePricesTable;
  shop_subscriptions: ShopSubscriptionsTable;
  usage_counters: UsageCountersTable;
  sms_messages: SmsMessagesTable;
  audit_log: AuditLogTable;
  schema_migrations: SchemaMigrationsTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Kysely<Database>;

export type UserRow = Selectable<UsersTable>;
export type ShopRow = Selectable<ShopsTable>;
