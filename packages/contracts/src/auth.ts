import { z } from 'zod';
import { mobileInputSchema, nameSchema, newPinSchema, otpCodeSchema, pinSchema, userSchema } from './common.ts';
import { TEXT_LIMITS } from './text-limits.ts';

/** 'checkout': a storefront customer confirms their number before ordering (when the store asks for it). */
export const OTP_PURPOSES = ['signup', 'reset-pin', 'checkout'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const checkNumberBody = z.object({ mobile: mobileInputSchema }).strict();
export const checkNumberAnswer = z.object({ registered: z.boolean() });

export const otpSendBody = z.object({ mobile: mobileInputSchema, purpose: z.enum(OTP_PURPOSES) }).strict();
export const otpSendAnswer = z.object({
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});

export const otpVerifyBody = z.object({ mobile: mobileInputSchema, purpose: z.enum(OTP_PURPOSES), code: otpCodeSchema }).strict();
export const otpVerifyAnswer = z.object({ otpToken: z.string() });

export const signupBody = z
  .object({
    otpToken: z.string().min(1).max(TEXT_LIMITS.token),
    name: nameSchema,
    pin: newPinSchema,
    /** The referral code of the invite link the sign-up came through; an unknown one is ignored. */
    ref: z.string().max(TEXT_LIMITS.referralCode).optional(),
  })
  .strict();
export const loginBody = z.object({ mobile: mobileInputSchema, pin: pinSchema }).strict();
export const resetPinBody = z.object({ otpToken: z.string().min(1).max(TEXT_LIMITS.token), pin: newPinSchema }).strict();

export const sessionAnswer = z
  .object({ token: z.string(), expiresAt: z.iso.datetime({ offset: true }), user: userSchema })
  .meta({ id: 'Session' });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const refreshAnswer = z.object({ expiresAt: z.iso.datetime({ offset: true }) });

/** PATCH /api/v1/me/pin: change the PIN; every other session of the user is signed out. */
export const changePinBody = z.object({ currentPin: pinSchema, newPin: newPinSchema }).strict();
export type ChangePinBody = z.infer<typeof changePinBody>;
