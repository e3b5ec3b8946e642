import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleSlash, CircleX, MessageSquarePlus, Send, Banknote } from 'lucide-react';
import { SMS_FREE_MONTHLY, type PaymentProviderName } from '@dokani/contracts/constants';
import type { PackageItem, Payment } from '@dokani/contracts/billing';
import { parseMoney, pricePerUnit } from '@dokani/core/money';
import { useFormat } from '@/shared/lib/format';
import { useShopId } from '@/shared/lib/shop';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { ResultPanel } from '@/shared/ui/result-panel';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page-title';
import { Spinner } from '@/shared/ui/spinner';
import { Badge, EmptyState, ListSkeleton, LoadError } from '@/shared/ui/states';
import { ProviderChoice, usePackages, usePayment, useStartPayment } from '@/features/billing';
import { useSmsBalance, useSmsPurchases } from '../api';
import { smsKeys } from '../keys';
import { BalanceSummary } from '../components/BalanceSummary';

/** An SMS pack as sold: kind 'sms', with its count. */
type SmsPack = PackageItem & { smsCount: number };
const isSmsPack = (i: PackageItem): i is SmsPack => i.kind === 'sms' && i.buyable && i.smsCount !== null && i.smsCount > 0;

/** What one SMS of a pack costs (core's pricePerUnit on what is paid), "about" when it does not divide exactly. */
function usePerSms() {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  return (pack: SmsPack) => {
    const per = pricePerUnit(parseMoney(pack.payable) ?? 0n, pack.smsCount);
    return t(per.exact ? 'packs.perSms' : 'packs.perSmsAbout', { price: fmt.money(per.poisha) });
  };
}

/** A pack's card: how many SMS, the price (and the saving), the price of one SMS, and Buy. */
function PackCard({ pack, canBuy, onBuy }: { pack: SmsPack; canBuy: boolean; onBuy: () => void }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const perSms = usePerSms();
  const discounted = !fmt.isZero(pack.discount);
  const title = t('units.sms', { count: pack.smsCount, n: fmt.number(pack.smsCount) });
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="sms-pack" data-pack-id={pack.id}>
      <h3 className="text-xl font-bold" data-testid="sms-pack-count">
        {title}
      </h3>
      <div className="flex flex-col gap-1">
        {discounted ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <s className="text-muted-foreground" data-testid="sms-pack-price">
              {fmt.moneyText(pack.price)}
            </s>
            <Badge tone="ok">
              <span data-testid="sms-pack-saving">{t('packs.saving', { amount: fmt.moneyText(pack.discount) })}</span>
            </Badge>
          </p>
        ) : null}
        <p className="text-2xl font-semibold" data-testid="sms-pack-payable">
          {fmt.moneyText(pack.payable)}
        </p>
        <p className="text-sm text-muted-foreground" data-testid="sms-pack-per-sms">
          {perSms(pack)}
        </p>
      </div>
      <Button
        className="mt-auto"
        disabled={!canBuy}
        onClick={onBuy}
        aria-label={t('packs.buyLabel', { pack: title })}
        data-testid="sms-pack-buy"
      >
        <Banknote aria-hidden="true" />
        {t('packs.buy')}
      </Button>
    </Card>
  );
}

