/** GET /due-summary: what the shop's contacts owe and are owed now. */
import { formatMoneyDecimal } from '@dokani/core';
import { sql } from 'kysely';
import type { ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';

export async function dueSummary(deps: AppDeps, shop: ShopContext) {
  const row = await deps.db
    .selectFrom('contacts')
    .select([
      sql<string>`coalesce(sum(CASE WHEN balance > 0 THEN balance ELSE 0 END), 0)::text`.as('receivable'),
      sql<string>`coalesce(sum(CASE WHEN balance < 0 THEN -balance ELSE 0 END), 0)::text`.as('payable'),
      sql<number>`count(*) FILTER (WHERE balance > 0)::int`.as('receivable_contacts'),
      sql<number>`count(*) FILTER (WHERE balance < 0)::int`.as('payable_contacts'),
    ])
    .where('shop_id', '=', shop.id)
    .where('balance', '<>', 0n)
    .executeTakeFirstOrThrow();
  const rc = Number(row.receivable_contacts);
  const pc = Number(row.payable_contacts);
  return {
    receivable: formatMoneyDecimal(BigInt(row.receivable)),
    payable: formatMoneyDecimal(BigInt(row.payable)),
    receivableContacts: rc,
    payableContacts: pc,
    contactsWithDue: rc + pc,
  };
}
