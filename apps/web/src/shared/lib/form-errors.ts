import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './http';
import { i18n } from './i18n';
import { translateMessage } from './messages';

/**
 * Puts an API failure on the form: VALIDATION_FAILED details land on their fields; anything else
 * is answered as one message for the whole form (already in the user's language).
 */
export function applyApiError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallbackKeys: Partial<Record<Path<T>, string>> = {},
): string | null {
  if (err instanceof ApiError) {
    if (err.code === 'VALIDATION_FAILED') {
      let placed = false;
      for (const [field, problem] of Object.entries(err.details)) {
        const name = fields.find((f) => f === field);
        if (name) {
          setError(name, { type: 'server', message: translateMessage(typeof problem === 'string' ? problem : null, fallbackKeys[name]) });
          placed = true;
        }
      }
      if (placed) return null;
    }
    return err.message;
  }
  return i18n.t('common:errors.unknown');
}

/**
 * The server's own message for one field of a refused request (400 VALIDATION_FAILED, already in
 * the user's language), or null when the failure is not about that field.
 */
export function serverFieldError(err: unknown, field: string): string | null {
  if (!(err instanceof ApiError) || err.code !== 'VALIDATION_FAILED') return null;
  const problem = err.details[field];
  return typeof problem === 'string' ? translateMessage(problem) : null;
}

/**
 * A text longer than the server takes (`max` characters once trimmed, as the contract counts):
 * the `validation.tooLong` message naming the limit in the user's digits, or null when it fits.
 * Forms check this before sending instead of letting `maxLength` cut a pasted text short.
 */
export function tooLongError(text: string, max: number): string | null {
  return text.trim().length > max ? translateMessage('validation.tooLong', undefined, { max }) : null;
}

/** A text the form needs: `validation.required` when it is empty once trimmed, else `tooLongError`'s words, or null. */
export function requiredTextError(text: string, max: number): string | null {
  return text.trim() ? tooLongError(text, max) : translateMessage('validation.required');
}
