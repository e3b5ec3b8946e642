/** GET /orders: a status's orders (or all), newest first, searched by number, name or mobile; with the count of each status. */
import type { Order, OrderStatus } from '@dokani/contracts/online-shop';
import { normalizeBdMobile, toAsciiDigits } from '@dokani/core';
import type { ShopContext } from '../../platform/auth/index.ts';
import { INT_RE, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { countByStatus, findOrder, ordersOut } from './orders.repo.ts';

const PAGE = 30;

export async function listOrders(
  deps: AppDeps,
  shop: ShopContext,
  query: { status?: OrderStatus; q?: string; cursor?: string; limit?: number },
): Promise<{ items: Order[]; nextCursor: string | null; counts: Record<OrderStatus, number> }> {
  const limit = query.limit ?? PAGE;
  let q = deps.db.selectFrom('online_orders').selectAll().where('shop_id', '=', shop.id);
  if (query.status) q = q.where('status', '=', query.status);
  const text = query.q?.trim() ?? '';
  if (text !== '') {
    const digits = toAsciiDigits(text).replace(/^#/, '');
    const mobile = normalizeBdMobile(text);
    q = q.where((eb) =>
      eb.or([
        ...(/^\d{1,9}$/.test(digits) ? [eb('number', '=', BigInt(digits))] : []),
        ...(mobile ? [eb('customer_mobile', '=', mobile)] : []),
        eb('customer_name', 'ilike', `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ]),
    );
  }
  if (query.cursor) {
    const [before] = decodeCursor(query.cursor, [INT_RE]);
    q = q.where('number', '<', BigInt(before as string));
  }
  const rows = await q
    .orderBy('number', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const [items, counts] = await Promise.all([ordersOut(deps.db, shop.id, page), countByStatus(deps.db, shop.id)]);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor([String(last.number)]) : null, counts };
}

/** One order of the shop (404 for another shop's or none). */
export async function getOrder(deps: AppDeps, shop: ShopContext, id: string): Promise<Order> {
  const row = await findOrder(deps.db, shop.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [order] = await ordersOut(deps.db, shop.id, [row]);
  return order as Order;
}
