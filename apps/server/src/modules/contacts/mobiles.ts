/**
 * The mobiles of a shop's contacts for an SMS (issue 17): by group — every active customer,
 * supplier or employee, or the customers who owe (balance > 0) — and by id. Only contacts with a
 * mobile; each number once.
 */
import type { SmsRecipientGroup } from '@dokani/contracts/constants';
import type { Queryable } from '../../platform/db/schema.ts';

const TYPE_OF: Record<Exclude<SmsRecipientGroup, 'customers-with-due'>, 'customer' | 'supplier' | 'employee'> = {
  customers: 'customer',
  suppliers: 'supplier',
  employees: 'employee',
};

export async function contactMobiles(db: Queryable, shopId: string, groups: readonly SmsRecipientGroup[], ids: readonly string[]): Promise<string[]> {
  const types = groups.flatMap((g) => (g === 'customers-with-due' ? [] : [TYPE_OF[g]]));
  const owing = groups.includes('customers-with-due');
  if (types.length === 0 && !owing && ids.length === 0) return [];
  const rows = await db
    .selectFrom('contacts')
    .select('mobile')
    .distinct()
    .where('shop_id', '=', shopId)
    .where('mobile', 'is not', null)
    .where((eb) =>
      eb.or([
        ...(types.length ? [eb.and([eb('type', 'in', types), eb('status', '=', 'active')])] : []),
        ...(owing ? [eb.and([eb('type', '=', 'customer'), eb('status', '=', 'active'), eb('balance', '>', 0n)])] : []),
        ...(ids.length ? [eb('id', 'in', [...ids])] : []),
      ]),
    )
    .execute();
  return rows.flatMap((r) => (r.mobile ? [r.mobile] : []));
}
