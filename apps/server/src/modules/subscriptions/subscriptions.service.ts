/**
 * Packages, the shop's subscription and usage, and paying for a package (docs/PRODUCT.md
 * "Subscriptions and usage limits"). A payment is a record that starts `initiated` and is settled
 * once — by a provider's answer we have verified with the provider — to succeeded, failed or
 * cancelled; a success activates its subscription in the same transaction. Whatever arrives after
 * that (a second callback, a late IPN) changes nothing and is written to the audit log.
 */
import { USAGE_FEATURES } from '@dokani/contracts';
import type { SmsPurchase } from '@dokani/contracts';
import type { PackageItem, Payment, SandboxPayment, Subscription, SubscriptionPurchase, UsageItem } from '@dokani/contracts/billing';
import { addDays, addMonths, daysInRange, formatMoneyDecimal, instantAt, localDate, usageLevel } from '@dokani/core';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { PaymentProviderName } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { ProviderError } from '../../platform/payments/index.ts';
import type { ProviderVerdict } from '../../platform/payments/index.ts';
import { usagePeriod } from '../../platform/usage.ts';
import { addSmsCredit } from '../sms/index.ts';
import * as repo from './subscriptions.repo.ts';
import type { PaymentRecord, PriceRecord, SubscriptionRecord } from './subscriptions.repo.ts';

/**
 * Where the browser lands after paying: the checkout page shows a subscription's outcome, the SMS
 * packs page an SMS pack's. An SMS pack's id starts `sms-` (migration 0027). A path on this
 * server: the browser comes back through our own callback, so no origin is needed — and none is
 * ever taken from a request's Host.
 */
export const returnUrlFor = (paymentId: string, packageId: string): string =>
  isSmsPack(packageId) ? `/sms/packages?payment=${paymentId}` : `/settings/subscriptions/checkout?payment=${paymentId}`;

const isSmsPack = (packageId: string): boolean => packageId.startsWith('sms-');

/** The item's id: a package and its period (`advanced-yearly`); a package alone when it has no period (Free) or is an SMS pack. */
const itemId = (r: { package_id: string; period: string | null }): string =>
  r.period && r.period !== 'pack' ? `${r.package_id}-${r.period}` : r.package_id;

function itemOut(r: PriceRecord): PackageItem {
  return {
    id: itemId(r),
    kind: r.kind,
    packageId: r.package_id,
    name: r.name,
    months: r.kind === 'sms' ? null : r.months,
    price: formatMoneyDecimal(r.price),
    discount: formatMoneyDecimal(r.discount),
    payable: formatMoneyDecimal(r.price - r.discount),
    limits: Object.fromEntries(USAGE_FEATURES.map((f) => [f, r.limits[f] ?? null])) as PackageItem['limits'],
    smsCount: r.sms_count,
    buyable: r.period !== null,
  };
}

export async function listPackages(deps: AppDeps): Promise<{ items: PackageItem[]; providers: PaymentProviderName[] }> {
  const rows = await repo.listPrices(deps.db);
  // A package with prices is bought by its periods; one without (Free) is listed once, as it is.
  const priced = new Set(rows.filter((r) => r.period !== null).map((r) => r.package_id));
  return { items: rows.filter((r) => r.period !== null || !priced.has(r.package_id)).map(itemOut), providers: deps.payments.offered };
}

async function findItem(db: Queryable, id: string): Promise<PriceRecord> {
  const rows = await repo.listPrices(db);
  const row = rows.find((r) => itemId(r) === id);
  if (!row) throw new AppError('VALIDATION_FAILED', { packageId: 'validation.payment.packageUnknown' });
  if (row.period === null || row.months === null) throw new AppError('VALIDATION_FAILED', { packageId: 'validation.payment.packageFree' });
  return row;
}

// ─── The subscription ────────────────────────────────────────────────────────────────────────

const lastDay = (endsAt: Date, tz: string): string => addDays(localDate(endsAt, tz), -1);

