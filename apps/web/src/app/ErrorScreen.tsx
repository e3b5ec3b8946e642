import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, ChevronDown, ChevronUp, Mail, Phone, RotateCw } from 'lucide-react';
import { localDigits, useLanguage } from '@/shared/lib/digits';
import { MONITORING_BUILT, reportError } from '@/shared/lib/reporting';
import { Button } from '@/shared/ui/button';
import { describeRouteError } from './error-info';
import { usePrerenderedRelease } from './prerendered';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/shared/lib/support';

/**
 * The route error screen (spec §2 and §8): title, subtitle, the error's summary, Retry (reloads),
 * Show/Hide details (name, message, stack), a hint, and support by phone and email with Bengali
 * labels. Each error shown is reported (when reporting is configured).
 */
export function ErrorScreen({ error, embedded = false }: { error: unknown; embedded?: boolean }) {
  // A sign-in page the browser received drawn (app/prerendered.ts) gives way to this screen.
  usePrerenderedRelease();
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const info = describeRouteError(error);

  useEffect(() => {
    if (!MONITORING_BUILT) return;
    const d = describeRouteError(error);
    reportError(error, { routeError: { summary: d.summary, name: d.name, status: d.status ?? null }, path: window.location.pathname });
  }, [error]);

  // Inside the dashboard layout (which has its own <main>) the screen is a plain section.
  const Root = embedded ? 'section' : 'main';
  return (
    <Root data-testid="error-screen" className="flex min-h-[70dvh] w-full items-center justify-center p-4">
      <div className="w-full max-w-lg rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
        <div className="flex items-start gap-3">
          <AlertTriangle aria-hidden="true" className="mt-1 size-6 shrink-0 text-destructive" />
          <div className="min-w-0">
            <h1 className="text-xl font-semibold">{t('errorScreen.title')}</h1>
            <p className="mt-1 text-muted-foreground">{t('errorScreen.subtitle')}</p>
          </div>
        </div>

        <p data-testid="error-summary" className="mt-4 rounded-md bg-muted px-3 py-2 text-sm break-words">
          {info.summary}
        </p>

        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            {t('errorScreen.retry')}
          </Button>
          <Button variant="outline" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)}>
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {open ? t('errorScreen.hideDetails') : t('errorScreen.showDetails')}
          </Button>
        </div>

        {open ? (
          <dl id={detailsId} className="mt-4 space-y-2 text-sm">
            <div>
              <dt className="font-semibold">{t('errorScreen.name')}</dt>
              <dd className="font-mono break-words">{info.name}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t('errorScreen.message')}</dt>
              <dd className="break-words">{info.message}</dd>
            </div>
            {info.stack ? (
              <div>
                <dt className="font-semibold">{t('errorScreen.stack')}</dt>
                <dd>
                  <pre
                    tabIndex={0}
                    className="max-h-60 overflow-auto rounded-md bg-muted p-2 text-xs whitespace-pre-wrap break-words focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {info.stack}
                  </pre>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}

        <p className="mt-5 text-sm text-muted-foreground">{t('errorScreen.hint')}</p>
        <section aria-label={t('errorScreen.supportTitle')} className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button asChild className="sm:flex-1">
            <a href={`tel:${SUPPORT_PHONE}`} data-testid="support-call">
              <Phone aria-hidden="true" />
              <span lang="bn">{t('errorScreen.call')}</span>
              <span className="font-normal" data-testid="support-phone">
                {localDigits(SUPPORT_PHONE, lang)}
              </span>
            </a>
          </Button>
          <Button asChild variant="outline" className="sm:flex-1">
            <a href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email">
              <Mail aria-hidden="true" />
              <span lang="bn">{t('errorScreen.email')}</span>
            </a>
          </Button>
        </section>
        <p className="mt-2 text-center text-sm text-muted-foreground break-all">{SUPPORT_EMAIL}</p>
      </div>
    </Root>
  );
}
