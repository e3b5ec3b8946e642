/**
 * Expense / income entries: create (idempotent by the client's id), void (once; the row stays),
 * the keyset list, and totals by category for a period of business dates.
 */
import type { CashbookEntry, CashbookEntryListQuery, CashbookSummary, CreateCashbookEntryBody } from '@dokani/contracts';
import { compareNames, formatMoneyDecimal, instantAt, localDate, localTime } from '@dokani/core';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { CashbookEntryRow, Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { decodeCursor, INSTANT_RE, pageOf, ULID_RE } from '../../platform/cursor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Language } from '../../platform/i18n.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { ContactSums } from '../contacts/index.ts';
import { addMoney, postMoney, reverseMoneyOf } from '../money/index.ts';
import { addBookMonth } from './book-months.ts';
import type { Book } from './books.ts';
import { EXPENSES } from './books.ts';
import * as categories from './categories.repo.ts';
import { categoryName } from './categories.service.ts';
import * as repo from './entries.repo.ts';

export const DEFAULT_PAGE = 50;

async function namesOf(db: Queryable, book: Book, shopId: string, ids: readonly string[], lang: Language): Promise<Map<string, string>> {
  const rows = await categories.findCategories(db, book, shopId, [...new Set(ids)]);
  return new Map(rows.map((c) => [c.id, categoryName(book, c, lang)]));
}

function toEntry(r: CashbookEntryRow, names: Map<string, string>): CashbookEntry {
  return {
    id: r.id,
    categoryId: r.category_id,
    categoryName: names.get(r.category_id) ?? '',
    amount: formatMoneyDecimal(r.amount),
    date: r.entry_date,
    occurredAt: r.occurred_at.toISOString(),
    employeeId: r.employee_id,
    note: r.note,
    reason: r.reason,
    details: r.details,
    status: r.voided_at === null ? 'active' : 'void',
    voidedAt: r.voided_at?.toISOString() ?? null,
    voidReason: r.void_reason,
    createdBy: r.created_by,
    createdAt: r.created_at.toISOString(),
  };
}

async function loadEntry(db: Queryable, book: Book, shopId: string, id: string, lang: Language): Promise<CashbookEntry> {
  const row = await repo.findEntry(db, book, shopId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toEntry(row, await namesOf(db, book, shopId, [row.category_id], lang));
}

/** The instant and business date of an entry: now, or the given local date and/or time. */
function whenOf(now: Date, timezone: string, date?: string, time?: string): { at: Date; day: string } {
  const today = localDate(now, timezone);
  if (date === undefined && time === undefined) return { at: now, day: today };
  const day = date ?? today;
  if (day > today) throw new AppError('VALIDATION_FAILED', { date: 'validation.cashbook.dateInFuture' });
  return { at: instantAt(day, time ?? localTime(now, timezone), timezone), day };
}

/** An expense paid to an employee counts in the employee's contact summary (`paid`), on its date. */
async function addPaid(trx: Queryable, book: Book, shopId: string, employeeId: string | null, date: string, amount: bigint): Promise<void> {
  if (book.kind !== 'expense' || employeeId === null) return;
  const sums = new ContactSums(shopId);
  sums.add('employee', employeeId, date, { paid: amount });
  await sums.write(trx);
}

interface EntryWrite {
  id: string;
  categoryId: string;
  amount: bigint;
  at: Date;
  day: string;
  now: Date;
  employeeId: string | null;
  note: string | null;
  reason?: string | null;
  details?: string | null;
  /** the money account it was paid from (an expense) or into (an income); default the cash drawer */
  accountId?: string | undefined;
}

/** Writes an entry with everything it keeps: the summaries, the money it moved, the audit entry. */
async function writeEntry(trx: Queryable, book: Book, shop: ShopContext, user: AuthUser, e: EntryWrite): Promise<void> {
  await repo.insertEntry(trx, book, {
    shop_id: shop.id,
    id: e.id,
    category_id: e.categoryId,
    amount: e.amount,
    occurred_at: e.at,
    entry_date: e.day,
    employee_id: e.employeeId,
    note: e.note,
    reason: e.reason ?? null,
    details: e.details ?? null,
    created_by: user.id,
    created_at: e.now,
  });
  await addPaid(trx, book, shop.id, e.employeeId, e.day, e.amount);
  await addMoney(trx, shop.id, book.kind, e.day, e.amount, 1);
  await addBookMonth(trx, book, shop.id, e.categoryId, e.day, e.amount, 1);
  await postMoney(
    trx,
    shop.id,
    [{ accountId: e.accountId, amount: book.kind === 'expense' ? -e.amount : e.amount, kind: book.kind, refType: book.kind, refId: e.id }],
    { at: e.at, day: e.day, userId: user.id },
  );
  await writeAudit(trx, { shopId: shop.id, by: user, action: 'create', entity: book.kind, entityId: e.id, at: e.now });
}

/**
 * An expense another use case writes in its own transaction (a transfer's fee), in a default
 * category of the expense book (`defaultKey`), paid from `accountId`.
 */
export async function addExpenseIn(
  trx: Queryable,
  shop: ShopContext,
  user: AuthUser,
  e: { id: string; defaultKey: string; amount: bigint; at: Date; day: string; now: Date; accountId: string; note: string | null },
): Promise<void> {
  await categories.seedDefaults(trx, EXPENSES, shop.id, e.now);
  const category = await categories.findDefaultCategory(trx, EXPENSES, shop.id, e.defaultKey);
  if (!category) throw new Error(`addExpenseIn: no default expense category ${e.defaultKey}`);
  await writeEntry(trx, EXPENSES, shop, user, { ...e, categoryId: category.id, employeeId: null });
}

export function createEntry(
  deps: AppDeps,
  book: Book,
  shop: ShopContext,
  user: AuthUser,
  lang: Language,
  body: CreateCashbookEntryBody,
): Promise<{ created: boolean; entry: CashbookEntry }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const { created, value } = await createOnce(
      trx,
      { scope: shop.id, resource: book.kind, id: body.id, body: { ...body, amount: String(body.amount) }, at: now },
      async () => {
        const { at, day } = whenOf(now, shop.timezone, body.date, body.time);
        const category = await categories.findCategory(trx, book, shop.id, body.categoryId);
        if (!category) throw new AppError('VALIDATION_FAILED', { categoryId: 'validation.cashbook.categoryNotFound' });
        if (category.status !== 'active') throw new AppError('VALIDATION_FAILED', { categoryId: 'validation.cashbook.categoryInactive' });
        const employeeId = body.employeeId ?? null;
        if (employeeId !== null && !(await repo.isEmployee(trx, shop.id, employeeId))) {
          throw new AppError('VALIDATION_FAILED', { employeeId: 'validation.cashbook.employeeNotFound' });
        }
        if (await repo.findEntry(trx, book, shop.id, body.id)) throw new AppError('ID_CONFLICT', { id: body.id });
        await writeEntry(trx, book, shop, user, {
          id: body.id,
          categoryId: category.id,
          amount: body.amount,
          at,
          day,
          now,
          employeeId,
          note: body.note ?? null,
          reason: body.reason ?? null,
          details: body.details ?? null,
          accountId: body.accountId,
        });
        return loadEntry(trx, book, shop.id, body.id, lang);
      },
      () => loadEntry(trx, book, shop.id, body.id, lang),
    );
    return { created, entry: value };
  });
}