function purchaseOut(s: SubscriptionRecord, tz: string): SubscriptionPurchase {
  return {
    id: s.id,
    packageId: itemId(s),
    startsOn: localDate(s.starts_at, tz),
    endsOn: s.ends_at ? lastDay(s.ends_at, tz) : localDate(s.starts_at, tz),
    paymentId: s.payment_id,
    amount: formatMoneyDecimal(s.amount ?? 0n),
    provider: s.provider,
    transactionId: s.transaction_id,
    paidAt: s.completed_at?.toISOString() ?? null,
  };
}

/** The purchases that run now or later, and the end of the run they make (they follow each other). */
function liveRun(bought: SubscriptionRecord[], now: Date): { current: SubscriptionRecord | undefined; end: Date | null } {
  const live = bought.filter((s) => s.ends_at !== null && s.ends_at > now);
  const current = live.find((s) => s.starts_at <= now);
  const end = live.reduce<Date | null>((e, s) => (e === null || (s.ends_at as Date) > e ? s.ends_at : e), null);
  return { current, end };
}

export async function getSubscription(deps: AppDeps, shop: ShopContext): Promise<Subscription> {
  const bought = await repo.listBought(deps.db, shop.id);
  const now = deps.clock.now();
  const tz = shop.timezone;
  const history = bought.map((s) => purchaseOut(s, tz)).reverse();
  const { current, end } = liveRun(bought, now);
  if (current && end) {
    const endsOn = lastDay(end, tz);
    return {
      packageId: itemId(current),
      status: 'active',
      startsOn: localDate(current.starts_at, tz),
      endsOn,
      daysLeft: daysInRange(localDate(now, tz), endsOn),
      history,
    };
  }
  const last = bought.at(-1);
  if (last) {
    return {
      packageId: itemId(last),
      status: 'lapsed',
      startsOn: localDate(last.starts_at, tz),
      endsOn: last.ends_at ? lastDay(last.ends_at, tz) : null,
      daysLeft: null,
      history,
    };
  }
  return { packageId: 'free', status: 'free', startsOn: null, endsOn: null, daysLeft: null, history };
}

export async function getUsage(deps: AppDeps, shop: ShopContext): Promise<UsageItem[]> {
  const now = deps.clock.now();
  const limits = await deps.usage.limits(deps.db, shop.id);
  const periods = Object.fromEntries(USAGE_FEATURES.map((f) => [f, usagePeriod(f, now, shop.timezone)]));
  const counts = await deps.db
    .selectFrom('usage_counters')
    .select(['feature', 'period', 'count'])
    .where('shop_id', '=', shop.id)
    .where('period', 'in', [...new Set(Object.values(periods))])
    .execute();
  return USAGE_FEATURES.map((feature) => {
    const period = periods[feature] as string;
    const used = counts.find((c) => c.feature === feature && c.period === period)?.count ?? 0;
    const limit = limits[feature] ?? null;
    return {
      feature,
      used,
      limit,
      period,
      level: usageLevel(used, limit),
      resetsOn: period === 'all' ? null : addMonths(`${period}-01`, 1),
    };
  });
}

// ─── Payments ───────────────────────────────────────────────────────────────────────────────

function paymentOut(p: PaymentRecord): Payment {
  return {
    id: p.id,
    packageId: itemId(p),
    amount: formatMoneyDecimal(p.amount),
    provider: p.provider,
    status: p.status,
    redirectUrl: p.status === 'initiated' ? p.redirect_url : null,
    transactionId: p.transaction_id,
    createdAt: p.created_at.toISOString(),
  };
}

export async function getPayment(deps: AppDeps, shopId: string, id: string): Promise<Payment> {
  const p = await repo.findPayment(deps.db, id, { shopId });
  if (!p) throw new AppError('NOT_FOUND');
  return paymentOut(p);
}

/**
 * Starts paying for a package: the payment is recorded (amount from the package, never the
 * client), then the provider's checkout is opened outside any transaction. A provider that does
 * not answer leaves the payment failed and says so (502); no money was taken.
 */
