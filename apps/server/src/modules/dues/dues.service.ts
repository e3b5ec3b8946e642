/**
 * The due ledger (docs/ARCHITECTURE.md rule 4): the one way to change a contact's balance.
 * Manual entries, sales and purchases with an unpaid part, and corrections all call `postDue`
 * inside their own transaction.
 */
import { applyDue, localDate, monotonicUlidFactory } from '@dokani/core';
import type { Queryable } from '../../platform/db/schema.ts';
import { ContactSums, dueColumn } from '../contacts/index.ts';
import { addMoney, postMoney, reverseMoneyOf } from '../money/index.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './dues.repo.ts';
import type { DueContext, DuePostResult, DuePosting } from './dues.types.ts';

const nextEntryId = monotonicUlidFactory();

/**
 * Appends one entry to the contact's ledger inside the caller's transaction: locks the contact's
 * row, writes the entry with the balance after it (sign convention of core `dueDelta`) and its
 * ledger position, updates `contacts.balance` and adds the entry to the contact summaries (at once,
 * or to `ctx.sums` for the caller to write) and, a money entry, to the money summary. Throws
 * `AppError('NOT_FOUND', { contactId })` for a contact not in this shop; the caller's transaction
 * must then roll back. The SMS, when asked for, is the caller's to send after the commit
 * (`sendDueNotice`), so a failed SMS never loses the entry.
 */
export async function postDue(trx: Queryable, shopId: string, p: DuePosting, ctx: DueContext): Promise<DuePostResult> {
  if (p.amount <= 0n) throw new RangeError('postDue: amount must be > 0');
  const contact = await repo.lockContact(trx, shopId, p.contactId);
  if (!contact) throw new AppError('NOT_FOUND', { contactId: p.contactId });
  const seq = await repo.nextSeq(trx, shopId, contact.id);
  const balanceAfter = applyDue(contact.balance, p.direction, p.amount);
  const id = p.entryId ?? nextEntryId();
  const entryDate = p.date ?? localDate(ctx.at, ctx.timezone);
  const smsStatus = p.sendSms ? (contact.mobile ? ('pending' as const) : ('no-mobile' as const)) : null;
  await repo.insertEntry(trx, {
    shop_id: shopId,
    id,
    contact_id: contact.id,
    seq,
    entry_date: entryDate,
    occurred_at: ctx.at,
    direction: p.direction,
    due_type: p.dueType,
    amount: p.amount,
    balance_after: balanceAfter,
    note: p.note ?? null,
    send_sms: p.sendSms ?? false,
    sms_status: smsStatus,
    reverses_id: p.reversesId ?? null,
    ref_type: p.refType ?? null,
    ref_id: p.refId ?? null,
    created_by: p.userId ?? null,
    created_at: ctx.at,
  });
  await repo.setBalance(trx, shopId, contact.id, balanceAfter, ctx.at);
  const sums = ctx.sums ?? new ContactSums(shopId);
  sums.add(contact.type, contact.id, entryDate, { [dueColumn(p.direction, p.refType)]: p.amount });
  if (!ctx.sums) await sums.write(trx);
  if (p.dueType === 'money') {
    const kind = p.direction === 'received' ? 'due-received' : 'due-given';
    const amount = p.direction === 'received' ? p.amount : -p.amount;
    await addMoney(trx, shopId, kind, entryDate, p.amount, 1);
    const money = { at: ctx.at, day: entryDate, userId: p.userId ?? null };
    if (p.reversesId) await reverseMoneyOf(trx, shopId, { refType: 'due-entry', refId: p.reversesId }, -amount, kind, money, id);
    else await postMoney(trx, shopId, [{ accountId: p.accountId, amount, kind, refType: 'due-entry', refId: id }], money);
  }
  return {
    entryId: id,
    contactId: contact.id,
    contactName: contact.name,
    contactMobile: contact.mobile,
    seq,
    balanceBefore: contact.balance,
    balanceAfter,
    smsStatus,
  };
}
