import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollText } from 'lucide-react';
import { AUDIT_KINDS, type AuditKind } from '@dokani/contracts/constants';
import type { AuditEntry } from '@dokani/contracts/data';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { useParamsPatch } from '@/shared/lib/search-params';
import { DateField } from '@/shared/ui/date-field';
import { Field } from '@/shared/ui/field';
import { inputClass } from '@/shared/ui/input';
import { Page } from '@/shared/ui/page-title';
import { EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { useAuditLog, useAuditPeople } from '../api';
import type { AuditFilters } from '../keys';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** Filters from the address (?userId=&kind=&from=&to=), malformed values ignored. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const userId = params.get('userId') ?? '';
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    userId: ULID.test(userId) ? userId : '',
    kind: (AUDIT_KINDS as readonly string[]).includes(kind) ? (kind as AuditKind) : '',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
  };
}

/** Where an entry's record is seen: the page of that sale, product, contact, role, order…; null when there is none. */
export function entryLink(e: Pick<AuditEntry, 'entity' | 'entityId' | 'action'>): string | null {
  const id = e.entityId ? encodeURIComponent(e.entityId) : '';
  switch (e.entity) {
    case 'sale':
      return id ? `/sell-list/${id}` : '/sell-list';
    case 'purchase':
      return id ? `/purchase-list/${id}` : '/purchase-list';
    case 'product':
      // a deleted product is gone: its stock history still names it
      return e.action === 'delete' ? '/stock/history' : id ? `/product/${id}` : '/product';
    case 'contact':
      return e.action === 'delete' ? null : id ? `/contact/${id}` : '/contact';
    case 'due-entry':
      return '/due/history';
    case 'expense':
    case 'income':
    case 'expense-category':
    case 'income-category':
      return '/expense';
    case 'category':
      return '/product';
    case 'role':
      return '/access-management/roles';
    case 'member':
      return '/access-management';
    case 'settings':
      return '/settings';
    case 'shop':
      return '/shop/edit';
    case 'online-shop':
    case 'shipping-package':
      return '/online-shop/settings';
    case 'online-order':
      return id ? `/online-shop/orders/${id}` : '/online-shop/orders';
    case 'online-message':
      return '/online-shop/messages';
    case 'payment':
      return '/settings/subscriptions';
    default:
      return null;
  }
}

/** /settings/audit — who changed or undid what, when, from which device; filtered by person, kind and dates; keyset pages. */
export default function AuditLogPage() {
  const { t } = useTranslation('data', { keyPrefix: 'audit' });
  const { t: tNav } = useTranslation('nav');
  const [params, patchParams] = useParamsPatch();
  const filters = useMemo(() => auditFiltersFrom(params), [params]);
  const rangeOk = !(filters.from && filters.to && filters.from > filters.to);
  const list = useAuditLog(filters, rangeOk);
  const people = useAuditPeople();
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const update = (patch: Partial<AuditFilters>) => patchParams(patch);

  return (
    <Page data-testid="audit-page" title={tNav('auditLog')} intro={t('intro')}>
      <div className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-card p-3">
        <Field label={t('filters.person')} className="col-span-2 sm:col-span-1">
          <select
            value={filters.userId}
            onChange={(e) => update({ userId: e.target.value })}
            className={cn(inputClass)}
            data-testid="audit-filter-person"
          >
            <option value="">{t('filters.anyone')}</option>
            {(people.data?.items ?? []).map((p) => (
              <option key={p.userId} value={p.userId}>
                {p.isOwner ? `${p.name} (${t('owner')})` : p.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('filters.kind')} className="col-span-2 sm:col-span-1">
          <select
            value={filters.kind}
            onChange={(e) => update({ kind: auditFiltersFrom(new URLSearchParams({ kind: e.target.value })).kind })}
            className={cn(inputClass)}
            data-testid="audit-filter-kind"
          >
            <option value="">{t('filters.anyKind')}</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('filters.from')}>
          <DateField value={filters.from} clearable onChange={(from) => update({ from })} data-testid="audit-filter-from" />
        </Field>
        <Field label={t('filters.to')}>
          <DateField value={filters.to} clearable onChange={(to) => update({ to })} data-testid="audit-filter-to" />
        </Field>
      </div>

      {!rangeOk ? null : list.isPending ? (
        <ListSkeleton rows={6} className="h-20" />
      ) : list.isError && items.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={ScrollText} title={t('empty')} testId="audit-empty" />
      ) : (
        <ul
          aria-busy={list.isFetching}
          className={cn(
            'flex flex-col divide-y divide-border rounded-lg border border-border bg-card',
            list.isPlaceholderData && 'opacity-70 transition-opacity',
          )}
        >
          {items.map((e) => (
            <EntryRow key={e.id} entry={e} />
          ))}
        </ul>
      )}
      {rangeOk && list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      {rangeOk ? <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} /> : null}
    </Page>
  );
}

function EntryRow({ entry: e }: { entry: AuditEntry }) {
  const { t } = useTranslation('data', { keyPrefix: 'audit' });
  const fmt = useFormat();
  const link = entryLink(e);
  const { t: tStock } = useTranslation('stock');
  const lines = detailLines(e, t, fmt, tStock);
  return (
    <li data-testid="audit-row" data-action={e.action} data-entity={e.entity} className="flex flex-col gap-1 px-4 py-3">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1">
          <span className="font-semibold">{t(`actions.${e.action}`, { defaultValue: e.action })}</span>
          {' · '}
          <span>{t(`entities.${e.entity}`, { defaultValue: e.entity })}</span>
        </p>
        {link ? (
          <Link to={link} className="shrink-0 text-sm font-medium text-primary underline underline-offset-2" data-testid="audit-open">
            {t('open')}
          </Link>
        ) : null}
      </div>
      {lines.map((l) => (
        <p key={l} className="text-sm">
          {l}
        </p>
      ))}
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{e.userName ?? t('system')}</span>
        {' · '}
        <time dateTime={e.at} className="whitespace-nowrap">
          {fmt.dateTime(e.at)}
        </time>
        {e.device ? (
          <>
            {' · '}
            <span data-testid="audit-device">{fmt.digits(e.device)}</span>
          </>
        ) : null}
      </p>
    </li>
  );
}

type T = ReturnType<typeof useTranslation<'data', 'audit'>>['t'];
type TStock = ReturnType<typeof useTranslation<'stock'>>['t'];

/** What an entry's details say, in the reader's words: a reason, a stock change, the prices before and after. */
function detailLines(e: AuditEntry, t: T, fmt: ReturnType<typeof useFormat>, tStock: TStock): string[] {
  const d = e.details ?? {};
  const out: string[] = [];
  if (typeof d.reason === 'string' && d.reason) {
    // a stock update's reason is a code of the stock book's (its words are there); a void's is typed
    const reason = e.action === 'stock-update' ? tStock(`reasons.${d.reason}`, { defaultValue: d.reason }) : d.reason;
    out.push(t('reason', { reason }));
  }
  if (typeof d.change === 'string') out.push(t('change', { change: fmt.signedQty(d.change) }));
  const prices = d.prices;
  if (prices && typeof prices === 'object') {
    for (const [field, v] of Object.entries(prices as Record<string, { from: string | null; to: string | null }>)) {
      const money = (m: string | null) => (m === null ? t('none') : fmt.moneyText(m));
      out.push(t('price', { field: t(`priceFields.${field}`, { defaultValue: field }), from: money(v.from), to: money(v.to) }));
    }
  }
  return out;
}
