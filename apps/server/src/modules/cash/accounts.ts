/**
 * The shop's money accounts (GET / POST /money-accounts, PATCH /money-accounts/{id}) and their
 * ledgers (GET /money-movements). An opening balance is a movement like any other (`opening`), so
 * balance = Σ movements always; changing it posts the difference.
 */
import type {
  CreateMoneyAccountBody,
  MoneyAccount,
  MoneyAccountList,
  MoneyMovement,
  MoneyMovementKind,
  MoneyMovementQuery,
  PatchMoneyAccountBody,
} from '@dokani/contracts';
import { formatMoneyDecimal, localDate } from '@dokani/core';
import type { Selectable } from 'kysely';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import { DATE_RE, decodeCursor, INSTANT_RE, pageOf, ULID_RE } from '../../platform/cursor.ts';
import type { MoneyAccountsTable, MoneyMovementsTable, Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { postMoney } from '../money/index.ts';

type AccountRow = Selectable<MoneyAccountsTable>;

export function accountName(a: Pick<AccountRow, 'name' | 'default_key'>, lang: Language): string {
  return a.name ?? t(lang, `money:defaultAccount.${a.default_key ?? 'cash'}`);
}

/** Who sees the balances: the owner and roles with `money`; the others see the accounts to pay into. */
const seesMoney = (shop: ShopContext): boolean => shop.isOwner || shop.features.includes('money');

function toAccount(a: AccountRow, lang: Language, withBalance = true): MoneyAccount {
  return {
    id: a.id,
    name: accountName(a, lang),
    kind: a.kind,
    provider: a.provider,
    number: a.number,
    walletType: a.wallet_type,
    openingBalance: formatMoneyDecimal(a.opening_balance),
    openingDate: a.opening_date,
    balance: withBalance ? formatMoneyDecimal(a.balance) : null,
    isDefault: a.default_for !== null,
    status: a.status,
  };
}

const KIND_ORDER = { cash: 0, mobile: 1, bank: 2 } as const;

async function findAccount(db: Queryable, shopId: string, id: string, lock = false): Promise<AccountRow | undefined> {
  const q = db.selectFrom('money_accounts').selectAll().where('shop_id', '=', shopId).where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export async function listAccounts(deps: AppDeps, shop: ShopContext, lang: Language): Promise<MoneyAccountList> {
  const rows = await deps.db.selectFrom('money_accounts').selectAll().where('shop_id', '=', shop.id).execute();
  rows.sort(
    (a, b) =>
      Number(a.status === 'inactive') - Number(b.status === 'inactive') ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      Number(b.default_for !== null) - Number(a.default_for !== null) ||
      (a.id < b.id ? -1 : 1),
  );
  const total = rows.filter((r) => r.status === 'active').reduce((s, r) => s + r.balance, 0n);
  const sees = seesMoney(shop);
  return { items: rows.map((r) => toAccount(r, lang, sees)), total: sees ? formatMoneyDecimal(total) : null };
}

function checkOpeningDate(shop: ShopContext, now: Date, date: string | undefined): string {
  const today = localDate(now, shop.timezone);
  if (date !== undefined && date > today)
    throw new AppError('VALIDATION_FAILED', { openingDate: 'validation.moneyAccount.openingDateInFuture' });
  return date ?? today;
}

/** What the owner says of a wallet or a bank account; a cash drawer has neither provider nor number. */
function detailsOf(kind: AccountRow['kind'], b: Pick<CreateMoneyAccountBody, 'provider' | 'number' | 'walletType'>) {
  if (kind === 'cash') return { provider: null, number: null, wallet_type: null };
  return {
    provider: b.provider || null,
    number: b.number || null,
    wallet_type: kind === 'mobile' ? (b.walletType ?? null) : null,
  };
}

export async function createAccount(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  lang: Language,
  body: CreateMoneyAccountBody,
): Promise<{ created: boolean; account: MoneyAccount }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const { created, value } = await createOnce(
      trx,
      { scope: shop.id, resource: 'money-account', id: body.id, body, at: now },
      async () => {
        if (await findAccount(trx, shop.id, body.id)) throw new AppError('ID_CONFLICT', { id: body.id });
        const openingDate = checkOpeningDate(shop, now, body.openingDate);
        const opening = body.openingBalance ?? 0n;
        await trx
          .insertInto('money_accounts')
          .values({
            shop_id: shop.id,
            id: body.id,
            kind: body.kind,
            name: body.name,
            default_key: null,
            default_for: null,
            ...detailsOf(body.kind, body),
            opening_balance: opening,
            opening_date: openingDate,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await postMoney(trx, shop.id, [{ accountId: body.id, amount: opening, kind: 'opening', refType: null, refId: null }], {
          at: now,
          day: openingDate,
          userId: user.id,
        });
        await writeAudit(trx, { shopId: shop.id, by: user, action: 'create', entity: 'money-account', entityId: body.id, at: now });
        return body.id;
      },
      async () => body.id,
    );
    const row = await findAccount(trx, shop.id, value);
    if (!row) throw new AppError('NOT_FOUND');
    return { created, account: toAccount(row, lang) };
  });
}

export async function patchAccount(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  lang: Language,
  id: string,
  body: PatchMoneyAccountBody,
): Promise<MoneyAccount> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const current = await findAccount(trx, shop.id, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    if (body.status === 'inactive' && current.default_for !== null && body.isDefault === undefined)
      throw new AppError('MONEY_ACCOUNT_DEFAULT', { accountId: id });
    if (body.isDefault && body.status === 'inactive') throw new AppError('MONEY_ACCOUNT_DEFAULT', { accountId: id });
    const openingDate = body.openingDate === undefined ? current.opening_date : checkOpeningDate(shop, now, body.openingDate);
    const details = detailsOf(current.kind, {
      provider: body.provider === undefined ? current.provider : body.provider,
      number: body.number === undefined ? current.number : body.number,
      walletType: body.walletType === undefined ? current.wallet_type : body.walletType,
    });
    if (body.isDefault && current.default_for === null) {
      // the kind's default moves here: off the old one first (one default a kind)
      await trx
        .updateTable('money_accounts')
        .set({ default_for: null, updated_at: now })
        .where('shop_id', '=', shop.id)
        .where('default_for', '=', current.kind)
        .execute();
    }
    await trx
      .updateTable('money_accounts')
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...details,
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.isDefault ? { default_for: current.kind } : {}),
        opening_date: openingDate,
        ...(body.openingBalance !== undefined ? { opening_balance: body.openingBalance } : {}),
        updated_at: now,
      })
      .where('shop_id', '=', shop.id)
      .where('id', '=', id)
      .execute();
    if (body.openingBalance !== undefined && body.openingBalance !== current.opening_balance) {
      await postMoney(
        trx,
        shop.id,
        [
          {
            accountId: id,
            trusted: true,
            amount: body.openingBalance - current.opening_balance,
            kind: 'opening',
            refType: null,
            refId: null,
          },
        ],
        { at: now, day: openingDate, userId: user.id },
      );
    }
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'update',
      entity: 'money-account',
      entityId: id,
      details: { fields: Object.keys(body) },
      at: now,
    });
    const row = await findAccount(trx, shop.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAccount(row, lang);
  });
}

