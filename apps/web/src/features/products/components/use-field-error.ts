import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/lib/messages';
import { FIELD_LIMITS, type ProductFormField, type ProductFormValues } from '../lib/form';

/**
 * The text under a product field: contract messages are `validation` keys (translated now, so a
 * language switch applies at once, with the field's limits filled in, in the user's digits);
 * server messages arrive already in the user's language.
 */
export function useFieldError(): (name: ProductFormField) => string | null {
  const { t } = useTranslation();
  const {
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (name) => {
    const message = errors[name]?.message;
    if (errors[name] && !message) return t('common:form.invalid');
    if (!message) return null;
    return translateMessage(message, 'common:form.invalid', FIELD_LIMITS[name]);
  };
}
