import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { outboxWaiting } from '@/shared/offline/outbox-state';
import { notify } from '@/shared/lib/notify';
import { ChevronRight, Plus, Store } from 'lucide-react';
import type { Shop } from '@dokani/contracts';
import { useFormat } from '@/shared/lib/format';
import { useAuthStore } from '@/shared/stores/auth';
import { ButtonLink } from '@/shared/ui/button-link';
import { Skeleton } from '@/shared/ui/skeleton';
import { LoadError } from '@/shared/ui/states';
import { useShops } from '../api';
import { roleLabel, shopTypeLabel } from '../labels';

/** /shop: the shops this user owns or was added to; choosing one opens it. */
export default function ShopListPage() {
  const { t } = useTranslation('shop');
  const fmt = useFormat();
  const navigate = useNavigate();
  const shops = useShops();
  const currentShopId = useAuthStore((s) => s.currentShopId);
  const mobile = useAuthStore((s) => s.user?.mobile ?? null);

  function choose(shop: Shop) {
    // sales made offline wait on this device: they are sent from the shop they were made in first
    if (shop.id !== currentShopId && outboxWaiting()) return notify('error', t('outbox.switchWaiting'));
    useAuthStore.getState().setCurrentShop(shop);
    notify('success', t('list.chosen', { name: shop.name }));
    navigate('/home');
  }

  return (
    <div data-testid="shop-list-page" className="flex flex-col gap-5">
      <div>
        <h1 className="text-xl font-semibold sm:text-2xl">{t('list.title')}</h1>
        <p className="text-muted-foreground">{t('list.subtitle')}</p>
      </div>

      {shops.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('common:loading')}</span>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : shops.isError ? (
        <LoadError title={t('list.loadFailed')} error={shops.error} onRetry={() => void shops.refetch()} />
      ) : shops.data.length === 0 ? (
        <div
          data-testid="shop-list-empty"
          className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-4 py-8 text-center"
        >
          <Store aria-hidden="true" className="size-10 text-primary" />
          <h2 className="text-lg font-semibold">{t('list.empty')}</h2>
          <p className="max-w-md text-muted-foreground">{t('list.emptyOwner')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('list.emptyInvited', { number: fmt.mobile(mobile) })}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('list.title')}>
          {shops.data.map((shop) => (
            <li key={shop.id}>
              <button
                type="button"
                onClick={() => choose(shop)}
                data-testid="shop-item"
                className="flex w-full items-center gap-3 rounded-lg border border-border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Store aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{shop.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {shopTypeLabel(shop.shopType, t)} · {t('role.label', { role: roleLabel(shop.role, t) })}
                  </span>
                </span>
                {shop.id === currentShopId ? (
                  <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                    {t('list.current')}
                  </span>
                ) : null}
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <ButtonLink
        variant={shops.data?.length ? 'outline' : 'default'}
        size="lg"
        className="w-full"
        to="/shop/add"
        data-testid="add-shop"
        icon={Plus}
      >
        {t('list.add')}
      </ButtonLink>
    </div>
  );
}
