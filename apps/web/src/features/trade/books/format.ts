import { useTranslation } from 'react-i18next';
import { DHAKA_TZ, formatBusinessDate } from '@dokani/core/format';
import { useFormat } from '@/shared/lib/format';
import { useAuthStore } from '@/shared/stores/auth';

import { formatters } from '../receipt/format';

/** The books' formatters in the current language, on the shop's clock. */
export function useBookFormat() {
  const { t } = useTranslation('books');
  const base = useFormat();
  const timeZone = useAuthStore((s) => s.currentShop?.timezone) ?? DHAKA_TZ;
  return {
    ...base,
    ...formatters(base.lang, t, timeZone),
    timeZone,
    businessDate: (ymd: string) => formatBusinessDate(ymd, base.lang),
  };
}
