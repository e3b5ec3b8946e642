import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@/shared/ui/skeleton';

/** Shown while the first page's code loads. */
export function AppSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-background">
      <div className="h-14 border-b border-border bg-card" />
      <div className="mx-auto max-w-3xl">
        <PageSkeleton label={t('pageLoading')} />
      </div>
    </div>
  );
}
