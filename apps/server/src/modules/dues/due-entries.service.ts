/** The due book's use cases: manual entries, reversals, lists, a contact's history, totals, reminders. */
import { formatMoneyDecimal, reverseDirection } from '@dokani/core';
import type { CreateDueEntryBody, DueEntry, DueEntryListQuery } from '@dokani/contracts';
import { sql } from 'kysely';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { DATE_RE, INT_RE, ULID_RE, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { findContactByMobile, insertContactIn, withMobileRace } from '../contacts/index.ts';
import { dueReminderText, sendDueNotice, smsContext } from './due-sms.ts';
import * as repo from './dues.repo.ts';
import type { EntryRow } from './dues.repo.ts';
import { postDue } from './dues.service.ts';
import type { DuePostResult } from './dues.types.ts';
import { ulid } from '@dokani/core';

export const DEFAULT_PAGE = 50;

function toEntry(r: EntryRow): DueEntry {
  return {
    id: r.id,
    contactId: r.contact_id,
    contactName: r.contact_name,
    contactType: r.contact_type,
    date: r.entry_date,
    occurredAt: r.occurred_at.toISOString(),
    direction: r.direction,
    dueType: r.due_type,
    amount: formatMoneyDecimal(r.amount),
    balanceAfter: formatMoneyDecimal(r.balance_after),
    note: r.note,
    sendSms: r.send_sms,
    smsStatus: r.sms_status,
    reversesId: r.reverses_id,
    reversedById: r.reversed_by_id,
    refType: r.ref_type,
    refId: r.ref_id,
    createdBy: r.created_by,
    createdAt: r.created_at.toISOString(),
  };
}

export async function loadEntry(db: Queryable, shopId: string, id: string): Promise<DueEntry> {
  const row = await repo.entriesQuery(db, shopId).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toEntry(row);
}

/** Sends the notice of a fresh entry when one was asked for (after the commit). */
async function notify(deps: AppDeps, shopId: string, r: DuePostResult | null, direction: 'given' | 'received', amount: bigint): Promise<void> {
  if (r?.smsStatus !== 'pending' || !r.contactMobile) return;
  await sendDueNotice(deps, shopId, { entryId: r.entryId, to: r.contactMobile, direction, amount, balanceAfter: r.balanceAfter });
}

/**
 * POST /due-entries. Idempotent by the client id, which becomes the entry id. A name + mobile
 * instead of a contact id uses the shop's customer with that number, or makes one.
 */
export async function createDueEntry(deps: AppDeps, shop: ShopContext, user: AuthUser, body: CreateDueEntryBody): Promise<{ created: boolean; entry: DueEntry }> {
  const now = deps.clock.now();
  const { created, posted } = await withMobileRace(deps.db, shop.id, 'customer', body.mobile, () =>
    deps.db.transaction().execute(async (trx) => {
      const res = await createOnce(
        trx,
        { scope: shop.id, resource: 'due-entry', id: body.id, body, at: now },
        async () => {
          if (await repo.findEntry(trx, shop.id, body.id)) throw new AppError('ID_CONFLICT', { id: body.id });
          let contactId = body.contactId;
          if (contactId === undefined) {
            const mobile = body.mobile ?? '';
            const existing = await findContactByMobile(trx, shop.id, 'customer', mobile);
            if (existing) contactId = existing.id;
            else {
              contactId = ulid(now.getTime());
              await insertContactIn(trx, deps.usage, shop, user.id, { id: contactId, type: 'customer', name: body.name ?? mobile, mobile }, now);
            }
          }
          const posted = await postDue(
            trx,
            shop.id,
            {
              contactId,
              direction: body.direction,
              dueType: body.dueType,
              amount: body.amount,
              note: body.note ?? null,
              entryId: body.id,
              date: body.date ?? null,
              userId: user.id,
              sendSms: body.sendSms ?? false,
            },
            { at: now, timezone: shop.timezone },
          );
          await writeAudit(trx, { shopId: shop.id, userId: user.id, action: 'create', entity: 'due-entry', entityId: body.id, at: now });
          return posted;
        },
        async () => null,
      );
      return { created: res.created, posted: res.value };
    }),
  );
  await notify(deps, shop.id, posted, body.direction, body.amount);
  return { created, entry: await loadEntry(deps.db, shop.id, body.id) };
}

/** POST /due-entries/{id}/reverse: writes the reversing entry (opposite direction, same amount); a second reverse → 409. */
export async function reverseDueEntry(deps: AppDeps, shop: ShopContext, user: AuthUser, entryId: string, note: string | null): Promise<DueEntry> {
  const now = deps.clock.now();
  const posted = await deps.db.transaction().execute(async (trx) => {
    const entry = await repo.findEntry(trx, shop.id, entryId);
    if (!entry) throw new AppError('NOT_FOUND');
    if (entry.reverses_id !== null) throw new AppError('DUE_REVERSAL_NOT_REVERSIBLE', { entryId });
    // A sale's or purchase's due is corrected by returning or voiding the invoice, which keeps the two books in step.
    if (entry.ref_type !== null) throw new AppError('DUE_FROM_INVOICE', { entryId, refType: entry.ref_type, refId: entry.ref_id });
    // Under the contact's lock, so two reversals of one entry cannot both pass the check.
    await repo.lockContact(trx, shop.id, entry.contact_id);
    const already = await repo.reversalOf(trx, shop.id, entryId);
    if (already) throw new AppError('DUE_ALREADY_REVERSED', { entryId, reversedById: already });
    const r = await postDue(
      trx,
      shop.id,
      {
        contactId: entry.contact_id,
        direction: reverseDirection(entry.direction),
        dueType: entry.due_type,
        amount: entry.amount,
        note,
        reversesId: entry.id,
        refType: entry.ref_type,
        refId: entry.ref_id,
        userId: user.id,
      },
      { at: now, timezone: shop.timezone },
    );
    await writeAudit(trx, { shopId: shop.id, userId: user.id, action: 'reverse', entity: 'due-entry', entityId: entryId, details: { reversalId: r.entryId }, at: now });
    return r;
  });
  return loadEntry(deps.db, shop.id, posted.entryId);
}

export async function listDueEntries(
  deps: AppDeps,
  shop: ShopContext,
  query: DueEntryListQuery,
): Promise<{ items: DueEntry[]; nextCursor: string | null; totals: { given: string; received: string } }> {
  const limit = query.limit ?? DEFAULT_PAGE;
  let q = repo.entriesQuery(deps.db, shop.id);
  let totalsQ = deps.db.selectFrom('due_entries as e').where('e.shop_id', '=', shop.id);
  if (query.contactId) {
    q = q.where('e.contact_id', '=', query.contactId);
    totalsQ = totalsQ.where('e.contact_id', '=', query.contactId);
  }
  if (query.direction) {
    q = q.where('e.direction', '=', query.direction);
    totalsQ = totalsQ.where('e.direction', '=', query.direction);
  }
  if (query.from) {
    q = q.where('e.entry_date', '>=', query.from);
    totalsQ = totalsQ.where('e.entry_date', '>=', query.from);
  }
  if (query.to) {
    q = q.where('e.entry_date', '<=', query.to);
    totalsQ = totalsQ.where('e.entry_date', '<=', query.to);
  }
  if (query.cursor) {
    const [date, at, id] = decodeCursor(query.cursor, [DATE_RE, /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, ULID_RE]);
    q = q.where(sql<boolean>`(e.entry_date, e.occurred_at, e.id COLLATE "C") < (${date}::date, ${at}::timestamptz, ${id} COLLATE "C")`);
  }
  const rows = await q
    .orderBy('e.entry_date', 'desc')
    .orderBy('e.occurred_at', 'desc')
    .orderBy(sql`e.id COLLATE "C"`, 'desc')
    .limit(limit + 1)
    .execute();
  const sums = await totalsQ
    .select([
      sql<string>`coalesce(sum(CASE WHEN e.direction = 'given' THEN e.amount ELSE 0 END), 0)::text`.as('given'),
      sql<string>`coalesce(sum(CASE WHEN e.direction = 'received' THEN e.amount ELSE 0 END), 0)::text`.as('received'),
    ])
    .executeTakeFirstOrThrow();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toEntry),
    nextCursor: rows.length > limit && last ? encodeCursor([last.entry_date, last.occurred_at.toISOString(), last.id]) : null,
    totals: { given: formatMoneyDecimal(BigInt(sums.given)), received: formatMoneyDecimal(BigInt(sums.received)) },
  };
}

