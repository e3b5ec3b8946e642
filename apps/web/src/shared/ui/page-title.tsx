import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Button } from './button';

/** A page heading with a back arrow that goes one step back in history. */
export function PageTitle({ title, children, back = true }: { title: ReactNode; children?: ReactNode; back?: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex min-w-0 items-center gap-2">
      {back ? (
        <Button variant="ghost" size="icon" onClick={() => navigate(-1)} aria-label={t('actions.back')} data-testid="back-button">
          <ArrowLeft aria-hidden="true" className="!size-5" />
        </Button>
      ) : null}
      <h1 className="min-w-0 flex-1 truncate text-xl font-semibold leading-normal sm:text-2xl">{title}</h1>
      {children}
    </div>
  );
}
