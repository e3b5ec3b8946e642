/**
 * The online shop's dashboard cards, putting many products on sale online at once, and the fraud
 * check (a number's orders across the platform: counts only, never another shop's details).
 */
import type { FraudCheck, OnlineSummary } from '@dokani/contracts/online-shop';
import { addDays, formatMoneyDecimal, localDate } from '@dokani/core';
import { sql } from 'kysely';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';

const ACTIVE = ['placed', 'accepted', 'processing', 'shipped', 'delivered'] as const;

export async function onlineSummary(deps: AppDeps, shop: ShopContext): Promise<OnlineSummary> {
  const today = localDate(deps.clock.now(), shop.timezone);
  const from30 = addDays(today, -29);
  const [orders, products, visits] = await Promise.all([
    deps.db
      .selectFrom('online_orders')
      .select([
        sql<string>`count(*) filter (where status in (${sql.join(ACTIVE.map((s) => sql.lit(s)))}))`.as('active'),
        sql<string>`coalesce(sum(total) filter (where status = 'completed'), 0)`.as('earning'),
      ])
      .where('shop_id', '=', shop.id)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('shop_id', '=', shop.id)
      .where('online_sale', '=', true)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('online_shop_visits')
      .select([
        sql<string>`coalesce(sum(visits) filter (where day = ${today}), 0)`.as('today'),
        sql<string>`coalesce(sum(visits) filter (where day >= ${from30}), 0)`.as('last30'),
        sql<string>`coalesce(sum(visits), 0)`.as('total'),
      ])
      .where('shop_id', '=', shop.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    activeOrders: Number(orders.active),
    onlineProducts: Number(products.n),
    earning: formatMoneyDecimal(BigInt(orders.earning)),
    visits: { today: Number(visits.today), last30Days: Number(visits.last30), total: Number(visits.total) },
  };
}

/** Sets the online-sale flag of the shop's products named (others' ids change nothing). */
export async function publishProducts(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: { productIds: string[]; onlineSale: boolean },
): Promise<{ updated: number }> {
  const now = deps.clock.now();
  const ids = [...new Set(body.productIds)];
  return deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('products')
      .set({ online_sale: body.onlineSale, updated_at: now })
      .where('shop_id', '=', shop.id)
      .where('id', 'in', ids)
      .where('online_sale', '=', !body.onlineSale)
      .returning('id')
      .execute();
    if (rows.length > 0) {
      await writeAudit(trx, {
        shopId: shop.id,
        by: user,
        action: body.onlineSale ? 'publish' : 'unpublish',
        entity: 'product',
        entityId: null,
        details: { productIds: rows.map((r) => r.id) },
        at: now,
      });
    }
    return { updated: rows.length };
  });
}

/**
 * A number's online orders on every store: how many, and how many were delivered (a completed
 * order counts as delivered), cancelled or returned. Risk: new without orders; otherwise by the
 * share of cancelled and returned among the settled ones (low < 20 %, medium < 50 %, else high;
 * low while none is settled).
 */
export async function fraudCheck(deps: AppDeps, mobile: string): Promise<FraudCheck> {
  const r = await deps.db
    .selectFrom('online_orders')
    .select([
      (eb) => eb.fn.countAll<string>().as('orders'),
      sql<string>`count(*) filter (where status in ('delivered', 'completed'))`.as('delivered'),
      sql<string>`count(*) filter (where status = 'cancelled')`.as('cancelled'),
      sql<string>`count(*) filter (where status = 'returned')`.as('returned'),
    ])
    .where('customer_mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  const [orders, delivered, cancelled, returned] = [r.orders, r.delivered, r.cancelled, r.returned].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const bad = cancelled + returned;
  const settled = delivered + bad;
  const share = settled === 0 ? 0 : bad / settled;
  const risk = orders === 0 ? 'new' : share < 0.2 ? 'low' : share < 0.5 ? 'medium' : 'high';
  return { mobile, orders, delivered, cancelled, returned, risk };
}
