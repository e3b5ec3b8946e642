import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CheckCircle2, GraduationCap, RotateCcw } from 'lucide-react';
import { TUTORIAL_GUIDES } from '@dokani/contracts/tutorial';
import { useFormat } from '@/shared/lib/format';
import { allows, useShopFeatures } from '@/shared/lib/shop';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { EmptyState } from '@/shared/ui/states';
import { Page } from '@/shared/ui/page-title';
import { pictureOf, useMarkGuide, useTutorialProgress } from '../api';

/**
 * /tutorial/:guide — one guide: a picture of the real screen, its steps, and a button that opens
 * that screen (and marks the guide learned; it can be unmarked).
 */
export default function GuidePage() {
  const { guide: key = '' } = useParams();
  const { t, i18n } = useTranslation('tutorial');
  const fmt = useFormat();
  const navigate = useNavigate();
  const features = useShopFeatures();
  const progress = useTutorialProgress();
  const mark = useMarkGuide();
  const guide = TUTORIAL_GUIDES.find((g) => g.key === key);

  if (!guide) {
    return (
      <Page data-testid="tutorial-guide-page" title={t('back')}>
        <EmptyState icon={GraduationCap} title={t('notFound')} testId="tutorial-not-found">
          <ButtonLink to="/tutorial">{t('back')}</ButtonLink>
        </EmptyState>
      </Page>
    );
  }
  const title = t(`guides.${guide.key}.title`);
  const steps = t(`guides.${guide.key}.steps`, { returnObjects: true }) as string[];
  const learned = Boolean(progress.data?.guides.find((g) => g.key === guide.key)?.doneAt);
  const may = allows(features, guide.feature);

  const open = () => {
    // the guide counts as learned once its screen is opened from it; the screen opens either way
    mark.mutate({ guide: guide.key, done: true });
    void navigate(guide.to);
  };

  return (
    <Page data-testid="tutorial-guide-page" data-guide={guide.key} title={title} intro={t(`guides.${guide.key}.summary`)}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={pictureOf(guide.key, i18n.language)}
          alt={t('picture', { title })}
          width={360}
          height={640}
          data-testid="tutorial-picture"
          className="mx-auto w-full max-w-[18rem] rounded-xl border border-border bg-muted shadow-sm sm:mx-0"
        />
        <section aria-labelledby="tutorial-steps" className="flex flex-1 flex-col gap-3">
          <h2 id="tutorial-steps" className="font-semibold">
            {t('steps')}
          </h2>
          <ol className="flex flex-col gap-2">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-3 rounded-lg border border-border bg-card p-3 text-sm">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                >
                  {fmt.number(i + 1)}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
          {may ? (
            <Button onClick={open} data-testid="tutorial-open" className="self-start">
              {t('open', { screen: t(`guides.${guide.key}.screen`) })}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="tutorial-no-access">
              {t('noAccess')}
            </p>
          )}
          {learned ? (
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className="flex items-center gap-1 text-primary" data-testid="tutorial-learned">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                {t('done')}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => mark.mutate({ guide: guide.key, done: false })}
                disabled={mark.isPending}
                data-testid="tutorial-unmark"
              >
                <RotateCcw aria-hidden="true" />
                {t('markNotDone')}
              </Button>
            </div>
          ) : null}
          <ButtonLink to="/tutorial" variant="outline" className="self-start" data-testid="tutorial-back">
            {t('back')}
          </ButtonLink>
        </section>
      </div>
    </Page>
  );
}
