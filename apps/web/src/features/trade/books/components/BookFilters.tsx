import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/ui/field';
import { FiltersToggle } from '@/shared/ui/filters-toggle';
import { SearchField } from '@/shared/ui/search-field';
import { inputClass } from '@/shared/ui/input';
import { DateField } from '@/shared/ui/date-field';
import { Segmented } from '@/shared/ui/segmented';
import { useDebounced } from '@/shared/lib/use-debounced';
import { ContactPicker } from '@/features/contacts';
import type { TradeKind } from '../../keys';
import {
  PERIODS,
  STATUSES,
  activeFilterCount,
  paymentFilters,
  type BookFilterState,
  type PaymentFilter,
  type StatusFilter,
} from '../filters';

/**
 * The book's filters: the period (presets on the shop's calendar, or two dates), a search box,
 * and — folded away on phones behind a button — the customer/supplier, payment, status and
 * "due only". Every change goes to the address.
 */
export function BookFilters({
  kind,
  filters,
  range,
  collapsible,
  onChange,
}: {
  kind: TradeKind;
  filters: BookFilterState;
  /** The dates the period stands for (shown under the presets). */
  range: { from: string; to: string };
  collapsible: boolean;
  onChange: (patch: Partial<BookFilterState>) => void;
}) {
  const { t } = useTranslation('books');
  const panelId = useId();
  const active = activeFilterCount(filters);
  const [open, setOpen] = useState(active > 0);
  const shown = !collapsible || open;
  const [text, setText] = useState(filters.q);
  const q = useDebounced(text, 300);
  useEffect(() => {
    if (q !== filters.q) onChange({ q });
    // Only a pause in typing sends the search; an outside change of filters.q does not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  const rangeError = filters.period === 'custom' && filters.from && filters.to && filters.from > filters.to;
  const contactLabel = t(kind === 'sales' ? 'filters.customer' : 'filters.supplier');

  return (
    <section aria-label={t('filters.label')} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm">
      <Segmented
        label={t('filters.period')}
        value={filters.period}
        testId="book-period"
        options={PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
        onChange={(period) => onChange(period === 'custom' ? { period, from: range.from, to: range.to } : { period, from: '', to: '' })}
      />
      {filters.period === 'custom' ? (
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('filters.from')} error={rangeError ? t('filters.fromAfterTo') : null}>
            <DateField value={filters.from} clearable onChange={(from) => onChange({ from })} data-testid="book-from" />
          </Field>
          <Field label={t('filters.to')}>
            <DateField value={filters.to} clearable onChange={(to) => onChange({ to })} data-testid="book-to" />
          </Field>
        </div>
      ) : null}

      <SearchField
        value={text}
        onChange={setText}
        label={t(kind === 'sales' ? 'filters.searchSales' : 'filters.searchPurchases')}
        maxLength={100}
        testId="book-search"
      />

      {collapsible ? (
        <FiltersToggle
          open={open}
          onToggle={() => setOpen((o) => !o)}
          controls={panelId}
          label={t('filters.more')}
          active={active}
          testId="book-filters-toggle"
          className="min-h-11 rounded-md px-1"
        />
      ) : null}
      <div id={panelId} hidden={!shown} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Field label={contactLabel} className="col-span-2">
          <ContactPicker
            value={filters.contactId}
            types={kind === 'sales' ? ['customer'] : ['supplier']}
            onChange={(c) => onChange({ contactId: c?.id ?? '' })}
            placeholder={t(kind === 'sales' ? 'filters.anyCustomer' : 'filters.anySupplier')}
            data-testid="book-contact"
          />
        </Field>
        <Field label={t('filters.payment')}>
          <select
            value={filters.payment}
            onChange={(e) => onChange({ payment: e.target.value as '' | PaymentFilter })}
            className={inputClass}
            data-testid="book-payment"
          >
            <option value="">{t('filters.any')}</option>
            {paymentFilters(kind).map((p) => (
              <option key={p} value={p}>
                {t(`paymentFilter.${p}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('filters.status')}>
          <select
            value={filters.status}
            onChange={(e) => onChange({ status: e.target.value as StatusFilter })}
            className={inputClass}
            data-testid="book-status"
          >
            <option value="">{t('filters.any')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <label className="col-span-2 flex min-h-11 items-center gap-3 lg:col-span-4">
          <input
            type="checkbox"
            checked={filters.dueOnly}
            onChange={(e) => onChange({ dueOnly: e.target.checked })}
            className="size-5 shrink-0 accent-[var(--primary)]"
            data-testid="book-due-only"
          />
          <span>{t(kind === 'sales' ? 'filters.dueOnlySales' : 'filters.dueOnlyPurchases')}</span>
        </label>
        {kind === 'sales' ? (
          <label className="col-span-2 flex min-h-11 items-center gap-3 lg:col-span-4">
            <input
              type="checkbox"
              checked={filters.stockShort}
              onChange={(e) => onChange({ stockShort: e.target.checked })}
              className="size-5 shrink-0 accent-[var(--primary)]"
              data-testid="book-stock-short"
            />
            <span>{t('filters.stockShort')}</span>
          </label>
        ) : null}
      </div>
    </section>
  );
}
