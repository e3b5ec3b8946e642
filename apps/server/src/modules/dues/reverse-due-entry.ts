/** POST /due-entries/{id}/reverse: the reversing entry of a manual one. */
import { reverseDirection } from '@dokani/core';
import type { DueEntry } from '@dokani/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './dues.repo.ts';
import { postDue } from './dues.service.ts';
import { loadEntry } from './due-entry.dto.ts';

/** POST /due-entries/{id}/reverse: writes the reversing entry (opposite direction, same amount); a second reverse → 409. */
export async function reverseDueEntry(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  entryId: string,
  note: string | null,
): Promise<DueEntry> {
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
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'reverse',
      entity: 'due-entry',
      entityId: entryId,
      details: { reversalId: r.entryId },
      at: now,
    });
    return r;
  });
  return loadEntry(deps.db, shop.id, posted.entryId);
}
