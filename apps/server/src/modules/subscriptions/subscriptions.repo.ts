/** Queries of packages, a shop's subscriptions and its payments. */
import type { Queryable } from '../../platform/db/schema.ts';
import type { PaymentsTable } from '../../platform/db/schema.ts';
import type { Selectable } from 'kysely';

export type PaymentRecord = Selectable<PaymentsTable>;

export interface PriceRecord {
  package_id: string;
  name: string;
  rank: number;
  limits: Partial<Record<string, number>>;
  kind: 'subscription' | 'sms';
  sms_count: number | null;
  period: string | null;
  months: number | null;
  price: bigint;
  discount: bigint;
}

/** Every package, each with its prices (a package without prices, such as Free, once with nulls). */
export async function listPrices(db: Queryable): Promise<PriceRecord[]> {
  const rows = await db
    .selectFrom('packages as p')
    .leftJoin('package_prices as pp', 'pp.package_id', 'p.id')
    .select([
      'p.id as package_id',
      'p.name',
      'p.rank',
      'p.limits',
      'p.kind',
      'p.sms_count',
      'pp.period',
      'pp.months',
      'pp.price',
      'pp.discount',
    ])
    .orderBy('p.rank')
    .orderBy('pp.months')
    .execute();
  return rows.map((r) => ({ ...r, price: r.price ?? 0n, discount: r.discount ?? 0n }));
}

export interface SubscriptionRecord {
  id: string;
  package_id: string;
  period: string | null;
  starts_at: Date;
  ends_at: Date | null;
  payment_id: string | null;
  amount: bigint | null;
  provider: PaymentRecord['provider'] | null;
  transaction_id: string | null;
  completed_at: Date | null;
  rank: number;
}

/** The shop's bought subscriptions (not the Free row every shop starts with), oldest first. */
export async function listBought(db: Queryable, shopId: string): Promise<SubscriptionRecord[]> {
  return db
    .selectFrom('shop_subscriptions as s')
    .innerJoin('packages as p', 'p.id', 's.package_id')
    .leftJoin('payments as pay', 'pay.id', 's.payment_id')
    .select([
      's.id',
      's.package_id',
      's.period',
      's.starts_at',
      's.ends_at',
      's.payment_id',
      'pay.amount',
      'pay.provider',
      'pay.transaction_id',
      'pay.completed_at',
      'p.rank',
    ])
    .where('s.shop_id', '=', shopId)
    .where('s.period', 'is not', null)
    .where('p.kind', '=', 'subscription')
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
}

export async function findPayment(
  db: Queryable,
  id: string,
  opts: { shopId?: string; lock?: boolean } = {},
): Promise<PaymentRecord | undefined> {
  let q = db.selectFrom('payments').selectAll().where('id', '=', id);
  if (opts.shopId !== undefined) q = q.where('shop_id', '=', opts.shopId);
  if (opts.lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** What a package bought: a subscription, or SMS credit (an SMS pack). */
export async function packageKind(db: Queryable, packageId: string): Promise<{ kind: 'subscription' | 'sms'; smsCount: number | null }> {
  const r = await db.selectFrom('packages').select(['kind', 'sms_count']).where('id', '=', packageId).executeTakeFirstOrThrow();
  return { kind: r.kind, smsCount: r.sms_count };
}

/** The SMS packs a shop has paid for, newest first. */
export async function listSmsPurchases(db: Queryable, shopId: string): Promise<(PaymentRecord & { sms_count: number })[]> {
  const rows = await db
    .selectFrom('payments as pay')
    .innerJoin('packages as p', 'p.id', 'pay.package_id')
    .selectAll('pay')
    .select('p.sms_count')
    .where('pay.shop_id', '=', shopId)
    .where('p.kind', '=', 'sms')
    .where('pay.status', '=', 'succeeded')
    .orderBy('pay.completed_at', 'desc')
    .orderBy('pay.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, sms_count: r.sms_count ?? 0 }));
}

export async function findPaymentByRef(
  db: Queryable,
  provider: PaymentRecord['provider'],
  ref: string,
): Promise<PaymentRecord | undefined> {
  return db.selectFrom('payments').selectAll().where('provider', '=', provider).where('provider_ref', '=', ref).executeTakeFirst();
}
