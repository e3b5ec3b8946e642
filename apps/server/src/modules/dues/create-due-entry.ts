/** POST /due-entries: a manual entry in the due book, and its SMS notice after the commit. */
import { ulid } from '@dokani/core';
import type { CreateDueEntryBody, DueEntry } from '@dokani/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { findContactByMobile, insertContactIn, withMobileRace } from '../contacts/index.ts';
import { sendDueNotice } from './due-sms.ts';
import * as repo from './dues.repo.ts';
import { postDue } from './dues.service.ts';
import type { DuePostResult } from './dues.types.ts';
import { loadEntry } from './due-entry.dto.ts';

/** Sends the notice of a fresh entry when one was asked for (after the commit). */
async function notify(
  deps: AppDeps,
  shopId: string,
  r: DuePostResult | null,
  direction: 'given' | 'received',
  amount: bigint,
): Promise<void> {
  if (r?.smsStatus !== 'pending' || !r.contactMobile) return;
  await sendDueNotice(deps, shopId, { entryId: r.entryId, to: r.contactMobile, direction, amount, balanceAfter: r.balanceAfter });
}

/**
 * POST /due-entries. Idempotent by the client id, which becomes the entry id. A name + mobile
 * instead of a contact id uses the shop's customer with that number, or makes one.
 */
export async function createDueEntry(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: CreateDueEntryBody,
): Promise<{ created: boolean; entry: DueEntry }> {
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
              await insertContactIn(
                trx,
                deps.usage,
                shop,
                user.id,
                { id: contactId, type: 'customer', name: body.name ?? mobile, mobile },
                now,
              );
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
              accountId: body.accountId,
            },
            { at: now, timezone: shop.timezone },
          );
          await writeAudit(trx, { shopId: shop.id, by: user, action: 'create', entity: 'due-entry', entityId: body.id, at: now });
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
