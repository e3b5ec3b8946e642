import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PackageItem } from '@dokani/contracts/billing';
import { useFormat } from '@/shared/lib/format';
import { ButtonLink } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page-title';
import { ListSkeleton, LoadError } from '@/shared/ui/states';
import { usePackages } from '../api';
import { useStartPayment } from '../use-start-payment';
import { useBillingLabels } from '../labels';
import { PaymentResult } from '../components/PaymentResult';
import { ProviderChoice } from '../components/ProviderChoice';

function Summary({ item }: { item: PackageItem }) {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const labels = useBillingLabels();
  const row = 'flex items-baseline justify-between gap-3 py-2';
  return (
    <Card className="p-4" data-testid="checkout-summary">
      <h2 className="text-lg font-semibold">{t('checkout.summary')}</h2>
      <dl className="divide-y divide-border">
        <div className={row}>
          <dt className="text-muted-foreground">{t('checkout.package')}</dt>
          <dd className="text-right font-medium">{labels.item(item)}</dd>
        </div>
        {item.months !== null ? (
          <div className={row}>
            <dt className="text-muted-foreground">{t('checkout.months')}</dt>
            <dd className="text-right font-medium">{t('checkout.monthsValue', { count: item.months, n: fmt.number(item.months) })}</dd>
          </div>
        ) : null}
        {fmt.isZero(item.discount) ? null : (
          <>
            <div className={row}>
              <dt className="text-muted-foreground">{t('checkout.price')}</dt>
              <dd className="text-right">{fmt.moneyText(item.price)}</dd>
            </div>
            <div className={row}>
              <dt className="text-muted-foreground">{t('checkout.discount')}</dt>
              <dd className="text-right text-primary">−{fmt.moneyText(item.discount)}</dd>
            </div>
          </>
        )}
        <div className={row}>
          <dt className="font-semibold">{t('checkout.payable')}</dt>
          <dd className="text-right text-2xl font-bold" data-testid="checkout-payable">
            {fmt.moneyText(item.payable)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** `?package=`: what is bought, how to pay, and Pay (to the provider's page). */
function CheckoutForm({ itemId }: { itemId: string }) {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const packages = usePackages();
  const providers = packages.data?.providers ?? [];
  const { provider, choose, pay, error, leaving, pending } = useStartPayment(
    providers,
    (id) => `/settings/subscriptions/checkout?payment=${encodeURIComponent(id)}`,
  );

  if (packages.isPending) return <ListSkeleton rows={2} className="h-40" />;
  if (packages.isError) return <LoadError error={packages.error} onRetry={() => void packages.refetch()} />;
  const item = packages.data.items.find((i) => i.id === itemId && i.buyable);
  if (!item) {
    return (
      <Card className="flex flex-col items-start gap-3 p-4" data-testid="checkout-unknown">
        <p>{t('checkout.unknownPackage')}</p>
        <ButtonLink variant="outline" to="/settings/subscriptions/packages">
          {t('checkout.toPackages')}
        </ButtonLink>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Summary item={item} />
      {providers.length === 0 ? (
        <FormAlert message={t('checkout.noProvider')} />
      ) : (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void pay(item.id);
          }}
        >
          <ProviderChoice
            providers={providers}
            value={provider}
            onChange={choose}
            legend={t('checkout.chooseProvider')}
            legendClassName="text-lg"
            testIdPrefix="checkout-provider"
          />
          <FormAlert message={error} />
          <SubmitButton pending={pending || leaving} data-testid="checkout-pay">
            {leaving ? t('checkout.redirecting') : t('checkout.pay', { amount: fmt.moneyText(item.payable) })}
          </SubmitButton>
          <p className="text-center text-sm text-muted-foreground">{t('checkout.returnNote')}</p>
        </form>
      )}
    </div>
  );
}

/**
 * /settings/subscriptions/checkout: `?package=<item>` to pay for a package, `?payment=<id>` when
 * the provider sends the browser back (the result).
 */
export default function CheckoutPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  const itemId = params.get('package') ?? '';
  return (
    <Page width="xl" data-testid="checkout-page" title={t('checkout.title')}>
      {paymentId ? <PaymentResult key={paymentId} paymentId={paymentId} /> : <CheckoutForm key={itemId} itemId={itemId} />}
    </Page>
  );
}
