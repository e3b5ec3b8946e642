import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/lib/format';

/**
 * The app's formatting (useFormat) with the units of the orders' lines named from this feature's
 * own namespace ('online'): the products' namespace is not loaded with these pages.
 */
export function useOnlineFormat() {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  const unit = (u: string) => t(`units.${u}`, { defaultValue: u });
  return { ...fmt, unit, qtyUnit: (q: string, u: string) => `${fmt.qty(q)} ${unit(u)}` };
}
