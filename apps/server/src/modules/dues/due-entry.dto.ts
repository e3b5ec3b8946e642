/** A due-book entry as the API answers it. */
import { formatMoneyDecimal } from '@dokani/core';
import type { DueEntry } from '@dokani/contracts';
import type { Queryable } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './dues.repo.ts';
import type { EntryRow } from './dues.repo.ts';

export function toEntry(r: EntryRow): DueEntry {
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
