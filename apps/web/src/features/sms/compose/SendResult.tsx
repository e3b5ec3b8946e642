import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClock, CircleCheck, History, PenLine } from 'lucide-react';
import type { SmsCampaign } from '@dokani/contracts/sms';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';

/** After sending: going now, or waiting for its time (asked for, or the 9 am – 9 pm window); the way to the list. */
export function SendResult({ campaign, onAnother }: { campaign: SmsCampaign; onAnother: () => void }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const people = t('units.people', { count: campaign.recipients, n: fmt.number(campaign.recipients) });
  const when = fmt.dateTime(campaign.sendAt);
  const scheduled = campaign.status === 'scheduled';
  const body = !scheduled
    ? t('result.sendingBody', { people })
    : campaign.heldForWindow
      ? t('result.heldBody', { people, when })
      : t('result.scheduledBody', { people, when });
  const Icon = scheduled ? CalendarClock : CircleCheck;
  // The form is gone: the outcome's heading takes the focus, so it is read out and the keyboard starts there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center" data-testid="sms-result" data-status={campaign.status}>
      <Icon aria-hidden="true" className="size-12 text-primary" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {scheduled ? t('result.scheduledTitle') : t('result.sendingTitle')}
      </h2>
      <p data-testid="sms-result-body">{body}</p>
      <p className="text-sm text-muted-foreground">
        {t('result.used', { sms: t('units.sms', { count: campaign.smsCount, n: fmt.number(campaign.smsCount) }) })}
      </p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/sms-list" data-testid="sms-result-list">
            <History aria-hidden="true" />
            {t('result.toList')}
          </Link>
        </Button>
        <Button variant="outline" onClick={onAnother} data-testid="sms-result-another">
          <PenLine aria-hidden="true" />
          {t('result.another')}
        </Button>
      </div>
    </Card>
  );
}
