import { useTranslation } from 'react-i18next';
import { CalendarClock, CircleCheck, History, PenLine } from 'lucide-react';
import type { SmsCampaign } from '@dokani/contracts/sms';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { ResultPanel } from '@/shared/ui/result-panel';

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
  // The form is gone: the outcome's heading takes the focus, so it is read out and the keyboard starts there.
  return (
    <ResultPanel
      icon={scheduled ? CalendarClock : CircleCheck}
      title={scheduled ? t('result.scheduledTitle') : t('result.sendingTitle')}
      body={body}
      detail={t('result.used', { sms: t('units.sms', { count: campaign.smsCount, n: fmt.number(campaign.smsCount) }) })}
      actions={
        <>
          <ButtonLink to="/sms-list" data-testid="sms-result-list" icon={History}>
            {t('result.toList')}
          </ButtonLink>
          <Button variant="outline" onClick={onAnother} data-testid="sms-result-another">
            <PenLine aria-hidden="true" />
            {t('result.another')}
          </Button>
        </>
      }
      focusHeading
      testId="sms-result"
      status={campaign.status}
    />
  );
}
