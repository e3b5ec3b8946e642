/**
 * The money ledger (docs/ARCHITECTURE.md rule 4, migration 0043): the one way an account's money
 * changes. A sale, purchase, return, void, due entry, expense, income or transfer calls
 * `postMoney` inside its own transaction, like `moveStock` and `postDue`: the accounts are locked
 * (last of everything the caller locks, in id order, so two postings never wait on each other in
 * a circle), each movement is written with its position in the account's ledger and the balance
 * after it, and the account rows keep balance = Σ movements. The writes may go to the caller's
 * batch (decision 0005): the lock is the one round trip money adds to a posting.
 */
import type { MoneyAccountKind, MoneyMovementKind, PaymentMethod } from '@dokani/contracts';
import { localDate, monotonicUlidFactory } from '@dokani/core';
import { sql } from 'kysely';
import { WriteBatch } from '../../platform/db/batch.ts';
import { precompiled, precompiledWrite } from '../../platform/db/precompiled.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/** Ids of movements and of the accounts the app makes. */
const nextId = monotonicUlidFactory();

const ANY_KIND: readonly MoneyAccountKind[] = ['cash', 'mobile', 'bank'];

/** Where a payment by each method lands when it names no account, and which accounts it may name. */
export const METHOD_ACCOUNTS: Record<PaymentMethod, { fallback: MoneyAccountKind; kinds: readonly MoneyAccountKind[] }> = {
  cash: { fallback: 'cash', kinds: ['cash'] },
  'qr-code': { fallback: 'mobile', kinds: ['mobile', 'bank'] },
  'bank-check': { fallback: 'bank', kinds: ['bank'] },
  // cash on delivery, collected by the courier or at the door: the drawer unless the owner names another
  'online-order': { fallback: 'cash', kinds: ANY_KIND },
};

export interface MoneyPosting {
  /** The account the request named; left out: the default account of `fallback`. */
  accountId?: string | null | undefined;
  /** The default account's kind when none is named (default `cash`). */
  fallback?: MoneyAccountKind;
  /** The kinds a named account may be (default any). */
  kinds?: readonly MoneyAccountKind[];
  /** Signed: in +, out −. A zero posting is left out. */
  amount: bigint;
  kind: MoneyMovementKind;
  refType: string | null;
  refId: string | null;
  note?: string | null | undefined;
  /** The body field a refusal of the named account points at (default `accountId`). */
  field?: string;
  /** The account was read from the ledger (a reversal), not named by a request: posted even when put away since. */
  trusted?: boolean;
}

export interface MoneyContext {
  at: Date;
  /** the business date of the movements */
  day: string;
  userId: string | null;
  batch?: WriteBatch | undefined;
}

export interface PostedMoney {
  id: string;
  accountId: string;
  amount: bigint;
  balanceAfter: bigint;
  kind: MoneyMovementKind;
}

interface LockedAccount {
  id: string;
  kind: MoneyAccountKind;
  status: 'active' | 'inactive';
  default_for: MoneyAccountKind | null;
  balance: bigint;
  last_seq: bigint;
}

const lockAccounts = precompiled((db, v: { shopId: string; ids: string[]; defaults: string[] }) =>
  db
    .selectFrom('money_accounts')
    .select(['id', 'kind', 'status', 'default_for', 'balance', 'last_seq'])
    .where('shop_id', '=', v.shopId)
    .where((eb) =>
      eb.or([
        eb('id', '=', eb.fn.any(sql<string[]>`${v.ids}::text[]`)),
        eb('default_for', '=', eb.fn.any(sql<MoneyAccountKind[]>`${v.defaults}::text[]`)),
      ]),
    )
    .orderBy(sql`id COLLATE "C"`)
    .forUpdate(),
);

const insertMovements = precompiledWrite((db, v: { rows: Record<string, unknown>[] }) =>
  db.insertInto('money_movements').values(v.rows as never),
);

const setAccount = precompiledWrite((db, v: { shopId: string; id: string; balance: bigint; lastSeq: bigint; at: Date }) =>
  db
    .updateTable('money_accounts')
    .set({ balance: v.balance, last_seq: v.lastSeq, updated_at: v.at })
    .where('shop_id', '=', v.shopId)
    .where('id', '=', v.id),
);

/**
 * The app's own account of a kind, made the default of its kind: every shop's cash drawer, and a
 * wallet or bank account made the first time a payment by that method comes in. Two postings
 * making it at once: one makes it, the other finds it.
 */
