import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { FormAlert } from '@/shared/ui/form';

/** A list with nothing in it: what it is for and what to do. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  children,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  body?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-4 py-10 text-center"
    >
      <Icon aria-hidden="true" className="size-10 text-primary" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {body ? <p className="max-w-md text-muted-foreground">{body}</p> : null}
      {children}
    </div>
  );
}

/** A failed load, with its message and a retry; `title` names what did not load (else the common words). */
export function LoadError({ error, onRetry, title }: { error: Error; onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <FormAlert message={title ? `${title} — ${error.message}` : `${t('states.loadFailed')} ${error.message}`}>
      <Button variant="link" size="inline" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </FormAlert>
  );
}

/** Rows still loading. */
export function ListSkeleton({ rows = 4, className = 'h-20' }: { rows?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}

/** Keyset pagination: fetches the next page; `label` says what more there is (else the common words). */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  label,
  testId = 'load-more',
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={onMore} disabled={loading} aria-busy={loading} data-testid={testId}>
        {loading ? <Spinner /> : null}
        {label ?? t('states.loadMore')}
      </Button>
    </div>
  );
}

/** A coloured pill (low stock, expired…). */
export function Badge({ tone, children }: { tone: 'danger' | 'warning' | 'neutral' | 'ok'; children: ReactNode }) {
  const tones = {
    danger: 'border-destructive/50 bg-destructive/10 text-destructive',
    warning: 'border-warning/50 bg-warning/10 text-warning',
    neutral: 'border-border bg-muted text-foreground',
    ok: 'border-primary/40 bg-primary/10 text-primary',
  } as const;
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
