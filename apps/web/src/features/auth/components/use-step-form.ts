import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/lib/http';
import { loadNamespaces } from '@/shared/lib/i18n';

/**
 * The state of one sign-in step's form: field errors, one message for the whole form, and the
 * pending call. (Sign-in steps have one or two fields; react-hook-form and zod stay out of the
 * sign-in page's bundle. The server validates with the shared contract either way.)
 */
export function useStepForm<F extends string>(fallbacks: Record<F, string>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  const busy = useRef(false);

  const setFieldError = useCallback((field: F, message: string | null) => {
    setFieldErrors((e) => ({ ...e, [field]: message ?? undefined }));
  }, []);

  /**
   * Runs the step's call. API errors land on their fields (VALIDATION_FAILED details) or as the
   * form message; `onError` may handle an error itself by answering true.
   */
  const run = useCallback(
    async (call: () => Promise<void>, onError?: (err: unknown) => boolean) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      setFormError(null);
      setFieldErrors({});
      try {
        await call();
      } catch (err) {
        if (onError?.(err)) return;
        if (err instanceof ApiError && err.code === 'VALIDATION_FAILED') {
          // The forms' messages and their translator are not part of the sign-in page
          // (lazy-namespaces.ts, messages.ts): fetched the first time the server turns a field
          // down. Without them (offline), the field's own message.
          const [messages] = await Promise.all([
            import('@/shared/lib/messages').catch(() => null),
            loadNamespaces(['validation']).catch(() => undefined),
          ]);
          const placed: Partial<Record<F, string>> = {};
          for (const [field, problem] of Object.entries(err.details)) {
            if (field in fallbacks) {
              const f = field as F;
              const message = typeof problem === 'string' ? problem : null;
              placed[f] = messages ? messages.translateMessage(message, fallbacks[f]) : t(fallbacks[f]);
            }
          }
          if (Object.keys(placed).length > 0) {
            setFieldErrors(placed);
            return;
          }
        }
        setFormError(err instanceof ApiError ? err.message : t('errors.unknown'));
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [fallbacks, t],
  );

  return { pending, formError, setFormError, fieldErrors, setFieldError, run };
}
