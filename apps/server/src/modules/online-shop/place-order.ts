/**
 * A storefront customer places a cash-on-delivery order (public, no sign-in). The prices are the
 * shop's own (never the client's), the delivery fee its package's; a product that is not on sale
 * online, inactive or another shop's is refused, and so is more than is available (stock −
 * reserved) or a quantity off its unit's step (1.1 kg) — nothing is reserved yet: the owner's accept reserves it. Idempotent by the client's
 * id; a number may place only a few orders in a while, on any store.
 */
import type { PlaceOrderBody, PlacedOrder } from '@dokani/contracts/online-shop';
import { formatQuantity, geoProblems, mulQtyPrice, onQuantityStep } from '@dokani/core';
import { sql } from 'kysely';
import { writeAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { newToken, sha256 } from '../../platform/hashing.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { takeOtpToken } from '../auth/index.ts';
import { addEvent, loadOrder, lockMobile } from './orders.repo.ts';
import { publishedShop } from './public-store.ts';

/** Orders one number may place across the platform in {@link MOBILE_WINDOW_MINUTES}. */
export const ORDERS_PER_MOBILE = 5;
export const MOBILE_WINDOW_MINUTES = 10;

export const trackingUrl = (origin: string, slug: string, id: string, token: string): string =>
  `${origin}/store/${slug}/orders/${id}?t=${token}`;

/** Tracking links an order keeps (migration 0036): the first and the newest retries'. */
const MAX_TRACKING_LINKS = 5;

export async function placeOrder(
  deps: AppDeps,
  slug: string,
  body: PlaceOrderBody,
  meta: { ip: string; origin: string },
): Promise<{ created: boolean; order: PlacedOrder }> {
  if (body.website) throw new AppError('VALIDATION_FAILED', { website: 'validation.onlineShop.leaveEmpty' });
  const store = await publishedShop(deps.db, slug);
  const c = body.customer;
  const geo = geoProblems({ divisionId: c.divisionId ?? null, districtId: c.districtId ?? null, areaId: c.areaId ?? null });
  if (geo) throw new AppError('VALIDATION_FAILED', Object.fromEntries(Object.entries(geo).map(([k, v]) => [`customer.${k}`, v])));
  const now = deps.clock.now();
  const shopId = store.shop_id;
  const { website: _bot, ...hashed } = body;
  // The tracking link's token is shown here only (the answer, the SMS at placing); its hash is kept.
  const token = newToken();

  const { created, value } = await deps.db.transaction().execute(async (trx) =>
    createOnce(
      trx,
      { scope: shopId, resource: 'online-order', id: body.id, body: hashed, at: now },
      async () => {
        await lockMobile(trx, c.mobile);
        if (store.checkout_otp) {
          // The store asks the customer to confirm the number the order is placed under.
          const proven = body.otpToken ? await takeOtpToken(trx, body.otpToken, 'checkout', now) : null;
          if (proven !== c.mobile) throw new AppError('VALIDATION_FAILED', { otpToken: 'validation.onlineShop.otpNeeded' });
        }
        const since = new Date(now.getTime() - MOBILE_WINDOW_MINUTES * 60_000);
        const recent = await trx
          .selectFrom('online_orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('customer_mobile', '=', c.mobile)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= ORDERS_PER_MOBILE) throw new AppError('RATE_LIMITED', { retryAfterSeconds: MOBILE_WINDOW_MINUTES * 60 });

        const pkg = await trx
          .selectFrom('shipping_packages')
          .select(['id', 'name', 'fee'])
          .where('shop_id', '=', shopId)
          .where('id', '=', body.shippingPackageId)
          .executeTakeFirst();
        if (!pkg) throw new AppError('VALIDATION_FAILED', { shippingPackageId: 'validation.onlineShop.shippingUnknown' });

        // One line a product: the same product twice adds up.
        const wanted = new Map<string, bigint>();
        for (const l of body.lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0n) + l.quantity);
        const products = await trx
          .selectFrom('products')
          .select(['id', 'name', 'unit', 'sell_price', 'current_stock', 'reserved', 'online_sale', 'status'])
          .where('shop_id', '=', shopId)
          .where('id', 'in', [...wanted.keys()])
          .orderBy('id')
          .execute();
        const byId = new Map(products.map((p) => [p.id, p]));
        const lines = [...wanted].map(([productId, quantity], i) => {
          const p = byId.get(productId);
          if (!p || !p.online_sale || p.status !== 'active')
            throw new AppError('VALIDATION_FAILED', { [`lines.${i}.productId`]: 'validation.onlineShop.productUnavailable' });
          // Sold by its unit's step (core quantity-step.ts): 1.5 kg, not 1.1 kg or half a piece.
          if (!onQuantityStep(quantity, p.unit))
            throw new AppError('VALIDATION_FAILED', { [`lines.${i}.quantity`]: 'validation.onlineShop.quantityStep' });
          const available = p.current_stock - p.reserved;
          if (quantity > available)
            throw new AppError('STOCK_INSUFFICIENT', {
              productId,
              productName: p.name,
              available: formatQuantity(available > 0n ? available : 0n),
            });
          return {
            line_no: i + 1,
            product_id: productId,
            product_name: p.name,
            unit: p.unit,
            quantity,
            unit_price: p.sell_price,
            total: mulQtyPrice(quantity, p.sell_price),
          };
        });
        const subtotal = lines.reduce((a, l) => a + l.total, 0n);
        const counter = await trx
          .insertInto('shop_counters')
          .values({ shop_id: shopId, name: 'online-order-number', value: 1n })
          .onConflict((oc) => oc.columns(['shop_id', 'name']).doUpdateSet({ value: sql<bigint>`shop_counters.value + 1` }))
          .returning('value')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('online_orders')
          .values({
            shop_id: shopId,
            id: body.id,
            number: counter.value,
            status: 'placed',
            customer_name: c.name,
            customer_mobile: c.mobile,
            customer_address: c.address,
            division_id: c.divisionId ?? null,
            district_id: c.districtId ?? null,
            area_id: c.areaId ?? null,
            note: body.note?.trim() || null,
            shipping_package_id: pkg.id,
            shipping_name: pkg.name,
            delivery_fee: pkg.fee,
            subtotal,
            total: subtotal + pkg.fee,
            tracking_hashes: sql<string[]>`ARRAY[${sha256(token)}::text]`,
            created_ip: meta.ip,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx
          .insertInto('online_order_lines')
          .values(lines.map((l) => ({ shop_id: shopId, order_id: body.id, ...l })))
          .execute();
        await addEvent(trx, shopId, body.id, 'placed', null, now);
        await writeAudit(trx, {
          shopId,
          userId: null,
          action: 'create',
          entity: 'online-order',
          entityId: body.id,
          details: { number: Number(counter.value), ip: meta.ip },
          at: now,
        });
        return loadOrder(trx, shopId, body.id);
      },
      () => loadOrder(trx, shopId, body.id),
    ),
  );
  // A retry cannot show the first token (only its hash is kept): it gets a new link of its own,
  // and the links given before keep working (the first always, then the newest).
  let shown = token;
  if (!created) {
    shown = newToken();
    const h = sha256(shown);
    await deps.db
      .updateTable('online_orders')
      .set({
        tracking_hashes: sql<
          string[]
        >`CASE WHEN cardinality(tracking_hashes) < ${MAX_TRACKING_LINKS} THEN tracking_hashes || ${h}::text ELSE tracking_hashes[1:1] || tracking_hashes[3:] || ${h}::text END`,
      })
      .where('shop_id', '=', shopId)
      .where('id', '=', body.id)
      .execute();
  }
  return { created, order: { ...value, trackingUrl: trackingUrl(meta.origin, slug.toLowerCase(), body.id, shown) } };
}