/** Buying a pack: what is paid, the provider (a choice when there are several), and Pay — to the provider's page. */
function BuyDialog({ pack, providers, onClose }: { pack: SmsPack; providers: readonly PaymentProviderName[]; onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const perSms = usePerSms();
  const { provider, choose, pay, error, leaving, pending } = useStartPayment(
    providers,
    (id) => `/sms/packages?payment=${encodeURIComponent(id)}`,
    onClose,
  );
  const title = t('units.sms', { count: pack.smsCount, n: fmt.number(pack.smsCount) });

  return (
    <Dialog open onOpenChange={(open) => (open || leaving ? undefined : onClose())}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="sms-buy-dialog">
        <DialogHeader>
          <DialogTitle>{t('packs.buyTitle', { pack: title })}</DialogTitle>
          <DialogDescription>{perSms(pack)}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void pay(pack.id);
          }}
        >
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-muted-foreground">{t('packs.payable')}</span>
            <span className="text-2xl font-bold" data-testid="sms-buy-payable">
              {fmt.moneyText(pack.payable)}
            </span>
          </p>
          {providers.length > 1 ? (
            <ProviderChoice
              providers={providers}
              value={provider}
              onChange={choose}
              legend={t('packs.chooseProvider')}
              testIdPrefix="sms-buy-provider"
            />
          ) : provider ? (
            <p className="text-sm" data-testid="sms-buy-provider">
              {t('packs.paidThrough', { provider: t(`billing:providers.${provider}.name`) })}
            </p>
          ) : null}
          <FormAlert message={error} />
          <SubmitButton pending={pending || leaving} data-testid="sms-buy-pay">
            {leaving ? t('packs.redirecting') : t('packs.pay', { amount: fmt.moneyText(pack.payable) })}
          </SubmitButton>
          <p className="text-center text-sm text-muted-foreground">{t('packs.returnNote')}</p>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The packs on sale, and who may buy them (the owner, when a provider is offered). */
function PackList() {
  const { t } = useTranslation('campaigns');
  const packages = usePackages();
  const owner = useAuthStore((s) => s.currentShop?.role === 'owner');
  const [buying, setBuying] = useState<SmsPack | null>(null);
  if (packages.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ListSkeleton rows={1} className="h-48" />
        <ListSkeleton rows={1} className="h-48" />
      </div>
    );
  }
  if (packages.isError) return <LoadError error={packages.error} onRetry={() => void packages.refetch()} />;
  const packs = packages.data.items.filter(isSmsPack).sort((a, b) => a.smsCount - b.smsCount);
  const providers = packages.data.providers;
  if (packs.length === 0) return <EmptyState icon={MessageSquarePlus} title={t('packs.empty')} testId="sms-packs-empty" />;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="sms-packs-title">
      <h2 id="sms-packs-title" className="text-lg font-semibold">
        {t('packs.title')}
      </h2>
      {!owner ? (
        <p className="rounded-md border border-border bg-muted p-3 text-sm" data-testid="sms-owner-only">
          {t('packs.ownerOnly')}
        </p>
      ) : providers.length === 0 ? (
        <FormAlert message={t('packs.noProvider')} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="sms-packs">
        {packs.map((p) => (
          <PackCard key={p.id} pack={p} canBuy={owner && providers.length > 0} onBuy={() => setBuying(p)} />
        ))}
      </div>
      {buying ? <BuyDialog key={buying.id} pack={buying} providers={providers} onClose={() => setBuying(null)} /> : null}
    </section>
  );
}

/** A paid pack: the SMS added and, once read again, the balance now. */
function Succeeded({ payment, onDismiss }: { payment: Payment; onDismiss: () => void }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const qc = useQueryClient();
  const shopId = useShopId();
  const packages = usePackages();
  const balance = useSmsBalance();
  // The credit, the purchases and any quote change with the payment: read them again.
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: smsKeys.shop(shopId) });
  }, [qc, shopId]);
  const count = packages.data?.items.find((i) => i.id === payment.packageId)?.smsCount ?? null;
  const total = balance.isFetching ? null : (balance.data?.total ?? null);
  return (
    <ResultPanel
      icon={CircleCheck}
      title={t('outcome.succeededTitle')}
      body={
        <>
          {count !== null
            ? t('outcome.succeededBody', { sms: t('units.sms', { count, n: fmt.number(count) }) })
            : t('outcome.succeededPlain')}
          {total !== null ? ` ${t('outcome.balanceNow', { sms: t('units.sms', { count: total, n: fmt.number(total) }) })}` : ''}
        </>
      }
      detail={
        <>
          {t('outcome.paid', { amount: fmt.moneyText(payment.amount) })}
          {payment.transactionId ? ` · ${t('outcome.transaction', { id: payment.transactionId })}` : ''}
        </>
      }
      actions={
        <>
          <ButtonLink to="/sms" data-testid="sms-payment-to-compose" icon={Send}>
            {t('outcome.toCompose')}
          </ButtonLink>
          <Button variant="outline" onClick={onDismiss}>
            {t('outcome.dismiss')}
          </Button>
        </>
      }
      testId="sms-payment-result"
      status="succeeded"
    />
  );
}

