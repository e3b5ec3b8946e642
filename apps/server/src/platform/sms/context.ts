/** Who an SMS of a shop speaks as: the shop's name, its SMS language (Bangla unless it chose English), and its clock. */
import type { Lang } from '@dokani/core';
import type { Queryable } from '../db/schema.ts';

export async function smsContext(db: Queryable, shopId: string): Promise<{ shopName: string; lang: Lang; timezone: string }> {
  const row = await db
    .selectFrom('shops as s')
    .leftJoin('shop_settings as st', 'st.shop_id', 's.id')
    .select(['s.name', 's.timezone', 'st.sms_language'])
    .where('s.id', '=', shopId)
    .executeTakeFirst();
  return { shopName: row?.name ?? '', lang: row?.sms_language === 'en' ? 'en' : 'bn', timezone: row?.timezone ?? 'Asia/Dhaka' };
}
