/**
 * Migration 0043's fill: every shop gets its cash drawer, and the money its books already hold is
 * posted to the accounts by the way it was paid — cash (and online orders, cash on delivery) to
 * the drawer, QR code / mobile to a mobile-banking account, cheques to a bank account — so the
 * balances and the money report hold from the first day. The same definitions as the
 * transactions report's (modules/reports/transactions.ts): each invoice's payments less the
 * change, the refunds of returns, what voids handed back, the due book's money entries, the
 * expenses and incomes not voided; each on its own business date. Run once, right after the
 * migration; the ledger is the accounts' own from then on.
 */
import type { MoneyAccountKind, MoneyMovementKind, PaymentMethod } from '@dokani/contracts';
import { localDate, monotonicUlidFactory } from '@dokani/core';
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';
import { METHOD_ACCOUNTS, addDefaultAccount } from './post-money.ts';

const nextId = monotonicUlidFactory();

interface BookMoney {
  kind: MoneyMovementKind;
  ref_type: string | null;
  ref_id: string;
  day: string;
  at: Date;
  /** the payment method; null: the drawer */
  method: PaymentMethod | null;
  amount: bigint;
}

interface VoidRow {
  side: 'sale' | 'purchase';
  id: string;
  day: string;
  at: Date;
  handed_back: bigint;
}

const SIDES = [
  { side: 'sale', invoices: 'sales', payments: 'sale_payments', returns: 'sale_returns', sign: 1n },
  { side: 'purchase', invoices: 'purchases', payments: 'purchase_payments', returns: 'purchase_returns', sign: -1n },
] as const;

async function bookMoney(db: Queryable, shopId: string): Promise<{ rows: BookMoney[]; voids: VoidRow[] }> {
  const rows: BookMoney[] = [];
  const voids: VoidRow[] = [];
  for (const s of SIDES) {
    const paid = await sql<{ id: string; day: string; at: Date; method: PaymentMethod; amount: string }>`
      SELECT i.id, i.invoice_date AS day, i.occurred_at AS at, p.method,
             (sum(p.amount) - CASE WHEN p.method = 'cash' THEN i.change_given ELSE 0 END)::text AS amount
      FROM ${sql.table(s.payments)} p JOIN ${sql.table(s.invoices)} i ON i.shop_id = p.shop_id AND i.id = p.invoice_id
      WHERE p.shop_id = ${shopId}
      GROUP BY i.id, i.invoice_date, i.occurred_at, i.change_given, p.method`.execute(db);
    for (const r of paid.rows) {
      const amount = BigInt(r.amount);
      if (amount > 0n)
        rows.push({ kind: s.side, ref_type: s.side, ref_id: r.id, day: r.day, at: r.at, method: r.method, amount: s.sign * amount });
    }
    const refunds = await sql<{ id: string; day: string; at: Date; amount: string }>`
      SELECT r.invoice_id AS id, r.return_date AS day, r.occurred_at AS at, r.refunded::text AS amount
      FROM ${sql.table(s.returns)} r WHERE r.shop_id = ${shopId} AND r.refunded > 0`.execute(db);
    for (const r of refunds.rows)
      rows.push({
        kind: `${s.side}-refund`,
        ref_type: s.side,
        ref_id: r.id,
        day: r.day,
        at: r.at,
        method: null,
        amount: -s.sign * BigInt(r.amount),
      });
    const voided = await sql<{ id: string; day: string; at: Date; handed_back: string }>`
      SELECT i.id, i.void_date AS day, i.voided_at AS at, (i.total - i.returned_amount - (i.due - i.due_reduced))::text AS handed_back
      FROM ${sql.table(s.invoices)} i WHERE i.shop_id = ${shopId} AND i.status = 'void'`.execute(db);
    for (const v of voided.rows) {
      const handedBack = BigInt(v.handed_back);
      if (handedBack > 0n) voids.push({ side: s.side, id: v.id, day: v.day, at: v.at, handed_back: handedBack });
    }
  }
  const dues = await sql<{ id: string; day: string; at: Date; direction: 'given' | 'received'; amount: string }>`
    SELECT id, entry_date AS day, occurred_at AS at, direction, amount::text AS amount
    FROM due_entries WHERE shop_id = ${shopId} AND due_type = 'money'`.execute(db);
  for (const d of dues.rows) {
    const received = d.direction === 'received';
    rows.push({
      kind: received ? 'due-received' : 'due-given',
      ref_type: 'due-entry',
      ref_id: d.id,
      day: d.day,
      at: d.at,
      method: null,
      amount: received ? BigInt(d.amount) : -BigInt(d.amount),
    });
  }
  for (const [table, kind] of [
    ['expenses', 'expense'],
    ['incomes', 'income'],
  ] as const) {
    const entries = await sql<{ id: string; day: string; at: Date; amount: string }>`
      SELECT id, entry_date AS day, occurred_at AS at, amount::text AS amount
      FROM ${sql.table(table)} WHERE shop_id = ${shopId} AND voided_at IS NULL`.execute(db);
    for (const e of entries.rows)
      rows.push({
        kind,
        ref_type: kind,
        ref_id: e.id,
        day: e.day,
        at: e.at,
        method: null,
        amount: kind === 'expense' ? -BigInt(e.amount) : BigInt(e.amount),
      });
  }
  return { rows, voids };
}

