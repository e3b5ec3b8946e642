import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { clock } from '@/shared/lib/clock';
import { Field } from '@/shared/ui/field';
import { DateField } from '@/shared/ui/date-field';
import { Page } from '@/shared/ui/page-title';
import { Segmented } from '@/shared/ui/segmented';
import { useEmployees } from '../api';
import { BOOKS, type Book } from '../keys';
import { PERIOD_PRESETS, isPeriodPreset, periodRange, type PeriodPreset } from '../period';
import { EntryList } from '../components/EntryList';
import { SummaryCard } from '../components/SummaryCard';
import { AddEntryDialog } from '../components/AddEntryDialog';
import { CategoriesDialog } from '../components/CategoriesDialog';

/** /expense — the expense book (and the income book in the other tab): period totals and entries. */
export default function ExpenseBookPage() {
  const { t } = useTranslation('expenses');
  const [params, setParams] = useSearchParams();
  const book: Book = params.get('book') === 'income' ? 'income' : 'expense';
  const presetParam = params.get('period');
  const preset: PeriodPreset = isPeriodPreset(presetParam) ? presetParam : 'month';
  const customFrom = params.get('from') ?? '';
  const customTo = params.get('to') ?? '';
  const range = useMemo(
    () => periodRange(preset, new Date(clock.now()), { from: customFrom, to: customTo }),
    [preset, customFrom, customTo],
  );
  const employees = useEmployees(book === 'expense');

  const set = (patch: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Page title={t('title')} back={false}>
      <div role="tablist" aria-label={t('tabs.label')} className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
        {BOOKS.map((b) => (
          <button
            key={b}
            type="button"
            role="tab"
            aria-selected={b === book}
            data-testid={`expense-tab-${b}`}
            onClick={() => set({ book: b === 'expense' ? null : b })}
            className={cn(
              'min-h-10 rounded-sm px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              b === book ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`tabs.${b}`)}
          </button>
        ))}
      </div>

      <div role="tabpanel" aria-label={t(`tabs.${book}`)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-3">
          <Segmented
            label={t('period.label')}
            value={preset}
            testId="expense-period"
            options={PERIOD_PRESETS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
            onChange={(p) =>
              set({ period: p === 'month' ? null : p, ...(p === 'custom' ? { from: range.from, to: range.to } : { from: null, to: null }) })
            }
          />
          {preset === 'custom' ? (
            <div className="grid grid-cols-2 gap-3">
              <Field label={t('period.from')}>
                <DateField value={customFrom} data-testid="expense-period-from" onChange={(v) => set({ from: v })} />
              </Field>
              <Field label={t('period.to')}>
                <DateField value={customTo} data-testid="expense-period-to" onChange={(v) => set({ to: v })} />
              </Field>
            </div>
          ) : null}
        </div>

        <div className="flex flex-wrap gap-2">
          <AddEntryDialog book={book} employees={book === 'expense' && employees.isSuccess ? employees.data : null} />
          <CategoriesDialog key={book} book={book} />
        </div>

        <SummaryCard book={book} range={range} />
        <EntryList book={book} range={range} employees={employees.data ?? []} />
      </div>
    </Page>
  );
}
