import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { Field } from '@/shared/ui/field';
import { inputClass } from '@/shared/ui/input';
import { DateField } from '@/shared/ui/date-field';
import { Page } from '@/shared/ui/page-title';
import { EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { ContactPicker } from '@/features/contacts';
import { useDueEntries } from '../api';
import { EntryList } from '../components/EntryList';
import { FilterTotals } from '../components/FilterTotals';
import type { DueFilters } from '../keys';
import { useParamsPatch } from '@/shared/lib/search-params';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** Filters from the address (?contactId=&direction=&from=&to=), malformed values ignored. */
export function dueFiltersFrom(params: URLSearchParams): DueFilters {
  const contactId = params.get('contactId') ?? '';
  const direction = params.get('direction');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    contactId: ULID.test(contactId) ? contactId : '',
    direction: direction === 'given' || direction === 'received' ? direction : '',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
  };
}

/** /due/history — every due entry, newest first, filtered by contact, direction and dates; keyset pages. */
export default function DueHistoryPage() {
  const { t } = useTranslation('dues');
  const [params, patchParams] = useParamsPatch();
  const filters = useMemo(() => dueFiltersFrom(params), [params]);
  const rangeOk = !(filters.from && filters.to && filters.from > filters.to);
  const list = useDueEntries(filters, rangeOk);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  const update = (patch: Partial<DueFilters>) => patchParams(patch);

  return (
    <Page data-testid="due-history-page" title={t('nav:dueHistory')}>
      <div className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-card p-3">
        <Field label={t('form.contact')} className="col-span-2 sm:col-span-1">
          <ContactPicker
            value={filters.contactId}
            onChange={(c) => update({ contactId: c?.id ?? '' })}
            placeholder={t('filters.anyContact')}
            data-testid="due-filter-contact"
          />
        </Field>
        <Field label={t('filters.direction')} className="col-span-2 sm:col-span-1">
          <select
            value={filters.direction}
            onChange={(e) => update({ direction: e.target.value === 'given' || e.target.value === 'received' ? e.target.value : '' })}
            className={cn(inputClass)}
            data-testid="due-filter-direction"
          >
            <option value="">{t('filters.any')}</option>
            <option value="given">{t('direction.given')}</option>
            <option value="received">{t('direction.received')}</option>
          </select>
        </Field>
        <Field label={t('filters.from')}>
          <DateField value={filters.from} clearable onChange={(from) => update({ from })} data-testid="due-filter-from" />
        </Field>
        <Field label={t('filters.to')}>
          <DateField value={filters.to} clearable onChange={(to) => update({ to })} data-testid="due-filter-to" />
        </Field>
      </div>

      {rangeOk ? <FilterTotals totals={list.data?.pages[0]?.totals} busy={list.isFetching && !list.isFetchingNextPage} /> : null}
      {!rangeOk ? null : list.isPending ? (
        <ListSkeleton rows={5} className="h-20" />
      ) : list.isError && items.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={History} title={t('entries.empty')} testId="due-history-empty" />
      ) : (
        <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
          <EntryList items={items} />
        </div>
      )}
      {rangeOk && list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      {rangeOk ? <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} /> : null}
    </Page>
  );
}