export async function createPayment(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: { id: string; packageId: string; provider: PaymentProviderName },
): Promise<{ created: boolean; payment: Payment }> {
  if (!shop.isOwner) throw new AppError('OWNER_ONLY');
  const provider = deps.payments.get(body.provider);
  if (!provider) throw new AppError('VALIDATION_FAILED', { provider: 'validation.payment.providerOff' });
  // A real provider calls back to PUBLIC_URL only (config.ts refuses to start without it).
  const apiOrigin = deps.config.publicUrl;
  if (body.provider !== 'sandbox' && !apiOrigin) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', { provider: body.provider });
  const now = deps.clock.now();
  const { created, value } = await deps.db.transaction().execute(async (trx) => {
    const item = await findItem(trx, body.packageId);
    return createOnce(
      trx,
      { scope: shop.id, resource: 'payment', id: body.id, body: { packageId: body.packageId, provider: body.provider }, at: now },
      async () => {
        const amount = item.price - item.discount;
        await trx
          .insertInto('payments')
          .values({
            id: body.id,
            shop_id: shop.id,
            package_id: item.package_id,
            period: item.period as string,
            amount,
            provider: body.provider,
            status: 'initiated',
            created_by: user.id,
            created_at: now,
          })
          .execute();
        await writeAudit(trx, {
          shopId: shop.id,
          by: user,
          action: 'create',
          entity: 'payment',
          entityId: body.id,
          details: { packageId: body.packageId, provider: body.provider, amount: formatMoneyDecimal(amount) },
          at: now,
        });
        return { item, amount };
      },
      async () => undefined,
    );
  });
  if (!created || !value) return { created: false, payment: await getPayment(deps, shop.id, body.id) };

  try {
    const started = await provider.start({
      paymentId: body.id,
      amount: value.amount,
      itemName:
        value.item.kind === 'sms' ? `Dokani SMS credit: ${value.item.name}` : `Dokani ${value.item.name} (${value.item.months} months)`,
      payer: { name: user.name, mobile: user.mobile },
      apiOrigin: apiOrigin ?? '',
      returnUrl: returnUrlFor(body.id, value.item.package_id),
    });
    await deps.db
      .updateTable('payments')
      .set({ provider_ref: started.providerRef, redirect_url: started.redirectUrl })
      .where('id', '=', body.id)
      .execute();
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    deps.logger.warn({ err, paymentId: body.id }, 'payment checkout not opened');
    await settle(deps, body.id, { outcome: 'failed', reason: err.message }, 'start');
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', { provider: body.provider });
  }
  return { created: true, payment: await getPayment(deps, shop.id, body.id) };
}

/**
 * Applies a verified provider answer to a payment, once. The payment row is locked, so two
 * callbacks racing settle it once. A success for another payment or another amount activates
 * nothing. Only an `initiated` payment becomes cancelled or failed; a cancelled or failed one
 * becomes succeeded when the provider confirms it paid (the right transaction and amount): the
 * money was taken, so what it bought is given (`payment.recovered` in the audit log). A succeeded
 * payment is left as it is.
 */
