import { z } from 'zod';
import { isUlid, normalizeBdMobile, toAsciiDigits } from '@dokani/core';
import { isWeakPin } from '@dokani/core/pin';
import { COUNT_LIMITS, TEXT_LIMITS } from './text-limits.ts';

/**
 * Validation messages are i18n keys of the `validation` namespace; the server and the web
 * translate them into the user's language.
 */
export const ulidSchema = z
  .string()
  .refine((v) => isUlid(v), { message: 'validation.ulid' })
  .meta({ description: 'ULID (26 chars, Crockford base32)', example: '01JD3ZK7Q8V6Y2N4W5X9A0B1C2' });

/** A Bangladeshi mobile number as typed (Bangla digits, +880, spaces allowed) → E.164. */
export const mobileInputSchema = z
  .string()
  .max(TEXT_LIMITS.typedMobileNumber, { message: 'validation.mobile' })
  .transform((v, ctx) => {
    const n = normalizeBdMobile(v);
    if (!n) {
      ctx.addIssue({ code: 'custom', message: 'validation.mobile' });
      return z.NEVER;
    }
    return n;
  })
  .meta({ description: 'Bangladeshi mobile, e.g. 01712345678 or +8801712345678', example: '01712345678' });

/** PIN: exactly 5 digits (Bangla digits are accepted and converted). */
export const pinSchema = z
  .string()
  .max(TEXT_LIMITS.typedCode, { message: 'validation.pin' })
  .transform((v) => toAsciiDigits(v.trim()))
  .refine((v) => /^\d{5}$/.test(v), { message: 'validation.pin' })
  .meta({ description: '5 digits', example: '12345' });

/** A PIN being set (sign-up, reset, change): 5 digits, and not one digit repeated or a straight run (core `isWeakPin`). */
export const newPinSchema = pinSchema
  .refine((v) => !isWeakPin(v), { message: 'validation.pinWeak' })
  .meta({ description: '5 digits, not one digit repeated (11111) nor a straight run (12345, 54321)', example: '24680' });

export const otpCodeSchema = z
  .string()
  .max(TEXT_LIMITS.typedCode, { message: 'validation.otp' })
  .transform((v) => toAsciiDigits(v.trim()))
  .refine((v) => /^\d{6}$/.test(v), { message: 'validation.otp' })
  .meta({ description: '6 digits', example: '123456' });

export const nameSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(TEXT_LIMITS.personName, { message: 'validation.tooLong' });

export const optionalText = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' }).nullable().optional();

export const userSchema = z.object({ id: z.string(), mobile: z.string(), name: z.string() }).meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COUNT_LIMITS.page).optional(),
  cursor: z.string().max(TEXT_LIMITS.token).optional(),
  q: z.string().max(TEXT_LIMITS.search).optional(),
});
