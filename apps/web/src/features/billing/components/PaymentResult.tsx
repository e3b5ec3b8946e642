import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleSlash, CircleX, Crown, Gauge, RotateCcw } from 'lucide-react';
import type { Payment } from '@dokani/contracts/billing';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
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
    <Card className="flex flex-col items-center gap-3 p-6 text-center" data-testid="payment-result" data-status="succeeded">
      <CircleCheck aria-hidden="true" className="size-12 text-primary" />
      <h2 className="text-xl font-semibold">{t('result.successTitle')}</h2>
      <p data-testid="payment-result-body">
        {until ? t('result.successUntil', { package: name, date: until }) : t('result.successActive', { package: name })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('result.paid', { amount: fmt.moneyText(payment.amount) })}
        {payment.transactionId ? ` · ${t('result.transaction', { id: payment.transactionId })}` : ''}
      </p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/settings/subscriptions" data-testid="payment-to-subscription">
            <Crown aria-hidden="true" />
            {t('result.toSubscription')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/settings/limit-chart" data-testid="payment-to-limit-chart">
            <Gauge aria-hidden="true" />
            {t('result.toLimitChart')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** A payment that failed or was cancelled: the package is as it was; try again with the same package. */
function NotPaid({ payment, status }: { payment: Payment; status: 'failed' | 'cancelled' }) {
  const { t } = useTranslation('billing');
  const Icon = status === 'failed' ? CircleX : CircleSlash;
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center" data-testid="payment-result" data-status={status}>
      <Icon aria-hidden="true" className={status === 'failed' ? 'size-12 text-destructive' : 'size-12 text-muted-foreground'} />
      <h2 className="text-xl font-semibold">{t(`result.${status}Title`)}</h2>
      <p data-testid="payment-result-body">{t(`result.${status}Body`)}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to={retryPath(payment)} data-testid="payment-try-again">
            <RotateCcw aria-hidden="true" />
            {t('result.tryAgain')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/settings/subscriptions/packages">{t('checkout.toPackages')}</Link>
        </Button>
      </div>
    </Card>
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
