/**
 * POST /money-transfers: money moved between two of the shop's accounts (cash to the bank, bank to
 * cash, a wallet cashed out), one movement out of the one and one into the other, in one
 * transaction; a fee is an expense of its own ("bKash & bank charges") paid from the sending account.
 */
import type { CreateMoneyTransferBody, MoneyTransfer } from '@dokani/contracts';
import { formatMoneyDecimal, localDate, ulid } from '@dokani/core';
import type { Selectable } from 'kysely';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { MoneyTransfersTable, Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { addExpenseIn } from '../expenses/index.ts';
import { postMoney } from '../money/index.ts';

function toTransfer(r: Selectable<MoneyTransfersTable>): MoneyTransfer {
  return {
    id: r.id,
    fromAccountId: r.from_account_id,
    toAccountId: r.to_account_id,
    amount: formatMoneyDecimal(r.amount),
    fee: formatMoneyDecimal(r.fee),
    feeExpenseId: r.fee_expense_id,
    note: r.note,
    date: r.entry_date,
    at: r.occurred_at.toISOString(),
  };
}

async function loadTransfer(db: Queryable, shopId: string, id: string): Promise<MoneyTransfer> {
  const row = await db.selectFrom('money_transfers').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toTransfer(row);
}

export async function createTransfer(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: CreateMoneyTransferBody,
): Promise<{ created: boolean; transfer: MoneyTransfer }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const { created } = await createOnce(
      trx,
      { scope: shop.id, resource: 'money-transfer', id: body.id, body, at: now },
      async () => {
        const today = localDate(now, shop.timezone);
        const day = body.date ?? today;
        if (day > today) throw new AppError('VALIDATION_FAILED', { date: 'validation.moneyAccount.dateInFuture' });
        const fee = body.fee ?? 0n;
        const ref = { refType: 'transfer', refId: body.id, note: body.note ?? null };
        await postMoney(
          trx,
          shop.id,
          [
            { ...ref, accountId: body.fromAccountId, field: 'fromAccountId', amount: -body.amount, kind: 'transfer' },
            { ...ref, accountId: body.toAccountId, field: 'toAccountId', amount: body.amount, kind: 'transfer' },
          ],
          { at: now, day, userId: user.id },
        );
        const feeExpenseId = fee > 0n ? ulid(now.getTime()) : null;
        if (feeExpenseId !== null) {
          await addExpenseIn(trx, shop, user, {
            id: feeExpenseId,
            defaultKey: 'money-charges',
            amount: fee,
            at: now,
            day,
            now,
            accountId: body.fromAccountId,
            note: body.note ?? null,
          });
        }
        await trx
          .insertInto('money_transfers')
          .values({
            shop_id: shop.id,
            id: body.id,
            from_account_id: body.fromAccountId,
            to_account_id: body.toAccountId,
            amount: body.amount,
            fee,
            fee_expense_id: feeExpenseId,
            note: body.note ?? null,
            entry_date: day,
            occurred_at: now,
            created_by: user.id,
            created_at: now,
          })
          .execute();
        await writeAudit(trx, { shopId: shop.id, by: user, action: 'create', entity: 'money-transfer', entityId: body.id, at: now });
        return body.id;
      },
      async () => body.id,
    );
    return { created, transfer: await loadTransfer(trx, shop.id, body.id) };
  });
}
