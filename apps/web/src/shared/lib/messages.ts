import { formatNumber } from '@dokani/core/format';
import { currentLanguage, i18n } from './i18n';

// The server's and the forms' messages in the user's words. Apart from i18n.ts so the app's entry
// (which the sign-in page loads) carries neither this nor the number formatter it needs: the
// sign-in steps fetch it with the forms' messages when the server turns a field down
// (features/auth/components/use-step-form.ts).

/** The limits a validation message names (`{{max}}`, `{{min}}`): a field's own, known to the form. */
export interface MessageLimits {
  max?: number;
  min?: number;
}

/** The limits as the message shows them: in the user's digits (Bangla in bn), like every number. */
function limitParams(limits: MessageLimits): Record<string, string> {
  const lang = currentLanguage();
  const out: Record<string, string> = {};
  for (const [name, n] of Object.entries(limits)) if (typeof n === 'number') out[name] = formatNumber(n, lang);
  return out;
}

/**
 * Server and contract validation messages are keys of the `validation` namespace
 * (`validation.mobile`); our own use `ns:key`; anything else is text the server already
 * localized. `limits` fills the limits a key names (`validation.tooLong` → "সর্বোচ্চ ৬০ অক্ষর").
 */
export function translateMessage(
  message: string | undefined | null,
  fallbackKey = 'common:form.invalid',
  limits: MessageLimits = {},
): string {
  if (!message) return i18n.t(fallbackKey);
  const m = /^validation\.([\w.-]+)$/.exec(message);
  if (m) return i18n.t(`validation:${m[1]}`, { ...limitParams(limits), defaultValue: i18n.t(fallbackKey) });
  if (/^[a-z]+:[\w.-]+$/.test(message)) return i18n.t(message);
  return message;
}
