import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { useBasicFormat } from '@/shared/lib/basic-format';
import { ButtonLink } from '@/shared/ui/button-link';

/** Unknown paths (catch-all route). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const fmt = useBasicFormat();
  return (
    <main data-testid="not-found" className="flex min-h-dvh items-center justify-center bg-background p-4">
      <div className="flex max-w-md flex-col items-center gap-3 text-center">
        <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
        <p className="text-4xl font-bold text-primary" data-testid="not-found-code">
          {fmt.number(404)}
        </p>
        <h1 className="text-xl font-semibold">{t('nav:notFound.heading')}</h1>
        <p className="text-muted-foreground">{t('nav:notFound.body')}</p>
        <ButtonLink to="/">{t('nav:notFound.home')}</ButtonLink>
      </div>
    </main>
  );
}