export async function settle(
  deps: AppDeps,
  paymentId: string,
  verdict: ProviderVerdict,
  source: string,
): Promise<PaymentRecord | undefined> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const p = await repo.findPayment(trx, paymentId, { lock: true });
    if (!p) return undefined;
    const audit = (action: string, details: Record<string, unknown>) =>
      writeAudit(trx, {
        shopId: p.shop_id,
        userId: null,
        action,
        entity: 'payment',
        entityId: p.id,
        details: { source, ...details },
        at: now,
      });
    if (p.status === 'succeeded') {
      await audit('payment.ignored', { status: p.status, said: verdict.outcome });
      return p;
    }
    if (verdict.outcome === 'unknown') {
      await audit(p.status === 'initiated' ? 'payment.unverified' : 'payment.ignored', { status: p.status, reason: verdict.reason });
      return p;
    }
    if (verdict.outcome === 'succeeded' && verdict.invoice !== p.id) {
      // The provider's transaction is for another payment: nothing here changes.
      await audit('payment.mismatch', { invoice: verdict.invoice, transactionId: verdict.transactionId });
      return p;
    }
    if (p.status !== 'initiated') {
      // Cancelled or failed: only the provider's word that it was paid, in full, changes that.
      if (verdict.outcome !== 'succeeded' || verdict.amount !== p.amount) {
        await audit('payment.ignored', {
          status: p.status,
          said: verdict.outcome,
          ...(verdict.outcome === 'succeeded' ? { amount: formatMoneyDecimal(verdict.amount) } : {}),
        });
        return p;
      }
      const recovered = await trx
        .updateTable('payments')
        .set({ status: 'succeeded', transaction_id: verdict.transactionId, completed_at: now })
        .where('id', '=', p.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await activate(trx, p, now);
      await audit('payment.recovered', {
        previous: p.status,
        transactionId: verdict.transactionId,
        reason: `a ${p.status} payment confirmed paid by the provider`,
      });
      return recovered;
    }
    let status: PaymentRecord['status'] = verdict.outcome;
    let reason = verdict.outcome === 'succeeded' ? undefined : verdict.reason;
    if (verdict.outcome === 'succeeded' && verdict.amount !== p.amount) {
      status = 'failed';
      reason = `amount ${formatMoneyDecimal(verdict.amount)} ≠ ${formatMoneyDecimal(p.amount)}`;
    }
    const transactionId = verdict.outcome === 'succeeded' ? verdict.transactionId : null;
    const updated = await trx
      .updateTable('payments')
      .set({ status, transaction_id: transactionId, completed_at: now })
      .where('id', '=', p.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (status === 'succeeded') await activate(trx, p, now);
    await audit(`payment.${status}`, { transactionId, reason });
    return updated;
  });
}

/**
 * What was paid for is given: an SMS pack's parts join the shop's bought SMS credit; a package
 * starts — the same package renews from the end of the current run; another package starts at
 * once, the unused days of the run it replaces carried over.
 */
async function activate(trx: Queryable, p: PaymentRecord, now: Date): Promise<void> {
  const bought = await repo.packageKind(trx, p.package_id);
  if (bought.kind === 'sms') {
    await addSmsCredit(trx, p.shop_id, bought.smsCount ?? 0, { type: 'payment', id: p.id }, now);
    return;
  }
  await startSubscription(trx, p, now);
}

async function startSubscription(trx: Queryable, p: PaymentRecord, now: Date): Promise<void> {
  const shop = await trx.selectFrom('shops').select('timezone').where('id', '=', p.shop_id).executeTakeFirstOrThrow();
  const tz = shop.timezone;
  const price = await trx
    .selectFrom('package_prices')
    .select('months')
    .where('package_id', '=', p.package_id)
    .where('period', '=', p.period)
    .executeTakeFirstOrThrow();
  const bought = await repo.listBought(trx, p.shop_id);
  const { current, end } = liveRun(bought, now);
  let startsAt = now;
  let carried = 0;
  if (current && end && current.package_id === p.package_id) {
    startsAt = end;
  } else if (end) {
    carried = daysInRange(localDate(now, tz), lastDay(end, tz)) - 1;
    await trx
      .updateTable('shop_subscriptions')
      .set({ ends_at: now })
      .where('shop_id', '=', p.shop_id)
      .where('ends_at', '>', now)
      .where('starts_at', '<=', now)
      .where('period', 'is not', null)
      .execute();
    await trx
      .deleteFrom('shop_subscriptions')
      .where('shop_id', '=', p.shop_id)
      .where('starts_at', '>', now)
      .where('period', 'is not', null)
      .execute();
  }
  const endDay = addDays(addMonths(localDate(startsAt, tz), price.months), Math.max(0, carried));
  await trx
    .insertInto('shop_subscriptions')
    .values({
      shop_id: p.shop_id,
      id: p.id,
      package_id: p.package_id,
      period: p.period,
      starts_at: startsAt,
      ends_at: instantAt(endDay, '00:00', tz),
      created_at: now,
      payment_id: p.id,
    })
    .execute();
}

// ─── What the providers send back ──────────────────────────────────────────────────────────

/** The sandbox's page reads its payment (no token: it stands for the provider). */
export async function getSandboxPayment(deps: AppDeps, id: string): Promise<SandboxPayment> {
  const p = await repo.findPayment(deps.db, id);
  if (!p || p.provider !== 'sandbox' || !deps.payments.sandbox) throw new AppError('NOT_FOUND');
  return { id: p.id, amount: formatMoneyDecimal(p.amount), status: p.status, returnUrl: returnUrlFor(p.id, p.package_id) };
}

