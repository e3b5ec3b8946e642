import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Search, ShoppingBag } from 'lucide-react';
import { ORDER_STATUSES, type Order, type OrderStatus } from '@dokani/contracts/online-shop';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { useDebounced } from '@/shared/lib/use-debounced';
import { ButtonLink } from '@/shared/ui/button-link';
import { Page } from '@/shared/ui/page-title';
import { EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { useOrders } from '../api';
import { OrderStatusBadge, PaymentBadge } from '../components/OrderBadges';
import { SearchField } from '@/shared/ui/search-field';
import { useParamsPatch } from '@/shared/lib/search-params';

type Tab = OrderStatus | 'all';
const TABS: readonly Tab[] = ['all', ...ORDER_STATUSES];

function isStatus(v: string | null): v is OrderStatus {
  return (ORDER_STATUSES as readonly (string | null)[]).includes(v);
}

function OrderRow({ order }: { order: Order }) {
  const fmt = useFormat();
  return (
    <li>
      <Link
        to={`/online-shop/orders/${order.id}`}
        data-testid="order-row"
        data-status={order.status}
        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold tabular-nums" data-testid="order-row-number">
              {fmt.digits(`#${order.number}`)}
            </span>
            <OrderStatusBadge status={order.status} />
            <PaymentBadge status={order.paymentStatus} />
          </p>
          <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <span className="min-w-0 truncate font-medium" data-testid="order-row-name">
              {order.customer.name}
            </span>
            <span className="text-sm text-muted-foreground tabular-nums">{fmt.mobile(order.customer.mobile)}</span>
          </p>
          <p className="text-sm text-muted-foreground">{fmt.dateTime(order.createdAt)}</p>
        </div>
        <span className="shrink-0 font-semibold tabular-nums" data-testid="order-row-total">
          {fmt.moneyText(order.total)}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}

/**
 * /online-shop/orders: the store's orders, newest first, in tabs by status (each with its count),
 * searched by number, name or mobile; the tab and the search live in the address (?status=&q=).
 */
export default function OrdersPage() {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  const [params, patchParams] = useParamsPatch();
  const statusParam = params.get('status');
  const status: OrderStatus | '' = isStatus(statusParam) ? statusParam : '';
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const search = useDebounced(q.trim(), 300);
  const list = useOrders(useMemo(() => ({ status, q: search }), [status, search]));
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const counts = list.data?.pages[0]?.counts;
  const countOf = (tab: Tab) => (counts ? (tab === 'all' ? ORDER_STATUSES.reduce((n, s) => n + counts[s], 0) : counts[tab]) : null);

  const tab: Tab = status === '' ? 'all' : status;
  const noOrdersAtAll = countOf('all') === 0;

  return (
    <Page width="4xl" data-testid="orders-page" title={t('nav:online.orders')}>
      <div
        role="tablist"
        aria-label={t('orders.tabsLabel')}
        className="flex gap-1 overflow-x-auto rounded-md bg-muted p-1"
        data-testid="order-tabs"
      >
        {TABS.map((s) => {
          const n = countOf(s);
          const on = s === tab;
          return (
            <button
              key={s}
              type="button"
              role="tab"
              id={`order-tab-${s}`}
              aria-selected={on}
              aria-controls="order-tabpanel"
              data-testid={`order-tab-${s}`}
              onClick={() => patchParams({ status: s === 'all' ? '' : s })}
              className={cn(
                'flex min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-sm px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                on ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {s === 'all' ? t('orders.all') : t(`orders.status.${s}`)}
              {n !== null ? (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    on ? 'bg-primary text-primary-foreground' : 'bg-background text-muted-foreground',
                  )}
                  data-testid={`order-tab-${s}-count`}
                >
                  {fmt.number(n)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <SearchField
        maxLength={100}
        value={q}
        onChange={(v) => {
          setQ(v);
          patchParams({ q: v.trim() });
        }}
        label={t('orders.search')}
        testId="order-search"
      />

      <div
        role="tabpanel"
        id="order-tabpanel"
        aria-labelledby={`order-tab-${tab}`}
        aria-busy={list.isFetching}
        className="flex flex-col gap-4"
      >
        {list.isPending ? (
          <ListSkeleton rows={5} className="h-20" />
        ) : list.isError && items.length === 0 ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          search !== '' ? (
            <EmptyState icon={Search} title={t('orders.emptySearch')} body={t('orders.emptySearchBody')} testId="orders-empty" />
          ) : tab === 'all' || noOrdersAtAll ? (
            <EmptyState icon={ShoppingBag} title={t('orders.emptyTitle')} body={t('orders.emptyBody')} testId="orders-empty">
              <ButtonLink variant="outline" to="/online-shop/settings">
                {t('nav:online.settings')}
              </ButtonLink>
            </EmptyState>
          ) : (
            <EmptyState icon={ShoppingBag} title={t('orders.emptyStatus', { status: t(`orders.status.${tab}`) })} testId="orders-empty" />
          )
        ) : (
          <ul
            className={cn(
              'flex flex-col divide-y divide-border rounded-lg border border-border bg-card',
              list.isPlaceholderData && 'opacity-70 transition-opacity',
            )}
            aria-label={t('nav:online.orders')}
            data-testid="order-list"
          >
            {items.map((o) => (
              <OrderRow key={o.id} order={o} />
            ))}
          </ul>
        )}
        {list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
      </div>
    </Page>
  );
}
