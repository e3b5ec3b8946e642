/**
 * Money accounts (docs/PRODUCT.md "Money accounts and the day's close"; the fixed contract in
 * docs/API.md "Money"): the shop's cash drawers, mobile wallets and bank accounts, each an
 * append-only ledger of movements, and transfers between them.
 */
import { z } from 'zod';
import { ulidSchema } from './common.ts';
import { MOBILE_PROVIDERS, MONEY_ACCOUNT_KINDS, MONEY_ACCOUNT_STATUSES, MONEY_MOVEMENT_KINDS, WALLET_TYPES } from './constants.ts';
import { dateInput, moneyInput, moneyOut } from './decimal.ts';
import { COUNT_LIMITS, TEXT_LIMITS } from './text-limits.ts';

export { MOBILE_PROVIDERS, MONEY_ACCOUNT_KINDS, MONEY_ACCOUNT_STATUSES, MONEY_MOVEMENT_KINDS, WALLET_TYPES } from './constants.ts';
export type { MobileProvider, MoneyAccountKind, MoneyMovementKind } from './constants.ts';

const text = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' });
const accountName = text(TEXT_LIMITS.moneyAccountName).min(1, { message: 'validation.required' });
const provider = text(TEXT_LIMITS.moneyProvider).nullable().optional().meta({
  description: 'a mobile wallet: bkash, nagad, rocket, upay or other; a bank account: the bank’s name',
});
const accountNumber = z
  .string()
  .trim()
  .max(TEXT_LIMITS.moneyAccountNumber, { message: 'validation.tooLong' })
  .regex(/^[0-9+\- ]*$/, { message: 'validation.moneyAccount.accountNumber' })
  .nullable()
  .optional();
const walletType = z.enum(WALLET_TYPES, { message: 'validation.invalidValue' }).nullable().optional();

/** A wallet's provider is one of the wallets we know. */
function checkProvider(b: { kind?: string | undefined; provider?: string | null | undefined }, ctx: z.RefinementCtx): void {
  if (b.kind === 'mobile' && b.provider != null && !(MOBILE_PROVIDERS as readonly string[]).includes(b.provider))
    ctx.addIssue({ code: 'custom', message: 'validation.moneyAccount.provider', path: ['provider'] });
}

export const createMoneyAccountBody = z
  .object({
    id: ulidSchema,
    name: accountName,
    kind: z.enum(MONEY_ACCOUNT_KINDS, { message: 'validation.invalidValue' }),
    provider,
    number: accountNumber,
    walletType,
    openingBalance: moneyInput.optional().meta({ description: 'the money in it on the opening date; default 0' }),
    openingDate: dateInput.optional().meta({ description: 'default today' }),
  })
  .strict()
  .superRefine(checkProvider);
export type CreateMoneyAccountBody = z.infer<typeof createMoneyAccountBody>;
export type CreateMoneyAccountWire = z.input<typeof createMoneyAccountBody>;

export const patchMoneyAccountBody = z
  .object({
    name: accountName.optional(),
    provider,
    number: accountNumber,
    walletType,
    openingBalance: moneyInput.optional().meta({ description: 'a change posts the difference as an opening movement' }),
    openingDate: dateInput.optional(),
    isDefault: z.literal(true).optional().meta({ description: 'the account its kind’s payments land in when none is named' }),
    status: z.enum(MONEY_ACCOUNT_STATUSES, { message: 'validation.invalidValue' }).optional(),
  })
  .strict();
export type PatchMoneyAccountBody = z.infer<typeof patchMoneyAccountBody>;
export type PatchMoneyAccountWire = z.input<typeof patchMoneyAccountBody>;

export const moneyAccountSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: 'an account the app made is named in the caller’s language until renamed' }),
    kind: z.enum(MONEY_ACCOUNT_KINDS),
    provider: z.string().nullable(),
    number: z.string().nullable(),
    walletType: z.enum(WALLET_TYPES).nullable(),
    openingBalance: moneyOut,
    openingDate: z.string(),
    balance: moneyOut.nullable().meta({
      description: 'Σ of its movements, may be negative; null for a member without `money` (who may still pick the account to pay into)',
    }),
    isDefault: z.boolean(),
    status: z.enum(MONEY_ACCOUNT_STATUSES),
  })
  .meta({ id: 'MoneyAccount' });
export type MoneyAccount = z.infer<typeof moneyAccountSchema>;
export const moneyAccountListAnswer = z.object({
  items: z.array(moneyAccountSchema),
  total: moneyOut.nullable().meta({ description: 'the money in every active account; null without `money`' }),
});
export type MoneyAccountList = z.infer<typeof moneyAccountListAnswer>;
export const moneyAccountParams = z.object({ shopId: ulidSchema, accountId: ulidSchema });

export const moneyMovementQuery = z
  .object({
    accountId: ulidSchema.optional(),
    from: dateInput.optional(),
    to: dateInput.optional(),
    cursor: z.string().max(TEXT_LIMITS.token).optional(),
    limit: z.coerce.number().int().min(1).max(COUNT_LIMITS.page).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'validation.dateRange', path: ['to'] });
export type MoneyMovementQuery = z.infer<typeof moneyMovementQuery>;

export const moneyMovementSchema = z
  .object({
    id: z.string(),
    accountId: z.string(),
    at: z.string(),
    date: z.string().meta({ description: 'business date' }),
    amount: moneyOut.meta({ description: 'signed: in +, out −' }),
    balanceAfter: moneyOut,
    kind: z.enum(MONEY_MOVEMENT_KINDS),
    refType: z.string().nullable(),
    refId: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'MoneyMovement' });
export type MoneyMovement = z.infer<typeof moneyMovementSchema>;
export const moneyMovementListAnswer = z.object({ items: z.array(moneyMovementSchema), nextCursor: z.string().nullable() });

const positive = moneyInput.refine((v) => v > 0n, { message: 'validation.amountPositive' });
export const createMoneyTransferBody = z
  .object({
    id: ulidSchema,
    fromAccountId: ulidSchema,
    toAccountId: ulidSchema,
    amount: positive,
    fee: moneyInput.optional().meta({ description: 'leaves fromAccountId as an expense (category “money charges”)' }),
    note: text(TEXT_LIMITS.moneyNote).nullable().optional(),
    date: dateInput.optional().meta({ description: 'business date; default today' }),
  })
  .strict()
  .refine((b) => b.fromAccountId !== b.toAccountId, { message: 'validation.moneyAccount.sameAccount', path: ['toAccountId'] });
export type CreateMoneyTransferBody = z.infer<typeof createMoneyTransferBody>;
export type CreateMoneyTransferWire = z.input<typeof createMoneyTransferBody>;

export const moneyTransferSchema = z
  .object({
    id: z.string(),
    fromAccountId: z.string(),
    toAccountId: z.string(),
    amount: moneyOut,
    fee: moneyOut,
    feeExpenseId: z.string().nullable(),
    note: z.string().nullable(),
    date: z.string(),
    at: z.string(),
  })
  .meta({ id: 'MoneyTransfer' });
export type MoneyTransfer = z.infer<typeof moneyTransferSchema>;
