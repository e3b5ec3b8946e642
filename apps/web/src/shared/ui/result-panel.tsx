import { useEffect, useRef, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { Card } from './card';

/**
 * The outcome of something done (a payment, a message sent): its icon, heading and words, a line
 * of detail, then the ways on — `actions` side by side from `sm` up, or `children` as they are.
 * `focusHeading` when the form it replaces is gone: the heading takes the focus, so it is read out.
 */
export function ResultPanel({
  icon: Icon,
  iconClassName = 'text-primary',
  title,
  body,
  detail,
  actions,
  children,
  focusHeading = false,
  testId,
  status,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: ReactNode;
  body: ReactNode;
  detail?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  focusHeading?: boolean;
  testId: string;
  status: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center" data-testid={testId} data-status={status}>
      <Icon aria-hidden="true" className={cn('size-12', iconClassName)} />
      {focusHeading ? (
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {title}
        </h2>
      ) : (
        <h2 className="text-xl font-semibold">{title}</h2>
      )}
      <p data-testid={`${testId}-body`}>{body}</p>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      {actions ? <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">{actions}</div> : null}
      {children}
    </Card>
  );
}
