import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus, Users } from 'lucide-react';
import { CONTACT_TYPES, type ContactType } from '@dokani/contracts/constants';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page-title';
import { SearchField } from '@/shared/ui/search-field';
import { useDebounced } from '@/shared/lib/use-debounced';
import { Badge, EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { BalanceText } from '../components/BalanceText';
import { useContacts } from '../api';
import { ContactAvatar } from '../components/ContactAvatar';
import { ContactFormDialog } from '../components/ContactFormDialog';

function isType(v: string | null): v is ContactType {
  return (CONTACT_TYPES as readonly string[]).includes(v ?? '');
}

/** /contact — customers, suppliers and employees in tabs, searchable, with their balances, a page at a time. */
export default function ContactListPage() {
  const { t } = useTranslation('dues');
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('type');
  const type: ContactType = isType(tabParam) ? tabParam : 'customer';
  const [q, setQ] = useState('');
  const search = useDebounced(q, 300);
  const [adding, setAdding] = useState(false);
  // Deactivated contacts (deleted ones with history) are left out unless asked for: kept in the address.
  const inactive = params.get('inactive') === '1';
  const list = useContacts(type, search, inactive);
  const keep = (next: Record<string, string>) => setParams({ ...next, ...(inactive ? { inactive: '1' } : {}) }, { replace: true });
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  return (
    <Page
      data-testid="contact-page"
      title={t('nav:contact')}
      actions={
        <Button size="compact" onClick={() => setAdding(true)} data-testid="contact-add">
          <Plus aria-hidden="true" />
          {t('contacts.add')}
        </Button>
      }
    >
      <div role="tablist" aria-label={t('nav:contact')} className="grid grid-cols-3 gap-1 rounded-md bg-muted p-1">
        {CONTACT_TYPES.map((ct) => (
          <button
            key={ct}
            type="button"
            role="tab"
            id={`contact-tab-${ct}`}
            aria-selected={ct === type}
            aria-controls="contact-tabpanel"
            data-testid={`contact-tab-${ct}`}
            onClick={() => keep({ type: ct })}
            className={
              ct === type
                ? 'min-h-10 rounded-sm bg-card px-2 text-sm font-medium text-foreground shadow-sm'
                : 'min-h-10 rounded-sm px-2 text-sm font-medium text-muted-foreground hover:text-foreground'
            }
          >
            {t(`contacts.tabs.${ct}`)}
          </button>
        ))}
      </div>

      <SearchField value={q} onChange={setQ} label={t('contacts.search')} testId="contact-search" />
      <label className="flex min-h-10 items-center gap-2 self-start text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={inactive}
          onChange={(e) => setParams({ type, ...(e.target.checked ? { inactive: '1' } : {}) }, { replace: true })}
          data-testid="contact-show-inactive"
        />
        {t('contacts.showInactive')}
      </label>

      <div
        role="tabpanel"
        id="contact-tabpanel"
        aria-labelledby={`contact-tab-${type}`}
        aria-busy={list.isFetching}
        className="flex flex-col gap-4"
      >
        {list.isPending ? (
          <ListSkeleton rows={4} className="h-16" />
        ) : list.isError && items.length === 0 ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={Users} title={t('contacts.empty')} testId="contact-empty" />
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
            {items.map((c) => (
              <li key={c.id} data-testid="contact-row">
                <Link
                  to={`/contact/${c.id}`}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ContactAvatar contact={c} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="truncate font-medium">{c.name}</span>
                      {c.status === 'inactive' ? (
                        <span data-testid="contact-row-inactive">
                          <Badge tone="warning">{t('contacts.inactive')}</Badge>
                        </span>
                      ) : null}
                    </span>
                    {c.mobile ? <span className="text-sm text-muted-foreground">{fmt.mobile(c.mobile)}</span> : null}
                  </span>
                  <BalanceText balance={c.balance} className="text-sm" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        {list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
      </div>

      <ContactFormDialog type={type} open={adding} onOpenChange={setAdding} />
    </Page>
  );
}
