/**
 * Data safety (docs/API.md, the fixed part): the audit log (feature 'audit') — who changed or
 * reversed what, when, from which device — and the shop's export (its owner).
 */
import { z } from 'zod';
import { listQuerySchema, ulidSchema } from './common.ts';
import { AUDIT_KINDS } from './constants.ts';
import { dateInput } from './decimal.ts';

export { AUDIT_KINDS, type AuditKind } from './constants.ts';

export const auditLogQuery = listQuerySchema.omit({ q: true }).extend({
  userId: ulidSchema.optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  action: z
    .string()
    .regex(/^[a-z][a-z.-]{0,39}$/, { message: 'validation.invalid' })
    .optional()
    .meta({ description: 'one action exactly (void, return, stock-update, price-change, delete, …)' }),
  from: dateInput.optional().meta({ description: "first business day, in the shop's timezone" }),
  to: dateInput.optional().meta({ description: 'last business day, inclusive' }),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    /** Null for what no person did (a payment provider's word, the system). */
    userId: z.string().nullable(),
    userName: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    /** The browser and system the change came from, e.g. "Chrome 131 · Android 14"; null when not known. */
    device: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogAnswer = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });

/** Whom the log's person filter offers: the owner and the shop's members who have signed up. */
export const auditPeopleAnswer = z.object({
  items: z.array(z.object({ userId: z.string(), name: z.string(), mobile: z.string(), isOwner: z.boolean() })),
});

export const exportQuery = z.object({ format: z.enum(['zip']).optional().meta({ description: 'zip (the only format; the default)' }) });
export const exportAnswer = z.string().meta({ description: 'a ZIP file: one CSV per table and shop.json' });
