import { z } from 'zod';

/** Every error code the API can answer with, and its HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_OTP: 400,
  OTP_EXPIRED: 400,
  INVALID_OTP_TOKEN: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  WRONG_PIN: 400,
  USAGE_LIMIT_REACHED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  ID_CONFLICT: 409,
  ALREADY_REGISTERED: 409,
  NOT_REGISTERED: 404,
  CONFLICT: 409,
  STOCK_INSUFFICIENT: 409,
  BARCODE_TAKEN: 409,
  CATEGORY_IN_USE: 409,
  CATEGORY_NAME_TAKEN: 409,
  TOO_MANY_PHOTOS: 409,
  PRODUCT_INACTIVE: 409,
  ALREADY_VOIDED: 409,
  CONTACT_MOBILE_TAKEN: 409,
  DUE_ALREADY_REVERSED: 409,
  DUE_REVERSAL_NOT_REVERSIBLE: 409,
  DUE_NOTHING_TO_REMIND: 409,
  CONTACT_NO_MOBILE: 409,
  INVALID_IMAGE: 400,
  IMPORT_INVALID_FILE: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PIN_LOCKED: 423,
  OTP_TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SMS_SEND_FAILED: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
