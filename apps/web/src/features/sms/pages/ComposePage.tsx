import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { History, PackagePlus } from 'lucide-react';
import type { SmsCampaign } from '@dokani/contracts/sms';
import { Button } from '@/shared/ui/button';
import { PageTitle } from '@/shared/ui/page-title';
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
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="sms-page">
      <PageTitle title={t('nav:sms')} />
      <BalanceSummary>
        <Button asChild variant="outline" size="sm">
          <Link to="/sms/packages" data-testid="sms-to-packages">
            <PackagePlus aria-hidden="true" />
            {t('balance.buy')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/sms-list" data-testid="sms-to-list">
            <History aria-hidden="true" />
            {t('nav:smsList')}
          </Link>
        </Button>
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
    </div>
  );
}
