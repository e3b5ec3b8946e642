import { z } from 'zod';
import { listQuerySchema, mobileInputSchema, ulidSchema } from './common.ts';
import { moneyInput, moneyOut } from './decimal.ts';

import { CONTACT_STATUSES, CONTACT_TYPES, type ContactType } from './constants.ts';
import { TEXT_LIMITS } from './text-limits.ts';

export { CONTACT_STATUSES, CONTACT_TYPES };
export type { ContactType } from './constants.ts';

const text = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' });

/** A photo link: an uploaded file of this server (/media/…) or an https address. */
const photoUrlInput = z
  .string()
  .trim()
  .max(TEXT_LIMITS.photoUrl, { message: 'validation.tooLong' })
  .regex(/^(https:\/\/|\/media\/)\S+$/, { message: 'validation.contact.photoUrl' });

const emailInput = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email, { message: 'validation.tooLong' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'validation.contact.email' });

const contactFields = {
  name: text(TEXT_LIMITS.personName).min(1, { message: 'validation.required' }),
  mobile: mobileInputSchema.nullable().optional(),
  address: text(TEXT_LIMITS.address).nullable().optional(),
  email: emailInput.nullable().optional(),
  photoUrl: photoUrlInput.nullable().optional(),
  /** Employees only. */
  position: text(TEXT_LIMITS.contactPosition).nullable().optional(),
  /** Employees only: money per month. */
  monthlySalary: moneyInput.nullable().optional(),
  /** Suppliers only: what they supply. */
  suppliedItems: text(TEXT_LIMITS.suppliedItems).nullable().optional(),
};

type TypedFields = {
  position?: string | null | undefined;
  monthlySalary?: bigint | null | undefined;
  suppliedItems?: string | null | undefined;
};

/** Fields that belong to one type only: position and salary to employees, supplied items to suppliers. */
export function contactTypeRules(type: ContactType, c: TypedFields, ctx: z.RefinementCtx): void {
  if (type !== 'employee') {
    for (const f of ['position', 'monthlySalary'] as const) {
      if (c[f] !== undefined && c[f] !== null) ctx.addIssue({ code: 'custom', message: 'validation.contact.employeeOnly', path: [f] });
    }
  }
  if (type !== 'supplier' && c.suppliedItems !== undefined && c.suppliedItems !== null) {
    ctx.addIssue({ code: 'custom', message: 'validation.contact.supplierOnly', path: ['suppliedItems'] });
  }
}

export const contactTypeInput = z.enum(CONTACT_TYPES, { message: 'validation.contact.type' });

export const createContactBody = z
  .object({ id: ulidSchema, type: contactTypeInput, ...contactFields })
  .strict()
  .superRefine((c, ctx) => contactTypeRules(c.type, c, ctx));
export type CreateContactBody = z.infer<typeof createContactBody>;
export type CreateContactWire = z.input<typeof createContactBody>;

/** Partial update; the type of a contact does not change. The balance moves only through due entries. */
export const patchContactBody = z
  .object({
    name: contactFields.name.optional(),
    mobile: contactFields.mobile,
    address: contactFields.address,
    email: contactFields.email,
    photoUrl: contactFields.photoUrl,
    position: contactFields.position,
    monthlySalary: contactFields.monthlySalary,
    suppliedItems: contactFields.suppliedItems,
    status: z.enum(CONTACT_STATUSES).optional(),
  })
  .strict();
export type PatchContactBody = z.infer<typeof patchContactBody>;
export type PatchContactWire = z.input<typeof patchContactBody>;

export const contactSchema = z
  .object({
    id: z.string(),
    type: z.enum(CONTACT_TYPES),
    name: z.string(),
    mobile: z.string().nullable().meta({ description: 'E.164' }),
    address: z.string().nullable(),
    email: z.string().nullable(),
    photoUrl: z.string().nullable(),
    position: z.string().nullable(),
    monthlySalary: moneyOut.nullable(),
    suppliedItems: z.string().nullable(),
    balance: moneyOut.meta({
      description: 'positive = the contact owes the shop (receivable); negative = the shop owes the contact (payable)',
    }),
    status: z.enum(CONTACT_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

export const contactListQuery = listQuerySchema.extend({
  type: z.enum(CONTACT_TYPES).optional(),
  status: z
    .enum([...CONTACT_STATUSES, 'all'])
    .optional()
    .meta({ description: 'default active' }),
  due: z.enum(['receivable', 'payable', 'any']).optional().meta({ description: 'only contacts with such a balance' }),
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

export const contactListAnswer = z.object({ items: z.array(contactSchema), nextCursor: z.string().nullable() });
export const contactParams = z.object({ shopId: ulidSchema, contactId: ulidSchema });

/**
 * A contact's full history (GET /contacts/{id}/transactions): every sale, purchase,
 * return, void and due-book entry of the contact, and for an employee the sales and purchases they
 * made and the expenses (salary) paid to them — newest first, each with the contact's due balance
 * right after it.
 */
export const CONTACT_TRANSACTION_KINDS = [
  'sale',
  'sale-return',
  'sale-void',
  'purchase',
  'purchase-return',
  'purchase-void',
  'due',
  'employee-sale',
  'employee-purchase',
  'expense',
] as const;
export type ContactTransactionKind = (typeof CONTACT_TRANSACTION_KINDS)[number];

export const contactTransactionSchema = z
  .object({
    id: z.string().meta({ description: '`<kind>:<source id>`, stable' }),
    kind: z.enum(CONTACT_TRANSACTION_KINDS),
    refId: z.string().meta({ description: 'the sale, purchase, return, due entry or expense' }),
    invoiceId: z.string().nullable().meta({ description: 'the sale or purchase it belongs to' }),
    number: z.string().nullable().meta({ description: 'the invoice number (S-000012, P-000003)' }),
    date: z.string().meta({ description: 'business date' }),
    occurredAt: z.string().meta({ description: 'when it was recorded: the order of the list and of the balance' }),
    amount: moneyOut.meta({
      description: 'an invoice’s total, a return’s value, what a void took off, a due entry’s or an expense’s amount',
    }),
    cash: moneyOut.nullable().meta({ description: 'an invoice: paid less change; a return: refunded; else null' }),
    dueChange: moneyOut.meta({ description: 'signed change of the balance it made: + the contact owes the shop more, − less' }),
    balanceAfter: moneyOut.meta({ description: "the contact's due balance right after it (positive = owes the shop)" }),
    direction: z.enum(['given', 'received']).nullable().meta({ description: 'a due entry’s direction' }),
    dueType: z.enum(['product', 'money']).nullable(),
    void: z.boolean().meta({ description: 'the invoice or the expense was voided since' }),
    label: z.string().nullable().meta({ description: 'an expense’s category, named in the caller’s language' }),
    note: z.string().nullable(),
  })
  .meta({ id: 'ContactTransaction' });
export type ContactTransaction = z.infer<typeof contactTransactionSchema>;

export const contactTransactionsQuery = listQuerySchema.omit({ q: true });
export const contactTransactionsAnswer = z.object({ items: z.array(contactTransactionSchema), nextCursor: z.string().nullable() });
