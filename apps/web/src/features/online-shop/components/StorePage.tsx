import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlineShop } from '@dokani/contracts/online-shop';
import { Page } from '@/shared/ui/page-title';
import { ListSkeleton, LoadError } from '@/shared/ui/states';
import { useOnlineShop } from '../api';

/** A page of the store's settings: its title and intro, then its form once the store is read. */
export function StorePage({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro: string;
  testId: string;
  children: (shop: OnlineShop) => ReactNode;
}) {
  const store = useOnlineShop();
  return (
    <Page data-testid={testId} title={title} intro={intro}>
      {store.isPending ? (
        <ListSkeleton rows={3} className="h-32" />
      ) : store.isError ? (
        <LoadError error={store.error} onRetry={() => void store.refetch()} />
      ) : (
        children(store.data)
      )}
    </Page>
  );
}

/**
 * A page of the store's settings that is `Body` drawn for the store, its title `nav:online.<page>`
 * and its intro `<page>.intro`.
 */
export function storePage(page: 'banner' | 'themes' | 'ownDomain' | 'buildApp', testId: string, Body: ComponentType<{ shop: OnlineShop }>) {
  return function Page() {
    const { t } = useTranslation('online');
    return (
      <StorePage title={t(`nav:online.${page}`)} intro={t(`${page}.intro`)} testId={testId}>
        {(shop) => <Body shop={shop} />}
      </StorePage>
    );
  };
}