/** A contact's entries in ledger order, newest first, each with the balance after it. */
export async function contactHistory(
  deps: AppDeps,
  shop: ShopContext,
  contactId: string,
  query: { limit?: number | undefined; cursor?: string | undefined },
): Promise<{ items: DueEntry[]; nextCursor: string | null }> {
  const contact = await deps.db.selectFrom('contacts').select('id').where('shop_id', '=', shop.id).where('id', '=', contactId).executeTakeFirst();
  if (!contact) throw new AppError('NOT_FOUND');
  const limit = query.limit ?? DEFAULT_PAGE;
  let q = repo.entriesQuery(deps.db, shop.id).where('e.contact_id', '=', contactId);
  if (query.cursor) {
    const [seq] = decodeCursor(query.cursor, [INT_RE]);
    q = q.where('e.seq', '<', Number(seq));
  }
  const rows = await q.orderBy('e.seq', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toEntry), nextCursor: rows.length > limit && last ? encodeCursor([String(last.seq)]) : null };
}

export async function dueSummary(deps: AppDeps, shop: ShopContext) {
  const row = await deps.db
    .selectFrom('contacts')
    .select([
      sql<string>`coalesce(sum(CASE WHEN balance > 0 THEN balance ELSE 0 END), 0)::text`.as('receivable'),
      sql<string>`coalesce(sum(CASE WHEN balance < 0 THEN -balance ELSE 0 END), 0)::text`.as('payable'),
      sql<number>`count(*) FILTER (WHERE balance > 0)::int`.as('receivable_contacts'),
      sql<number>`count(*) FILTER (WHERE balance < 0)::int`.as('payable_contacts'),
    ])
    .where('shop_id', '=', shop.id)
    .where('balance', '<>', 0n)
    .executeTakeFirstOrThrow();
  const rc = Number(row.receivable_contacts);
  const pc = Number(row.payable_contacts);
  return {
    receivable: formatMoneyDecimal(BigInt(row.receivable)),
    payable: formatMoneyDecimal(BigInt(row.payable)),
    receivableContacts: rc,
    payableContacts: pc,
    contactsWithDue: rc + pc,
  };
}