export async function completeSandboxPayment(deps: AppDeps, id: string, outcome: 'success' | 'fail' | 'cancel'): Promise<Payment> {
  const p = await repo.findPayment(deps.db, id);
  if (!p || p.provider !== 'sandbox' || !deps.payments.sandbox) throw new AppError('NOT_FOUND');
  const verdict: ProviderVerdict =
    outcome === 'success'
      ? { outcome: 'succeeded', transactionId: `SANDBOX-${p.id.slice(-10)}`, amount: p.amount, invoice: p.id }
      : { outcome: outcome === 'fail' ? 'failed' : 'cancelled', reason: 'chosen in the sandbox' };
  return paymentOut((await settle(deps, p.id, verdict, 'sandbox')) as PaymentRecord);
}

/** A payment a provider's message was about: its id and what it buys (where the browser goes next). */
export interface PaymentRef {
  id: string;
  packageId: string;
}

/** bKash's callback (the browser, back from bKash): verified with bKash, then settled. Answers the payment, if known. */
export async function bkashCallback(deps: AppDeps, paymentID: string, status: string): Promise<PaymentRef | undefined> {
  const bkash = deps.payments.bkash;
  if (!bkash || !paymentID) return undefined;
  const p = await repo.findPaymentByRef(deps.db, 'bkash', paymentID);
  if (!p) return undefined;
  // A success is always asked of bKash (a cancelled or failed payment it took still counts); a
  // cancel or failure only while the payment is open.
  if (p.status === 'initiated' || (p.status !== 'succeeded' && status === 'success'))
    await settle(deps, p.id, await bkash.verify(paymentID, status), `bkash:${status}`);
  else await settle(deps, p.id, { outcome: 'unknown', reason: `callback ${status} after settling` }, `bkash:${status}`);
  return { id: p.id, packageId: p.package_id };
}

/**
 * SSLCommerz's return (the browser) or IPN (its server): a `val_id` is checked with the validation
 * API, a message without one is looked up by our transaction id. A cancel or fail counts only when
 * SSLCommerz shows it; a paid transaction counts whatever the payment said before (see `settle`).
 * Answers the payment, if known.
 */
export async function sslcommerzNotice(
  deps: AppDeps,
  form: { tran_id?: string; val_id?: string; status?: string },
  said: 'success' | 'fail' | 'cancel',
  source: string,
): Promise<PaymentRef | undefined> {
  const ssl = deps.payments.sslcommerz;
  const tranId = form.tran_id ?? '';
  if (!ssl || !tranId) return undefined;
  const p = await repo.findPayment(deps.db, tranId);
  if (!p || p.provider !== 'sslcommerz') return undefined;
  if (p.status === 'succeeded' || (p.status !== 'initiated' && !form.val_id && said !== 'success')) {
    await settle(deps, p.id, { outcome: 'unknown', reason: `${said} after settling` }, source);
    return { id: p.id, packageId: p.package_id };
  }
  let verdict = form.val_id ? await ssl.validate(form.val_id) : await ssl.query(tranId, said);
  // A val_id that does not check out is not the last word: ask for our own transaction.
  if (verdict.outcome !== 'succeeded' && form.val_id) verdict = await ssl.query(tranId, said);
  await settle(deps, p.id, verdict, source);
  return { id: p.id, packageId: p.package_id };
}

/** The SMS packs the shop has bought, newest first (the SMS packs page's history). */
export async function listSmsPurchases(deps: AppDeps, shopId: string): Promise<SmsPurchase[]> {
  const rows = await repo.listSmsPurchases(deps.db, shopId);
  return rows.map((p) => ({
    paymentId: p.id,
    packageId: itemId(p),
    smsCount: p.sms_count,
    amount: formatMoneyDecimal(p.amount),
    provider: p.provider,
    transactionId: p.transaction_id,
    paidAt: (p.completed_at ?? p.created_at).toISOString(),
  }));
}
