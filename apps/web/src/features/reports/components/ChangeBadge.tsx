import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { TONE } from './TotalsCards';
import type { ReportFormat } from '../format';

/**
 * The change against the previous period: ▲ 12.5% / ▼ 3% (green when it is good news: more
 * sales, fewer expenses), read out in words. Nothing to compare with: the previous figure only.
 */
export function ChangeBadge({
  change,
  previous,
  upIsGood = true,
  fmt,
  testId,
}: {
  change: number | null;
  previous: string;
  upIsGood?: boolean;
  fmt: ReportFormat;
  testId?: string;
}) {
  const { t } = useTranslation('reports');
  const before = t('overview.before', { amount: fmt.moneyText(previous) });
  if (change === null) {
    return (
      <span data-testid={testId} data-change="none">
        {before}
      </span>
    );
  }
  const dir = change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  const good = dir === 'same' ? null : (dir === 'up') === upIsGood;
  const pct = fmt.percent(Math.abs(change));
  return (
    <span data-testid={testId} data-change={dir} className="flex flex-wrap items-center gap-x-1.5">
      <span aria-hidden="true" className={cn('font-semibold', good === null ? '' : good ? TONE.good : TONE.bad)}>
        {dir === 'up' ? '▲' : dir === 'down' ? '▼' : '●'} {pct}
      </span>
      <span className="sr-only">{t(`overview.change.${dir}`, { percent: pct })}</span>
      <span>· {before}</span>
    </span>
  );
}
