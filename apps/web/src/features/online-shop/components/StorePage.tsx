import type { ReactNode } from 'react';
import type { OnlineShop } from '@dokani/contracts/online-shop';
import { PageTitle } from '@/shared/ui/page-title';
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
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid={testId}>
      <PageTitle title={title} />
      <p className="text-muted-foreground">{intro}</p>
      {store.isPending ? (
        <ListSkeleton rows={3} className="h-32" />
      ) : store.isError ? (
        <LoadError error={store.error} onRetry={() => void store.refetch()} />
      ) : (
        children(store.data)
      )}
    </div>
  );
}
