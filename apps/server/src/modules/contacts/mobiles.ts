/**
 * The mobiles of a shop's contacts for an SMS: by group — every active customer,
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

export async function contactMobiles(
  db: Queryable,
  shopId: string,
  groups: readonly SmsRecipientGroup[],
  ids: readonly string[],
): Promise<string[]> {
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

/**
 * What an SMS to each of these mobiles may name: the shop's contact with the number (a customer
 * first when a number is on several) — its name and what it owes the shop (0 when nothing).
 */
export async function contactsForSms(
  db: Queryable,
  shopId: string,
  mobiles: readonly string[],
): Promise<Map<string, { name: string; due: bigint }>> {
  const out = new Map<string, { name: string; due: bigint }>();
  if (mobiles.length === 0) return out;
  const unique = [...new Set(mobiles)];
  // in slices, so a 10,000-number campaign stays well under a statement's parameters
  for (let i = 0; i < unique.length; i += 5_000) {
    const rows = await db
      .selectFrom('contacts')
      .select(['mobile', 'name', 'balance'])
      .where('shop_id', '=', shopId)
      .where('mobile', 'in', unique.slice(i, i + 5_000))
      .orderBy('type')
      .orderBy('id')
      .execute();
    for (const r of rows) if (r.mobile && !out.has(r.mobile)) out.set(r.mobile, { name: r.name, due: r.balance > 0n ? r.balance : 0n });
  }
  return out;
}

/** The shop's contact name for each of these mobiles (as {@link contactsForSms} picks it). */
export async function contactNamesByMobile(db: Queryable, shopId: string, mobiles: readonly string[]): Promise<Map<string, string>> {
  return new Map([...(await contactsForSms(db, shopId, mobiles))].map(([m, c]) => [m, c.name]));
}
