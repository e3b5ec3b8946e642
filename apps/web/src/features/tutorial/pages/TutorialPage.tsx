import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Circle } from 'lucide-react';
import { useFormat } from '@/shared/lib/format';
import { ListSkeleton, LoadError } from '@/shared/ui/states';
import { Page } from '@/shared/ui/page-title';
import { pictureOf, useGuidesForMe, useTutorialProgress } from '../api';

/** /tutorial — App Training: the guides for the first days, each with its picture and whether it is learned. */
export default function TutorialPage() {
  const { t, i18n } = useTranslation('tutorial');
  const { t: tNav } = useTranslation('nav');
  const fmt = useFormat();
  const guides = useGuidesForMe();
  const progress = useTutorialProgress();
  const doneAt = new Map(progress.data?.guides.map((g) => [g.key, g.doneAt]) ?? []);
  const done = guides.filter((g) => doneAt.get(g.key)).length;

  return (
    <Page data-testid="tutorial-page" title={tNav('tutorial')} intro={t('intro')} back={false}>
      {progress.isError ? (
        <LoadError error={progress.error} onRetry={() => void progress.refetch()} title={t('loadFailed')} />
      ) : progress.isPending ? (
        <ListSkeleton rows={4} className="h-24" />
      ) : (
        <>
          <div className="flex flex-col gap-2" data-testid="tutorial-progress">
            <p className="text-sm font-medium">
              {done === guides.length ? t('allDone') : t('progress', { done: fmt.number(done), total: fmt.number(guides.length) })}
            </p>
            <div
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={guides.length}
              aria-valuenow={done}
              aria-label={t('progress', { done: fmt.number(done), total: fmt.number(guides.length) })}
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${guides.length ? (done / guides.length) * 100 : 0}%` }} />
            </div>
          </div>
          <ol className="grid gap-3 sm:grid-cols-2">
            {guides.map((g, i) => {
              const learned = Boolean(doneAt.get(g.key));
              return (
                <li key={g.key}>
                  <Link
                    to={`/tutorial/${g.key}`}
                    data-testid={`tutorial-guide-${g.key}`}
                    data-done={learned ? 'true' : 'false'}
                    className="flex h-full gap-3 rounded-lg border border-border bg-card p-3 shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <img
                      src={pictureOf(g.key, i18n.language)}
                      alt=""
                      width={72}
                      height={128}
                      loading="lazy"
                      className="h-32 w-[4.5rem] shrink-0 rounded-md border border-border bg-muted object-cover object-top"
                    />
                    <span className="flex min-w-0 flex-col gap-1">
                      <span className="text-xs text-muted-foreground">{fmt.number(i + 1)}</span>
                      <span className="font-semibold">{t(`guides.${g.key}.title`)}</span>
                      <span className="text-sm text-muted-foreground">{t(`guides.${g.key}.summary`)}</span>
                      <span className={`mt-auto flex items-center gap-1 text-sm ${learned ? 'text-primary' : 'text-muted-foreground'}`}>
                        {learned ? (
                          <CheckCircle2 aria-hidden="true" className="size-4" />
                        ) : (
                          <Circle aria-hidden="true" className="size-4" />
                        )}
                        {learned ? t('done') : t('notYet')}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Page>
  );
}
