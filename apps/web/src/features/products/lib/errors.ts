import { ApiError } from '@/shared/lib/http';
import { i18n } from '@/shared/lib/i18n';
import { formFieldOf, type ProductFormField } from './form';

/** Where a failed save is shown. */
export interface SaveErrorOutcome {
  /** Messages under fields (already in the user's language, from the server). */
  fields: Partial<Record<ProductFormField, string>>;
  /** One message for the whole form, when something could not be put under a field. */
  form: string | null;
  /** A toast (the usage limit). */
  toast: string | null;
  /** The shop reached its package limit: offer the upgrade. */
  upgrade: boolean;
}

/**
 * A failed create/update → the form: 400 VALIDATION_FAILED details under their fields
 * (`discount.value` under the discount), 409 BARCODE_TAKEN under the barcode, 402 as a toast
 * with the upgrade message, anything else as one message.
 */
export function mapSaveError(err: unknown): SaveErrorOutcome {
  const out: SaveErrorOutcome = { fields: {}, form: null, toast: null, upgrade: false };
  if (!(err instanceof ApiError)) {
    out.form = i18n.t('common:errors.unknown');
    return out;
  }
  switch (err.code) {
    case 'VALIDATION_FAILED': {
      const leftover: string[] = [];
      for (const [path, problem] of Object.entries(err.details)) {
        const text = typeof problem === 'string' && problem ? problem : i18n.t('common:form.invalid');
        const field = formFieldOf(path);
        if (field && !out.fields[field]) out.fields[field] = text;
        else if (!field) leftover.push(text);
      }
      if (Object.keys(out.fields).length === 0 || leftover.length > 0) out.form = [err.message, ...leftover].join(' ');
      return out;
    }
    case 'BARCODE_TAKEN':
      out.fields.barcode = err.message;
      return out;
    case 'USAGE_LIMIT_REACHED':
      out.toast = err.message;
      out.form = err.message;
      out.upgrade = true;
      return out;
    default:
      out.form = err.message;
      return out;
  }
}
