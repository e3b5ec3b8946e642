/** Queries of the receipts module: the receipt token on `sales`, and the shop's receipt header and settings. */
import type { Queryable } from '../../platform/db/schema.ts';

/** The sale's current token (null when never shared); undefined when the shop has no such sale. */
export async function findToken(db: Queryable, shopId: string, saleId: string): Promise<{ token: string | null } | undefined> {
  const row = await db
    .selectFrom('sales')
    .select('receipt_token')
    .where('shop_id', '=', shopId)
    .where('id', '=', saleId)
    .executeTakeFirst();
  return row ? { token: row.receipt_token } : undefined;
}

/** Sets the token unless the sale already has one (a concurrent share wins); answers the token now stored. */
export async function setTokenOnce(db: Queryable, shopId: string, saleId: string, token: string): Promise<string | null> {
  await db
    .updateTable('sales')
    .set({ receipt_token: token })
    .where('shop_id', '=', shopId)
    .where('id', '=', saleId)
    .where('receipt_token', 'is', null)
    .execute();
  return (await findToken(db, shopId, saleId))?.token ?? null;
}

/** The sale a token opens (any shop: the token alone is the key). */
export function findByToken(db: Queryable, token: string): Promise<{ shop_id: string; id: string } | undefined> {
  return db.selectFrom('sales').select(['shop_id', 'id']).where('receipt_token', '=', token).executeTakeFirst();
}

export interface ReceiptShopRow {
  name: string;
  address: string | null;
  phone: string | null;
  public_phone: string | null;
  logo_url: string | null;
  timezone: string;
  receipt_footer: string | null;
  receipt_paper: '58' | '80' | 'a4' | null;
  sms_language: 'bn' | 'en' | null;
}

/** What a receipt needs of the shop: its header, footer, paper and SMS language. */
export function shopForReceipt(db: Queryable, shopId: string): Promise<ReceiptShopRow | undefined> {
  return db
    .selectFrom('shops as s')
    .leftJoin('shop_settings as st', 'st.shop_id', 's.id')
    .select([
      's.name',
      's.address',
      's.phone',
      's.public_phone',
      's.logo_url',
      's.timezone',
      'st.receipt_footer',
      'st.receipt_paper',
      'st.sms_language',
    ])
    .where('s.id', '=', shopId)
    .executeTakeFirst();
}
