import { ApiError } from '@/shared/lib/http';
import { i18n } from '@/shared/lib/i18n';
import { translateMessage } from '@/shared/lib/messages';

/** Problems per field, ready to show (in the user's language). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A refused save on its form: VALIDATION_FAILED details (already in the user's language, keyed
 * like `slug`, `social.facebook` or `policies.refund`) on their fields through `toField`; an error
 * code that is about one field (`SLUG_TAKEN` → the address) on that field with the server's
 * words; anything else one message for the whole form.
 */
export function serverErrors<F extends string>(
  err: unknown,
  toField: (key: string) => F | null,
  codeFields: Partial<Record<string, F>> = {},
): { fields: FieldErrors<F>; form: string | null } {
  if (!(err instanceof ApiError)) return { fields: {}, form: i18n.t('common:errors.unknown') };
  const fields: FieldErrors<F> = {};
  if (err.code === 'VALIDATION_FAILED') {
    for (const [key, problem] of Object.entries(err.details)) {
      const f = toField(key);
      if (f) fields[f] = translateMessage(typeof problem === 'string' ? problem : null);
    }
  }
  const codeField = codeFields[err.code];
  if (codeField) fields[codeField] = err.message;
  return Object.keys(fields).length > 0 ? { fields, form: null } : { fields, form: err.message };
}

/** `group.key` details (`seo.title`) → `key` when it is one of `keys`. */
export const groupField =
  <K extends string>(group: string, keys: readonly K[]) =>
  (detail: string): K | null => {
    const key = detail.startsWith(`${group}.`) ? detail.slice(group.length + 1) : null;
    return key !== null && (keys as readonly string[]).includes(key) ? (key as K) : null;
  };
