import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History, PackagePlus } from 'lucide-react';
import type { SmsCampaign } from '@dokani/contracts/sms';
import { ButtonLink } from '@/shared/ui/button-link';
import { Page } from '@/shared/ui/page-title';
import { BalanceSummary } from '../components/BalanceSummary';
import { ComposeForm } from '../compose/ComposeForm';
import { SendResult } from '../compose/SendResult';

/** /sms — SMS marketing: write a message (or take a ready one), choose who gets it, see what it costs, send now or later. */
export default function ComposePage() {
  const { t } = useTranslation('campaigns');
  const [result, setResult] = useState<SmsCampaign | null>(null);
  // A new form after a send: nothing of the last message stays (nor its id).
  const [round, setRound] = useState(0);
  return (
    <Page data-testid="sms-page" title={t('nav:sms')}>
      <BalanceSummary>
        <ButtonLink variant="outline" size="sm" to="/sms/packages" data-testid="sms-to-packages" icon={PackagePlus}>
          {t('balance.buy')}
        </ButtonLink>
        <ButtonLink variant="outline" size="sm" to="/sms-list" data-testid="sms-to-list" icon={History}>
          {t('nav:smsList')}
        </ButtonLink>
      </BalanceSummary>
      {result ? (
        <SendResult
          campaign={result}
          onAnother={() => {
            setResult(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <>
          <p className="text-muted-foreground">{t('intro')}</p>
          <ComposeForm key={round} onSent={setResult} />
        </>
      )}
    </Page>
  );
}
