import { useTranslation } from 'react-i18next';
import { GraduationCap } from 'lucide-react';
import { clock } from '@/shared/lib/clock';
import { useAuthStore } from '@/shared/stores/auth';
import { ButtonLink } from '@/shared/ui/button-link';
import { useGuidesForMe, useTutorialProgress } from '../api';

/** How long a shop counts as new: its first month. */
const NEW_SHOP_DAYS = 30;

/**
 * Home's suggestion to a new shop (its first month): the next guide its user has not followed,
 * with a way to it and to all of them. Nothing once every guide is learned, or for an older shop.
 */
export function NextGuide() {
  const { t } = useTranslation('tutorial');
  const createdAt = useAuthStore((s) => s.currentShop?.createdAt);
  const isNew = createdAt !== undefined && clock.now() - Date.parse(createdAt) < NEW_SHOP_DAYS * 86_400_000;
  const guides = useGuidesForMe();
  // an older shop is offered nothing: its home does not ask
  const progress = useTutorialProgress(isNew);
  if (!isNew || !progress.data) return null;
  const done = new Set(progress.data.guides.filter((g) => g.doneAt).map((g) => g.key));
  const next = guides.find((g) => !done.has(g.key));
  if (!next) return null;
  const title = t(`guides.${next.key}.title`);
  return (
    <section
      aria-labelledby="home-next-guide"
      data-testid="home-next-guide"
      data-guide={next.key}
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <GraduationCap aria-hidden="true" className="size-7 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="home-next-guide" className="font-semibold">
            {t('suggest.title', { title })}
          </h2>
          <p className="text-sm text-muted-foreground">{t('suggest.body')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 ps-10 sm:ps-0">
        <ButtonLink to={`/tutorial/${next.key}`} size="sm" data-testid="home-next-guide-open">
          {t('suggest.open')}
        </ButtonLink>
        <ButtonLink to="/tutorial" size="sm" variant="outline">
          {t('suggest.all')}
        </ButtonLink>
      </div>
    </section>
  );
}