/** Posts one shop's past money to its accounts (see the file's comment). */
export async function postShopPastPayments(db: Queryable, shop: { id: string; timezone: string; created_at: Date }): Promise<void> {
  const opened = localDate(shop.created_at, shop.timezone);
  await addDefaultAccount(db, shop.id, 'cash', shop.created_at, opened);
  const { rows, voids } = await bookMoney(db, shop.id);
  const kindOf = (m: PaymentMethod | null): MoneyAccountKind => (m === null ? 'cash' : METHOD_ACCOUNTS[m].fallback);
  for (const k of new Set(rows.map((r) => kindOf(r.method))))
    if (k !== 'cash') await addDefaultAccount(db, shop.id, k, shop.created_at, opened);
  const accounts = await db
    .selectFrom('money_accounts')
    .select(['id', 'default_for', 'balance', 'last_seq'])
    .where('shop_id', '=', shop.id)
    .where('default_for', 'is not', null)
    .execute();
  const accountOf = new Map(accounts.map((a) => [a.default_for, a]));

  type Movement = { account: (typeof accounts)[number]; r: Omit<BookMoney, 'method'> };
  const movements: Movement[] = [];
  const net = new Map<string, Map<(typeof accounts)[number], bigint>>();
  for (const r of rows) {
    const account = accountOf.get(kindOf(r.method));
    if (!account) throw new Error(`postShopPastPayments: no ${kindOf(r.method)} account`);
    movements.push({ account, r });
    if (r.ref_type !== 'sale' && r.ref_type !== 'purchase') continue;
    const byAccount = net.get(r.ref_id) ?? new Map<(typeof accounts)[number], bigint>();
    net.set(r.ref_id, byAccount);
    byAccount.set(account, (byAccount.get(account) ?? 0n) + r.amount);
  }
  // a void hands back what the invoice kept, by the way it was paid (as trade/adjust-invoice.ts does now)
  for (const v of voids) {
    const sign = v.side === 'sale' ? 1n : -1n;
    let left = v.handed_back;
    for (const [account, amount] of net.get(v.id) ?? []) {
      const there = amount * sign;
      if (there <= 0n || left === 0n) continue;
      const take = there < left ? there : left;
      left -= take;
      movements.push({
        account,
        r: { kind: `${v.side}-void`, ref_type: v.side, ref_id: v.id, day: v.day, at: v.at, amount: -sign * take },
      });
    }
    const drawer = accountOf.get('cash');
    if (left > 0n && drawer)
      movements.push({
        account: drawer,
        r: { kind: `${v.side}-void`, ref_type: v.side, ref_id: v.id, day: v.day, at: v.at, amount: -sign * left },
      });
  }
  movements.sort((a, b) => a.r.at.getTime() - b.r.at.getTime() || (a.r.ref_id < b.r.ref_id ? -1 : a.r.ref_id > b.r.ref_id ? 1 : 0));

  const out: Record<string, unknown>[] = [];
  for (const { account, r } of movements) {
    account.balance += r.amount;
    account.last_seq += 1n;
    out.push({
      shop_id: shop.id,
      id: nextId(r.at.getTime()),
      account_id: account.id,
      seq: account.last_seq,
      entry_date: r.day,
      occurred_at: r.at,
      amount: r.amount,
      balance_after: account.balance,
      kind: r.kind,
      ref_type: r.ref_type,
      ref_id: r.ref_id,
      note: null,
      created_by: null,
      created_at: r.at,
    });
  }
  for (let i = 0; i < out.length; i += 500)
    await db
      .insertInto('money_movements')
      .values(out.slice(i, i + 500) as never)
      .execute();
  for (const a of accounts)
    await db
      .updateTable('money_accounts')
      .set({ balance: a.balance, last_seq: a.last_seq })
      .where('shop_id', '=', shop.id)
      .where('id', '=', a.id)
      .execute();
}

/** Migration 0043's fill, shop by shop. */
export async function postPastPayments(db: Queryable): Promise<void> {
  const shops = await db.selectFrom('shops').select(['id', 'timezone', 'created_at']).orderBy('id').execute();
  for (const s of shops) await postShopPastPayments(db, s);
}
