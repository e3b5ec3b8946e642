/**
 * An order's next step (the pipeline of docs/API.md), in one transaction with the order row locked:
 * - accepted: the stock is reserved (available = stock − reserved, products locked in id order),
 *   refused 409 STOCK_INSUFFICIENT when it is not there any more;
 * - shipped: the goods leave through the stock ledger ('online-order') and the reservation ends;
 * - delivered: the cash was collected (payment: paid);
 * - completed: the order becomes a sale in the books (payment "online order", the customer made
 *   or matched by number, each line's cost of goods the one it left the stock with);
 * - cancelled (placed, accepted, processing): a reservation is released;
 * - returned (shipped, delivered): the goods come back through the ledger at the cost they left
 *   with, and money taken is marked refunded.
 * A move the pipeline does not allow → 409 ORDER_STATUS_INVALID; asking for the status the order
 * already has answers it unchanged. The customer gets an SMS on accept and on ship.
 */
import type { MovedOrder, OrderStatus } from '@dokani/contracts/online-shop';
import { ORDER_MOVES } from '@dokani/contracts/online-shop';
import { formatQuantity, formatSmsMoney } from '@dokani/core';
import { sql } from 'kysely';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { t } from '../../platform/i18n.ts';
import { smsContext } from '../../platform/sms/index.ts';
import { sendCharged, SMS_PER_SUBJECT } from '../sms/index.ts';
import { moveStock } from '../stock/index.ts';
import { SALE_SIDE, SALE_TABLES, postInvoice, tradeStore } from '../trade/index.ts';
import { addEvent, findOrder, loadOrder } from './orders.repo.ts';
import type { OrderRow } from './orders.repo.ts';

const REF = 'online-order';

async function linesOf(trx: Queryable, shopId: string, orderId: string) {
  return trx
    .selectFrom('online_order_lines')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
}
type Line = Awaited<ReturnType<typeof linesOf>>[number];

/** Locks the lines' products in id order (as moveStock does) and reserves or releases their quantities. */
async function reserve(trx: Queryable, shopId: string, lines: readonly Line[], sign: 1n | -1n): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.product_id))];
  // Locked in the order every other locker uses (stock.repo lockProducts), so none can deadlock.
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'name', 'current_stock', 'reserved'])
    .where('shop_id', '=', shopId)
    .where('id', 'in', ids)
    .orderBy(sql`id COLLATE "C"`)
    .forUpdate()
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const l of lines) {
    const p = byId.get(l.product_id);
    if (!p) throw new AppError('NOT_FOUND', { productId: l.product_id });
    if (sign > 0n) {
      const available = p.current_stock - p.reserved;
      if (l.quantity > available)
        throw new AppError('STOCK_INSUFFICIENT', {
          productId: p.id,
          productName: p.name,
          available: formatQuantity(available > 0n ? available : 0n),
        });
    }
    const next = p.reserved + sign * l.quantity;
    p.reserved = next > 0n ? next : 0n;
    await trx.updateTable('products').set({ reserved: p.reserved }).where('shop_id', '=', shopId).where('id', '=', p.id).execute();
  }
}

/** The cost of goods each line left the stock with (its shipping movements), in line order. */
async function shippedCosts(trx: Queryable, shopId: string, orderId: string, lines: readonly Line[]): Promise<bigint[]> {
  const moves = await trx
    .selectFrom('stock_movements')
    .select(['product_id', 'cost_total'])
    .where('shop_id', '=', shopId)
    .where('ref_type', '=', REF)
    .where('ref_id', '=', orderId)
    .where('reason', '=', 'online-order')
    .execute();
  const left = new Map<string, bigint>();
  for (const m of moves) left.set(m.product_id, (left.get(m.product_id) ?? 0n) - m.cost_total);
  return lines.map((l) => left.get(l.product_id) ?? 0n);
}

async function step(
  deps: AppDeps,
  trx: Queryable,
  shop: ShopContext,
  user: AuthUser,
  o: OrderRow,
  to: OrderStatus,
  lines: readonly Line[],
  now: Date,
): Promise<Partial<OrderRow>> {
  const ctx = { userId: user.id, at: now, timezone: shop.timezone };
  switch (to) {
    case 'accepted':
      await reserve(trx, shop.id, lines, 1n);
      return {};
    case 'processing':
      return {};
    case 'shipped':
      await moveStock(
        trx,
        shop.id,
        lines.map((l) => ({ productId: l.product_id, change: -l.quantity, reason: 'online-order' as const, refType: REF, refId: o.id })),
        // Reserved on accept: what is held is there to go.
        { ...ctx, allowNegative: true },
      );
      await reserve(trx, shop.id, lines, -1n);
      return {};
    case 'delivered':
      return { payment_status: 'paid' };
    case 'completed':
      // Posted before this transaction (completeAsSale): the sale has its own.
      return {};
    case 'cancelled':
      if (o.status === 'accepted' || o.status === 'processing') await reserve(trx, shop.id, lines, -1n);
      return {};
    case 'returned': {
      const costs = await shippedCosts(trx, shop.id, o.id, lines);
      await moveStock(
        trx,
        shop.id,
        lines.map((l, i) => ({
          productId: l.product_id,
          change: l.quantity,
          reason: 'online-order-return' as const,
          cost: costs[i] ?? 0n,
          refType: REF,
          refId: o.id,
        })),
        ctx,
      );
      return o.payment_status === 'paid' ? { payment_status: 'refunded' } : {};
    }
    case 'placed':
      throw new AppError('ORDER_STATUS_INVALID', { from: o.status, to });
  }
}

