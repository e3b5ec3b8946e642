import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlarmClock, CalendarOff } from 'lucide-react';
import type { Subscription } from '@dokani/contracts/billing';
import { useFormat } from '@/shared/lib/format';

/** A package ending within this many days shows a reminder. */
export const REMIND_DAYS = 7;

function Notice({
  icon,
  title,
  children,
  testId,
  action,
}: {
  icon: ReactNode;
  title?: string;
  children: ReactNode;
  testId: string;
  action?: ReactNode;
}) {
  return (
    <div role="note" data-testid={testId} className="flex gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3">
      {icon}
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p className="text-sm">{children}</p>
        {action}
      </div>
    </div>
  );
}

/**
 * The package's news, when there is any: it lapsed (the shop is on Free again, since when) or it
 * ends within a week. `link`: a way to the subscription page (on the home page).
 */
export function SubscriptionNotice({ sub, link = false }: { sub: Subscription; link?: boolean }) {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const action = link ? (
    <Link
      to="/settings/subscriptions"
      className="mt-1 inline-block text-sm font-medium text-foreground underline underline-offset-4 hover:text-primary"
      data-testid="subscription-notice-link"
    >
      {t('subscription.renew')}
    </Link>
  ) : undefined;
  if (sub.status === 'lapsed') {
    return (
      <Notice
        testId="subscription-lapsed"
        icon={<CalendarOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />}
        title={t('subscription.lapsedTitle')}
        action={action}
      >
        {t('subscription.lapsedBody', { date: sub.endsOn ? fmt.businessDate(sub.endsOn) : '' })}
      </Notice>
    );
  }
  if (sub.status === 'active' && sub.daysLeft !== null && sub.daysLeft <= REMIND_DAYS) {
    return (
      <Notice
        testId="subscription-reminder"
        icon={<AlarmClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />}
        action={action}
      >
        {t('subscription.reminder', { count: sub.daysLeft, n: fmt.number(sub.daysLeft) })}
      </Notice>
    );
  }
  return null;
}