export function voidEntry(
  deps: AppDeps,
  book: Book,
  shop: ShopContext,
  user: AuthUser,
  lang: Language,
  id: string,
  reason: string,
): Promise<CashbookEntry> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.findEntry(trx, book, shop.id, id, true);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.voided_at !== null) throw new AppError('ALREADY_VOIDED');
    await repo.voidEntry(trx, book, shop.id, id, { at: now, reason, userId: user.id });
    await addPaid(trx, book, shop.id, row.employee_id, row.entry_date, -row.amount);
    await addMoney(trx, shop.id, book.kind, row.entry_date, -row.amount, -1);
    await addBookMonth(trx, book, shop.id, row.category_id, row.entry_date, -row.amount, -1);
    // the money goes back the way it went: into (an expense) or out of (an income) the account it moved
    await reverseMoneyOf(
      trx,
      shop.id,
      { refType: book.kind, refId: id },
      book.kind === 'expense' ? -row.amount : row.amount,
      book.kind === 'expense' ? 'expense-void' : 'income-void',
      { at: now, day: localDate(now, shop.timezone), userId: user.id },
    );
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'void',
      entity: book.kind,
      entityId: id,
      details: { reason },
      at: now,
    });
    return loadEntry(trx, book, shop.id, id, lang);
  });
}

