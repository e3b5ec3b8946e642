import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { outboxWaiting } from '@/shared/offline/outbox-state';
import { notify } from '@/shared/lib/notify';
import { ChevronDown, List, Pencil, Plus, Store } from 'lucide-react';
import { useShops } from '@/features/shops';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/shared/ui/dropdown-menu';

/** The header's shop switcher: the user's shops, "all shops" (/shop) and "edit shop". */
export function ShopSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shops = useShops();
  const current = useAuthStore((s) => s.currentShop);
  const currentId = useAuthStore((s) => s.currentShopId);
  const name = current?.name ?? shops.data?.find((s) => s.id === currentId)?.name ?? t('nav:shopSwitcher.noShop');

  // The list is read on every open: the current shop is kept as the server has it now (a renamed
  // shop, a role given other features), not as it was when it was chosen.
  useEffect(() => {
    const fresh = shops.data?.find((s) => s.id === currentId);
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(useAuthStore.getState().currentShop))
      useAuthStore.getState().setCurrentShop(fresh);
  }, [shops.data, currentId]);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="compact"
          className="min-w-0 max-w-[min(16rem,45vw)]"
          data-testid="shop-switcher"
          aria-label={`${t('nav:shopSwitcher.label')}: ${name}`}
        >
          <Store aria-hidden="true" />
          <span className="min-w-0 truncate">{name}</span>
          <ChevronDown aria-hidden="true" className="ml-auto opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>{t('nav:shopSwitcher.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={currentId ?? ''}
          onValueChange={(id) => {
            const shop = shops.data?.find((s) => s.id === id);
            if (!shop || id === currentId) return;
            // sales made offline wait on this device: they are sent from this shop first
            if (outboxWaiting()) return notify('error', t('shop:outbox.switchWaiting'));
            useAuthStore.getState().setCurrentShop(shop);
            notify('success', t('shop:list.chosen', { name: shop.name }));
            navigate('/home');
          }}
        >
          {(shops.data ?? []).map((shop) => (
            <DropdownMenuRadioItem key={shop.id} value={shop.id} data-testid="shop-switcher-item">
              <span className="min-w-0 truncate">{shop.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/shop')} data-testid="shop-switcher-all">
          <List aria-hidden="true" />
          {t('nav:shopSwitcher.allShops')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/shop/edit')}>
          <Pencil aria-hidden="true" />
          {t('nav:shopSwitcher.editShop')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/shop/add')}>
          <Plus aria-hidden="true" />
          {t('shop:list.add')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
