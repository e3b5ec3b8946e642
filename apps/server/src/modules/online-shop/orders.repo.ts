/** Queries of online orders shared by placing, the pipeline and the lists. */
import type { Order, OrderStatus } from '@dokani/contracts/online-shop';
import { ORDER_STATUSES } from '@dokani/contracts/online-shop';
import { formatMoneyDecimal, formatQuantity } from '@dokani/core';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { OnlineOrdersTable, Queryable } from '../../platform/db/schema.ts';

export type OrderRow = Selectable<OnlineOrdersTable>;

export async function findOrder(db: Queryable, shopId: string, id: string, lock = false): Promise<OrderRow | undefined> {
  let q = db.selectFrom('online_orders').selectAll().where('shop_id', '=', shopId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Orders with their lines and status history, in the answer's shape (the rows' order kept). */
export async function ordersOut(db: Queryable, shopId: string, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, events] = await Promise.all([
    db
      .selectFrom('online_order_lines')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('line_no')
      .execute(),
    db
      .selectFrom('online_order_events as e')
      .leftJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.order_id', 'e.seq', 'e.status', 'e.at', 'u.name'])
      .where('e.shop_id', '=', shopId)
      .where('e.order_id', 'in', ids)
      .orderBy('e.order_id')
      .orderBy('e.seq')
      .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    number: Number(r.number),
    status: r.status,
    paymentStatus: r.payment_status,
    customer: {
      name: r.customer_name,
      mobile: r.customer_mobile,
      address: r.customer_address,
      divisionId: r.division_id,
      districtId: r.district_id,
      areaId: r.area_id,
    },
    lines: lines
      .filter((l) => l.order_id === r.id)
      .map((l) => ({
        productId: l.product_id,
        name: l.product_name,
        unit: l.unit,
        quantity: formatQuantity(l.quantity),
        unitPrice: formatMoneyDecimal(l.unit_price),
        total: formatMoneyDecimal(l.total),
      })),
    shippingPackageId: r.shipping_package_id,
    shippingName: r.shipping_name,
    subtotal: formatMoneyDecimal(r.subtotal),
    deliveryFee: formatMoneyDecimal(r.delivery_fee),
    total: formatMoneyDecimal(r.total),
    note: r.note,
    saleId: r.sale_id,
    createdAt: r.created_at.toISOString(),
    events: events
      .filter((e) => e.order_id === r.id)
      .map((e) => ({ status: e.status as OrderStatus, at: e.at.toISOString(), by: e.name ?? null })),
  }));
}

export async function loadOrder(db: Queryable, shopId: string, id: string): Promise<Order> {
  const row = await findOrder(db, shopId, id);
  if (!row) throw new Error(`order ${id} vanished`);
  const [order] = await ordersOut(db, shopId, [row]);
  return order as Order;
}

export async function addEvent(
  db: Queryable,
  shopId: string,
  orderId: string,
  status: OrderStatus,
  userId: string | null,
  at: Date,
): Promise<void> {
  const last = await db
    .selectFrom('online_order_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  await db
    .insertInto('online_order_events')
    .values({ shop_id: shopId, order_id: orderId, seq: Number(last?.seq ?? 0) + 1, status, user_id: userId, at })
    .execute();
}

/** How many orders the shop has in each status. */
export async function countByStatus(db: Queryable, shopId: string): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .selectFrom('online_orders')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('shop_id', '=', shopId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(ORDER_STATUSES.map((s) => [s, Number(rows.find((r) => r.status === s)?.n ?? 0)])) as Record<
    OrderStatus,
    number
  >;
}

/**
 * Holds other public writes for the same number (orders, messages) until this transaction ends,
 * so a limit per number holds when many arrive at once (PostgreSQL and PGlite).
 */
export async function lockMobile(db: Queryable, mobile: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`mobile:${mobile}`}))`.execute(db);
}