/** POST /contacts/{id}/remind: the due reminder SMS with the current balance. */
/** One due reminder per contact per this many minutes: a double tap, or a nagging loop, sends one SMS. */
export const REMIND_INTERVAL_MINUTES = 60;

/**
 * POST /contacts/{id}/remind. The contact's `last_reminded_at` is claimed with a compare-and-set
 * UPDATE before sending (so concurrent taps send once) and given back when the SMS fails.
 */
export async function remindContact(deps: AppDeps, shop: ShopContext, user: AuthUser, contactId: string): Promise<{ smsStatus: 'sent' | 'failed'; segments: number; text: string }> {
  const c = await deps.db.selectFrom('contacts').select(['id', 'mobile', 'balance', 'last_reminded_at']).where('shop_id', '=', shop.id).where('id', '=', contactId).executeTakeFirst();
  if (!c) throw new AppError('NOT_FOUND');
  if (c.balance <= 0n) throw new AppError('DUE_NOTHING_TO_REMIND', { balance: formatMoneyDecimal(c.balance) });
  if (!c.mobile) throw new AppError('CONTACT_NO_MOBILE');
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - REMIND_INTERVAL_MINUTES * 60_000);
  const claimed = await deps.db
    .updateTable('contacts')
    .set({ last_reminded_at: now })
    .where('shop_id', '=', shop.id)
    .where('id', '=', contactId)
    .where((eb) => eb.or([eb('last_reminded_at', 'is', null), eb('last_reminded_at', '<=', windowStart)]))
    .returning('last_reminded_at')
    .executeTakeFirst();
  if (!claimed) {
    const last = (await deps.db.selectFrom('contacts').select('last_reminded_at').where('shop_id', '=', shop.id).where('id', '=', contactId).executeTakeFirst())?.last_reminded_at ?? now;
    const waitMs = last.getTime() + REMIND_INTERVAL_MINUTES * 60_000 - now.getTime();
    throw new AppError('DUE_REMIND_TOO_SOON', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)), retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
  }
  const { shopName, lang } = await smsContext(deps.db, shop.id);
  const text = dueReminderText(lang, shopName, c.balance);
  const sent = await deps.sms.send({ shopId: shop.id, to: c.mobile, text, purpose: 'due-reminder' });
  if (sent.status !== 'sent') {
    // Give the claim back so the shop can try again at once.
    await deps.db.updateTable('contacts').set({ last_reminded_at: c.last_reminded_at }).where('shop_id', '=', shop.id).where('id', '=', contactId).where('last_reminded_at', '=', now).execute();
  }
  await writeAudit(deps.db, { shopId: shop.id, userId: user.id, action: 'remind', entity: 'contact', entityId: contactId, details: { smsId: sent.id, status: sent.status }, at: now });
  return { smsStatus: sent.status, segments: sent.segments, text };
}