function toMovement(m: Selectable<MoneyMovementsTable>): MoneyMovement {
  return {
    id: m.id,
    accountId: m.account_id,
    at: m.occurred_at.toISOString(),
    date: m.entry_date,
    amount: formatMoneyDecimal(m.amount),
    balanceAfter: formatMoneyDecimal(m.balance_after),
    kind: m.kind as MoneyMovementKind,
    refType: m.ref_type,
    refId: m.ref_id,
    note: m.note,
  };
}

const SEQ_RE = /^\d{1,15}$/;

/**
 * GET /money-movements: one account's ledger in its own order, newest first (the balance after
 * each movement reads down the page), or every account's by date; `from` / `to` are business dates.
 */
export async function listMovements(
  deps: AppDeps,
  shop: ShopContext,
  q: MoneyMovementQuery,
): Promise<{ items: MoneyMovement[]; nextCursor: string | null }> {
  const limit = q.limit ?? 50;
  let query = deps.db.selectFrom('money_movements').selectAll().where('shop_id', '=', shop.id);
  if (q.from) query = query.where('entry_date', '>=', q.from);
  if (q.to) query = query.where('entry_date', '<=', q.to);
  if (q.accountId) {
    if (!(await findAccount(deps.db, shop.id, q.accountId))) throw new AppError('NOT_FOUND');
    query = query.where('account_id', '=', q.accountId);
    if (q.cursor) {
      const [seq = '0'] = decodeCursor(q.cursor, [SEQ_RE]);
      query = query.where('seq', '<', BigInt(seq));
    }
    const rows = await query
      .orderBy('seq', 'desc')
      .limit(limit + 1)
      .execute();
    const { page, nextCursor } = pageOf(rows, limit, (r) => [String(r.seq)]);
    return { items: page.map(toMovement), nextCursor };
  }
  if (q.cursor) {
    const [date = '', at = '', id = ''] = decodeCursor(q.cursor, [DATE_RE, INSTANT_RE, ULID_RE]);
    query = query.where((eb) =>
      eb.or([
        eb('entry_date', '<', date),
        eb.and([eb('entry_date', '=', date), eb('occurred_at', '<', new Date(at))]),
        eb.and([eb('entry_date', '=', date), eb('occurred_at', '=', new Date(at)), eb('id', '<', id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('entry_date', 'desc')
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = pageOf(rows, limit, (r) => [r.entry_date, r.occurred_at.toISOString(), r.id]);
  return { items: page.map(toMovement), nextCursor };
}
