import { useTranslation } from 'react-i18next';
import type { SmsCampaign } from '@dokani/contracts/sms';
import { Card } from '@/shared/ui/card';
import { RecipientFields } from '../components/RecipientFields';
import { MessageSection } from './MessageSection';
import { QuoteSummary } from './QuoteSummary';
import { SendSection } from './SendSection';
import { useCompose } from './use-compose';

/** The form: the message and its live count, who gets it and what it costs, when, and Send. */
export function ComposeForm({ onSent }: { onSent: (campaign: SmsCampaign) => void }) {
  const { t } = useTranslation('campaigns');
  const form = useCompose(onSent);
  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} className="flex flex-col gap-4" data-testid="sms-form">
      <MessageSection form={form} />

      <Card className="p-4">
        <RecipientFields
          value={form.recipients}
          onChange={form.editRecipients}
          typed={form.typed}
          error={form.problems.recipients ?? (form.tooMany ? t('validation:sms.tooManyRecipients') : null)}
        />
      </Card>

      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-lg font-semibold">{t('quote.title')}</h2>
        <QuoteSummary quote={form.shownQuote} checking={form.checking} />
      </Card>

      <SendSection form={form} />
    </form>
  );
}
