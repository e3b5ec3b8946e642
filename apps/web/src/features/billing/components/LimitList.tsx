import { useTranslation } from 'react-i18next';
import type { PackageItem } from '@dokani/contracts/billing';
import { MONTHLY_USAGE_FEATURES, type UsageFeature } from '@dokani/contracts/features';
import { useFormat } from '@/shared/lib/format';
import { useBillingLabels } from '../labels';

/** A package's limits in plain words: each usage feature with its number (a month or in all), or "no limit". */
export function LimitList({ limits, testId }: { limits: PackageItem['limits']; testId?: string }) {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const labels = useBillingLabels();
  return (
    <ul className="divide-y divide-border text-sm" data-testid={testId}>
      {/* The server lists every usage feature, in the contract's order. */}
      {(Object.keys(limits) as UsageFeature[]).map((f) => {
        const limit = limits[f];
        return (
          <li key={f} className="flex items-baseline justify-between gap-3 py-1.5" data-testid="limit-line" data-feature={f}>
            <span>{labels.feature(f)}</span>
            <span className="text-right font-medium">
              {limit === null
                ? t('limits.none')
                : t(MONTHLY_USAGE_FEATURES.includes(f) ? 'limits.monthly' : 'limits.total', { n: fmt.number(limit) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
