import { useTranslation } from 'react-i18next';
import type { SmsCampaign, SmsNotice } from '@dokani/contracts/sms';
import { useFormat } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/states';

type MessageStatus = SmsNotice['status'];
type Tone = 'danger' | 'warning' | 'neutral' | 'ok';

const MESSAGE_TONES: Readonly<Record<MessageStatus, Tone>> = {
  queued: 'neutral',
  sending: 'neutral',
  sent: 'ok',
  delivered: 'ok',
  failed: 'danger',
};
const CAMPAIGN_TONES: Readonly<Record<SmsCampaign['status'], Tone>> = { scheduled: 'warning', sending: 'neutral', done: 'ok' };
/** The counts a campaign answers with, in the order a message goes through them. */
const COUNTED = ['queued', 'sent', 'delivered', 'failed'] as const;

/** One message's status (waiting, going, sent, delivered, not sent) as a coloured pill. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge tone={MESSAGE_TONES[status]}>
      <span data-testid="message-status" data-status={status}>
        {t(`status.${status}`)}
      </span>
    </Badge>
  );
}

/** Where a campaign stands: waiting for its time, going out, or done. */
export function CampaignStatusBadge({ status }: { status: SmsCampaign['status'] }) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge tone={CAMPAIGN_TONES[status]}>
      <span data-testid="campaign-status" data-status={status}>
        {t(`campaignStatus.${status}`)}
      </span>
    </Badge>
  );
}

/** A campaign's messages counted by status, a pill for each status some message is in. */
export function CountBadges({ counts }: { counts: SmsCampaign['counts'] }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const shown = COUNTED.filter((s) => counts[s] > 0);
  if (shown.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5" data-testid="campaign-counts">
      {shown.map((s) => (
        <Badge key={s} tone={MESSAGE_TONES[s]}>
          <span data-testid={`count-${s}`}>{t('counts.item', { status: t(`status.${s}`), n: fmt.number(counts[s]) })}</span>
        </Badge>
      ))}
    </span>
  );
}