/**
 * Completing: the sale is posted first, in its own transaction (posting owns one), idempotent by
 * the order's id — so a repeated or racing completion makes one sale. The order is then marked
 * completed in the pipeline's transaction, which checks it is still delivered.
 */
async function completeAsSale(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string): Promise<string | null> {
  const o = await findOrder(deps.db, shop.id, id);
  if (!o) throw new AppError('NOT_FOUND');
  if (o.status === 'completed') return o.sale_id;
  if (o.status !== 'delivered') throw new AppError('ORDER_STATUS_INVALID', { from: o.status, to: 'completed' });
  const lines = await linesOf(deps.db, shop.id, id);
  const lineCosts = await shippedCosts(deps.db, shop.id, id, lines);
  // the sale's note names the order in the shop's language (its SMS language), Bangla digits in Bangla
  const { lang } = await smsContext(deps.db, shop.id);
  const { detail } = await postInvoice(
    deps,
    SALE_SIDE,
    tradeStore(SALE_TABLES),
    shop,
    user,
    {
      id: o.id,
      body: { onlineOrder: o.id },
      parties: { contact: { name: o.customer_name, mobile: o.customer_mobile, address: o.customer_address } },
      lines: lines.map((l) => ({ productId: l.product_id, quantity: l.quantity, unitPrice: l.unit_price, discount: null })),
      deliveryCharge: o.delivery_fee,
      payments: [{ method: 'online-order', amount: o.total }],
      note: t(lang, 'sms:order.saleNote', { number: String(o.number) }),
      stockMoved: { lineCosts },
    },
    { usageTaken: false },
  );
  return detail.invoice.id;
}

export async function moveOrder(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string, to: OrderStatus): Promise<MovedOrder> {
  const saleId = to === 'completed' ? await completeAsSale(deps, shop, user, id) : null;
  const now = deps.clock.now();
  const { order, sms } = await deps.db.transaction().execute(async (trx) => {
    const o = await findOrder(trx, shop.id, id, true);
    if (!o) throw new AppError('NOT_FOUND');
    if (o.status === to) return { order: await loadOrder(trx, shop.id, id), sms: null };
    if (!ORDER_MOVES[o.status].includes(to)) throw new AppError('ORDER_STATUS_INVALID', { from: o.status, to });
    const lines = await linesOf(trx, shop.id, id);
    const set = await step(deps, trx, shop, user, o, to, lines, now);
    if (saleId) set.sale_id = saleId;
    await trx
      .updateTable('online_orders')
      .set({ ...set, status: to, updated_at: now })
      .where('shop_id', '=', shop.id)
      .where('id', '=', id)
      .execute();
    await addEvent(trx, shop.id, id, to, user.id, now);
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: to,
      entity: 'online-order',
      entityId: id,
      details: { from: o.status },
      at: now,
    });
    let text: string | null = null;
    if (to === 'accepted' || to === 'shipped') {
      // In the shop's SMS language, as its other SMS are.
      const { shopName, lang } = await smsContext(trx, shop.id);
      text = t(lang, `sms:order.${to}`, { shop: shopName, number: String(o.number), total: formatSmsMoney(o.total, lang) });
    }
    return { order: await loadOrder(trx, shop.id, id), sms: text ? { to: o.customer_mobile, text } : null };
  });
  // The shop's SMS, charged to its credit; the move stands whatever becomes of it.
  let smsOutcome: MovedOrder['sms'] = null;
  if (sms) {
    try {
      const sent = await sendCharged(
        deps,
        shop.id,
        shop.timezone,
        { shopId: shop.id, to: sms.to, text: sms.text, purpose: 'online-order', subjectId: id },
        { perSubject: SMS_PER_SUBJECT['online-order'] },
      );
      // sent at once (nothing is held: no `holdUntil` here)
      smsOutcome = sent.status === 'held' ? 'sent' : sent.status;
    } catch (err) {
      deps.logger.warn({ err, orderId: id }, 'order SMS not sent');
      smsOutcome = 'failed';
    }
  }
  return { ...order, sms: smsOutcome };
}
