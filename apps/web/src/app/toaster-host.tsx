import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToaster, toasterWanted } from '@/shared/lib/notify';

const AppToaster = lazy(() => import('./toaster'));

/** Mounts the toaster once a toast is wanted. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
