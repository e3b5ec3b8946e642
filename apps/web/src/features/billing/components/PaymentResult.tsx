import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleSlash, CircleX, Crown, Gauge, RotateCcw } from 'lucide-react';
import type { Payment } from '@dokani/contracts/billing';
import { useFormat } from '@/shared/lib/format';
import { ButtonLink } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { ResultPanel } from '@/shared/ui/result-panel';
import { Spinner } from '@/shared/ui/spinner';
import { ListSkeleton, LoadError } from '@/shared/ui/states';
import { usePayment, useSubscription } from '../api';
import { useBillingLabels } from '../labels';

const retryPath = (p: Payment) => `/settings/subscriptions/checkout?package=${encodeURIComponent(p.packageId)}`;

function Succeeded({ payment }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const labels = useBillingLabels();
  // Read again now: the cached subscription still has the old end date.
  const sub = useSubscription({ fresh: true });
  const name = labels.itemById(payment.packageId);
  const until = !sub.isFetching && sub.data?.status === 'active' && sub.data.endsOn ? fmt.businessDate(sub.data.endsOn) : null;
  return (
    <ResultPanel
      icon={CircleCheck}
      title={t('result.successTitle')}
      body={until ? t('result.successUntil', { package: name, date: until }) : t('result.successActive', { package: name })}
      detail={
        <>
          {t('result.paid', { amount: fmt.moneyText(payment.amount) })}
          {payment.transactionId ? ` · ${t('result.transaction', { id: payment.transactionId })}` : ''}
        </>
      }
      actions={
        <>
          <ButtonLink to="/settings/subscriptions" data-testid="payment-to-subscription" icon={Crown}>
            {t('result.toSubscription')}
          </ButtonLink>
          <ButtonLink variant="outline" to="/settings/limit-chart" data-testid="payment-to-limit-chart" icon={Gauge}>
            {t('result.toLimitChart')}
          </ButtonLink>
        </>
      }
      testId="payment-result"
      status="succeeded"
    />
  );
}

/** A payment that failed or was cancelled: the package is as it was; try again with the same package. */
function NotPaid({ payment, status }: { payment: Payment; status: 'failed' | 'cancelled' }) {
  const { t } = useTranslation('billing');
  return (
    <ResultPanel
      icon={status === 'failed' ? CircleX : CircleSlash}
      iconClassName={status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}
      title={t(`result.${status}Title`)}
      body={t(`result.${status}Body`)}
      actions={
        <>
          <ButtonLink to={retryPath(payment)} data-testid="payment-try-again" icon={RotateCcw}>
            {t('result.tryAgain')}
          </ButtonLink>
          <ButtonLink variant="outline" to="/settings/subscriptions/packages">
            {t('checkout.toPackages')}
          </ButtonLink>
        </>
      }
      testId="payment-result"
      status={status}
    />
  );
}

/** Back from the provider (`?payment=`): the payment, asked again every 2 s until it has ended. */
export function PaymentResult({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('billing');
  const payment = usePayment(paymentId);
  if (payment.isPending) return <ListSkeleton rows={1} className="h-48" />;
  if (payment.isError) return <LoadError error={payment.error} onRetry={() => void payment.refetch()} />;
  const p = payment.data;
  if (p.status === 'succeeded') return <Succeeded payment={p} />;
  if (p.status === 'failed' || p.status === 'cancelled') return <NotPaid payment={p} status={p.status} />;
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center" data-testid="payment-result" data-status="initiated">
      <Spinner className="size-10 text-primary" />
      <h2 className="text-xl font-semibold" role="status">
        {t('result.waitingTitle')}
      </h2>
      <p className="text-muted-foreground">{t('result.waitingBody')}</p>
    </Card>
  );
}