export async function getEntry(deps: AppDeps, book: Book, shop: ShopContext, lang: Language, id: string): Promise<CashbookEntry> {
  return loadEntry(deps.db, book, shop.id, id, lang);
}

function afterCursor(cursor: string): { occurredAt: Date; id: string } {
  const [at = '', id = ''] = decodeCursor(cursor, [INSTANT_RE, ULID_RE]);
  return { occurredAt: new Date(at), id };
}

export async function listEntries(
  deps: AppDeps,
  book: Book,
  shop: ShopContext,
  lang: Language,
  query: CashbookEntryListQuery,
): Promise<{ items: CashbookEntry[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE;
  const q = query.q?.trim().toLowerCase() ?? '';
  const rows = await repo.listEntries(deps.db, book, shop.id, {
    ...(query.categoryId !== undefined ? { categoryId: query.categoryId } : {}),
    ...(query.employeeId !== undefined ? { employeeId: query.employeeId } : {}),
    ...(query.from !== undefined ? { from: query.from } : {}),
    ...(query.to !== undefined ? { to: query.to } : {}),
    ...(query.status !== undefined && query.status !== 'all' ? { status: query.status } : {}),
    ...(q !== '' ? { search: q } : {}),
    ...(query.cursor ? { after: afterCursor(query.cursor) } : {}),
    limit: limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, limit, (last) => [last.occurred_at.toISOString(), last.id]);
  const names = await namesOf(
    deps.db,
    book,
    shop.id,
    page.map((r) => r.category_id),
    lang,
  );
  return { items: page.map((r) => toEntry(r, names)), nextCursor };
}

/** Totals by category over business dates from..to (inclusive; default this month up to today). */
export async function summary(
  deps: AppDeps,
  book: Book,
  shop: ShopContext,
  lang: Language,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<CashbookSummary> {
  const today = localDate(deps.clock.now(), shop.timezone);
  const from = range.from ?? `${(range.to ?? today).slice(0, 7)}-01`;
  const to = range.to ?? today;
  if (from > to) throw new AppError('VALIDATION_FAILED', { to: 'validation.dateRange' });
  const totals = await repo.totalsByCategory(deps.db, book, shop.id, from, to);
  const names = await namesOf(
    deps.db,
    book,
    shop.id,
    totals.map((r) => r.category_id),
    lang,
  );
  const byCategory = totals
    .map((r) => ({ categoryId: r.category_id, name: names.get(r.category_id) ?? '', total: r.total, count: r.count }))
    .sort((a, b) => (a.total === b.total ? compareNames(a.name, b.name) : a.total > b.total ? -1 : 1));
  const total = byCategory.reduce((s, r) => s + r.total, 0n);
  return {
    from,
    to,
    total: formatMoneyDecimal(total),
    count: byCategory.reduce((s, r) => s + r.count, 0),
    byCategory: byCategory.map((r) => ({ ...r, total: formatMoneyDecimal(r.total) })),
  };
}