/** Back from the provider (`?payment=`): the payment, asked again until it has ended, and what it did. */
function PaymentOutcome({ paymentId, onDismiss }: { paymentId: string; onDismiss: () => void }) {
  const { t } = useTranslation('campaigns');
  const payment = usePayment(paymentId);
  if (payment.isPending) return <ListSkeleton rows={1} className="h-40" />;
  if (payment.isError) return <LoadError error={payment.error} onRetry={() => void payment.refetch()} />;
  const p = payment.data;
  if (p.status === 'succeeded') return <Succeeded payment={p} onDismiss={onDismiss} />;
  if (p.status === 'initiated') {
    return (
      <Card className="flex flex-col items-center gap-3 p-6 text-center" data-testid="sms-payment-result" data-status="initiated">
        <Spinner className="size-10 text-primary" />
        <h2 className="text-xl font-semibold" role="status">
          {t('outcome.waitingTitle')}
        </h2>
        <p className="text-muted-foreground">{t('outcome.waitingBody')}</p>
      </Card>
    );
  }
  return (
    <ResultPanel
      icon={p.status === 'failed' ? CircleX : CircleSlash}
      iconClassName={p.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}
      title={t(`outcome.${p.status}Title`)}
      body={t(`outcome.${p.status}Body`)}
      testId="sms-payment-result"
      status={p.status}
    >
      <Button variant="outline" onClick={onDismiss} data-testid="sms-payment-dismiss">
        {t('outcome.dismiss')}
      </Button>
    </ResultPanel>
  );
}

/** The packs bought, newest first: when, how many SMS, what was paid, how, and the provider's number. */
function PurchaseHistory() {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const purchases = useSmsPurchases();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="sms-history-title">
      <h2 id="sms-history-title" className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      {purchases.isPending ? (
        <ListSkeleton rows={2} className="h-16" />
      ) : purchases.isError ? (
        <LoadError error={purchases.error} onRetry={() => void purchases.refetch()} />
      ) : purchases.data.length === 0 ? (
        <p className="text-muted-foreground" data-testid="sms-history-empty">
          {t('history.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card" data-testid="sms-history">
          {purchases.data.map((p) => (
            <li
              key={p.paymentId}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3"
              data-testid="sms-purchase"
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{t('units.sms', { count: p.smsCount, n: fmt.number(p.smsCount) })}</span>
                <span className="text-sm text-muted-foreground">{fmt.dateTime(p.paidAt)}</span>
              </span>
              <span className="flex min-w-0 flex-col text-right">
                <span className="font-semibold">{fmt.moneyText(p.amount)}</span>
                <span className="break-all text-sm text-muted-foreground">
                  {t(`billing:providers.${p.provider}.name`)}
                  {p.transactionId ? ` · ${p.transactionId}` : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /sms/packages — the SMS credit (this month's free SMS and the bought ones), the packs on sale with
 * the price of one SMS, buying one (the owner), and the purchases. The provider sends the browser
 * back to `?payment=<id>`: the payment's outcome then shows on top.
 */
export default function SmsPackagesPage() {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  return (
    <Page width="4xl" data-testid="sms-packages-page" title={t('nav:smsPackages')}>
      {paymentId ? <PaymentOutcome key={paymentId} paymentId={paymentId} onDismiss={() => setParams({}, { replace: true })} /> : null}
      <BalanceSummary note={t('balance.note', { n: fmt.number(SMS_FREE_MONTHLY) })}>
        <ButtonLink variant="outline" size="sm" to="/sms" data-testid="sms-packages-to-compose" icon={Send}>
          {t('outcome.toCompose')}
        </ButtonLink>
      </BalanceSummary>
      <PackList />
      <PurchaseHistory />
    </Page>
  );
}
