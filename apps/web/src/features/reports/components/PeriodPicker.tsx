import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/ui/field';
import { DateField } from '@/shared/ui/date-field';
import { Segmented } from '@/shared/ui/segmented';
import { REPORT_PERIODS, type ReportPeriod } from '../period';

/**
 * The period of a report: the presets (today … this year) as one row of buttons, and two date
 * fields for a custom period. Test ids: `<testId>-period`, `<testId>-from`, `<testId>-to`.
 */
export function PeriodPicker({ period, testId = 'report' }: { period: ReportPeriod; testId?: string }) {
  const { t } = useTranslation('reports');
  const { chosen, choose, setDate } = period;
  return (
    <div className="flex flex-col gap-3">
      <Segmented
        label={t('period.label')}
        value={chosen.period}
        testId={`${testId}-period`}
        options={REPORT_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
        onChange={choose}
      />
      {chosen.period === 'custom' ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <Field label={t('period.from')}>
            <DateField value={chosen.from} onChange={(v) => setDate('from', v)} data-testid={`${testId}-from`} />
          </Field>
          <Field label={t('period.to')}>
            <DateField value={chosen.to} onChange={(v) => setDate('to', v)} data-testid={`${testId}-to`} />
          </Field>
        </div>
      ) : null}
    </div>
  );
}
