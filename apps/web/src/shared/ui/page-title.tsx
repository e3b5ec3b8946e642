import type { HTMLAttributes, ReactNode } from 'react';
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

const WIDTHS = {
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
} as const;

/**
 * A signed-in page: a column centred at `width`, its title (with `actions` beside it and the back
 * arrow unless `back` is false), the intro under it when there is one, then the page.
 */
export function Page({
  title,
  back,
  actions,
  intro,
  width = '3xl',
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode;
  back?: boolean;
  actions?: ReactNode;
  intro?: ReactNode;
  width?: keyof typeof WIDTHS;
}) {
  return (
    <div className={`mx-auto flex w-full ${WIDTHS[width]} flex-col gap-4`} {...rest}>
      <PageTitle title={title} back={back}>
        {actions}
      </PageTitle>
      {intro ? <p className="text-muted-foreground">{intro}</p> : null}
      {children}
    </div>
  );
}
