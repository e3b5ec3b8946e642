import { useTranslation } from 'react-i18next';
import type { PackageItem, PaymentProviderName } from '@dokani/contracts/billing';
import type { UsageFeature } from '@dokani/contracts/features';
import { useFormat } from '@/shared/lib/format';
import { usePackages } from './api';

/** The package items' ids are `<package>-<period>` (`advanced-yearly`) and `free`. */
const PERIOD_KEYS: Readonly<Record<number, string>> = { 1: 'monthly', 6: 'halfYearly', 12: 'yearly' };

/** Words for a package item, its period and a provider, in the user's language. */
export function useBillingLabels() {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const packages = usePackages();
  const plan = (packageId: string, fallback: string) => t(`plans.${packageId}`, { defaultValue: fallback });
  const period = (months: number | null) => {
    if (months === null) return t('period.forever');
    const key = PERIOD_KEYS[months];
    return key ? t(`period.${key}`) : t('period.months', { count: months, n: fmt.number(months) });
  };
  const item = (i: Pick<PackageItem, 'packageId' | 'name' | 'months'>) =>
    i.months === null ? plan(i.packageId, i.name) : t('label', { plan: plan(i.packageId, i.name), period: period(i.months) });
  return {
    plan,
    period,
    item,
    /** An item by its id (`advanced-yearly`), from the package list; the id itself until it is known. */
    itemById: (id: string) => {
      const found = packages.data?.items.find((i) => i.id === id);
      return found ? item(found) : plan(id, id);
    },
    provider: (p: PaymentProviderName | null) => (p ? t(`providers.${p}.name`) : t('providers.none')),
    feature: (f: UsageFeature) => t(`features.${f}`),
  };
}