export async function addDefaultAccount(
  db: Queryable,
  shopId: string,
  kind: MoneyAccountKind,
  at: Date,
  openingDate: string,
): Promise<void> {
  await db
    .insertInto('money_accounts')
    .values({
      shop_id: shopId,
      id: nextId(at.getTime()),
      kind,
      default_key: kind,
      default_for: kind,
      name: null,
      opening_date: openingDate,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Every shop has its cash drawer: made with the shop (and for older shops by migration 0043's fill). */
export async function addCashDrawer(db: Queryable, shop: { id: string; timezone: string }, at: Date): Promise<void> {
  await addDefaultAccount(db, shop.id, 'cash', at, localDate(at, shop.timezone));
}

function refuse(p: MoneyPosting, key: string): never {
  throw new AppError('VALIDATION_FAILED', { [p.field ?? 'accountId']: key });
}

/**
 * Posts `postings` in the caller's transaction and answers the movements written (one per
 * account, kind and cause: postings of one account and cause are added together). A named account
 * not of the shop, put away, or of a kind the payment cannot land in → 400 on the posting's field.
 */
export async function postMoney(
  trx: Queryable,
  shopId: string,
  postings: readonly MoneyPosting[],
  ctx: MoneyContext,
): Promise<PostedMoney[]> {
  const live = postings.filter((p) => p.amount !== 0n);
  if (live.length === 0) return [];
  const ids = [...new Set(live.flatMap((p) => (p.accountId ? [p.accountId] : [])))];
  const defaults = [...new Set(live.filter((p) => !p.accountId).map((p) => p.fallback ?? 'cash'))];
  let rows = (await lockAccounts(trx, { shopId, ids, defaults })) as LockedAccount[];
  const missing = defaults.filter((k) => !rows.some((r) => r.default_for === k));
  if (missing.length > 0) {
    for (const k of missing) await addDefaultAccount(trx, shopId, k, ctx.at, ctx.day);
    rows = (await lockAccounts(trx, { shopId, ids, defaults })) as LockedAccount[];
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byDefault = new Map(rows.flatMap((r) => (r.default_for ? [[r.default_for, r] as const] : [])));

  // one movement per account, kind and cause, in the order first posted
  const merged = new Map<string, { account: LockedAccount; p: MoneyPosting; amount: bigint }>();
  for (const p of live) {
    let account: LockedAccount | undefined;
    if (p.accountId) {
      account = byId.get(p.accountId);
      if (!account) refuse(p, 'validation.moneyAccount.accountNotFound');
      if (!p.trusted && account.status !== 'active') refuse(p, 'validation.moneyAccount.accountInactive');
      if (!p.trusted && !(p.kinds ?? ANY_KIND).includes(account.kind)) refuse(p, `validation.moneyAccount.accountKind.${account.kind}`);
    } else {
      account = byDefault.get(p.fallback ?? 'cash');
      if (!account) throw new Error(`postMoney: no default ${p.fallback ?? 'cash'} account after making it`);
    }
    const key = `${account.id} ${p.kind} ${p.refType ?? ''} ${p.refId ?? ''}`;
    const m = merged.get(key);
    if (m) m.amount += p.amount;
    else merged.set(key, { account, p, amount: p.amount });
  }

  const posted: PostedMoney[] = [];
  const movementRows: Record<string, unknown>[] = [];
  const touched = new Set<LockedAccount>();
  for (const { account, p, amount } of merged.values()) {
    if (amount === 0n) continue;
    account.balance += amount;
    account.last_seq += 1n;
    touched.add(account);
    const id = nextId(ctx.at.getTime());
    movementRows.push({
      shop_id: shopId,
      id,
      account_id: account.id,
      seq: account.last_seq,
      entry_date: ctx.day,
      occurred_at: ctx.at,
      amount,
      balance_after: account.balance,
      kind: p.kind,
      ref_type: p.refType,
      ref_id: p.refId,
      note: p.note ?? null,
      created_by: ctx.userId,
      created_at: ctx.at,
    });
    posted.push({ id, accountId: account.id, amount, balanceAfter: account.balance, kind: p.kind });
  }
  if (movementRows.length === 0) return posted;
  const batch = ctx.batch ?? new WriteBatch(trx);
  batch.add(insertMovements(trx, { rows: movementRows }));
  for (const a of touched) batch.add(setAccount(trx, { shopId, id: a.id, balance: a.balance, lastSeq: a.last_seq, at: ctx.at }));
  if (!ctx.batch) await batch.flush();
  return posted;
}

/** What one cause (`refType`, `refId`) has moved, net, per account, in the order the accounts were first moved by it. */
export async function netMoneyOf(
  db: Queryable,
  shopId: string,
  refType: string,
  refId: string,
): Promise<{ accountId: string; amount: bigint }[]> {
  const rows = await db
    .selectFrom('money_movements')
    .select(['account_id', (eb) => eb.fn.sum<bigint>('amount').as('amount'), (eb) => eb.fn.min('id').as('first')])
    .where('shop_id', '=', shopId)
    .where('ref_id', '=', refId)
    .where('ref_type', '=', refType)
    .groupBy('account_id')
    .orderBy('first')
    .execute();
  return rows.map((r) => ({ accountId: r.account_id, amount: BigInt(r.amount) }));
}

/**
 * Takes `amount` (> 0: back out of the accounts the cause put money in; < 0: back into those it
 * took from) off what the cause moved, account by account in the order the cause first moved
 * them: a void gives back what the sale took, by the way it was paid. The movements name the
 * cause, or `byId` of the same ref type (a reversing due entry).
 */
export async function reverseMoneyOf(
  trx: Queryable,
  shopId: string,
  cause: { refType: string; refId: string },
  amount: bigint,
  kind: MoneyMovementKind,
  ctx: MoneyContext,
  byId: string = cause.refId,
): Promise<PostedMoney[]> {
  if (amount === 0n) return [];
  const sign = amount > 0n ? 1n : -1n;
  let left = amount * sign;
  const postings: MoneyPosting[] = [];
  for (const n of await netMoneyOf(trx, shopId, cause.refType, cause.refId)) {
    const there = n.amount * sign;
    if (there <= 0n || left === 0n) continue;
    const take = there < left ? there : left;
    left -= take;
    postings.push({ accountId: n.accountId, trusted: true, amount: -take * sign, kind, refType: cause.refType, refId: byId });
  }
  // what the ledger does not hold (nothing should be left): the drawer
  if (left > 0n) postings.push({ amount: -left * sign, kind, refType: cause.refType, refId: byId });
  return postMoney(trx, shopId, postings, ctx);
}
