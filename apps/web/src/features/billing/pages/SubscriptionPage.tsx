import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Crown, Gauge, ReceiptText, RefreshCw } from 'lucide-react';
import type { Subscription, SubscriptionPurchase } from '@dokani/contracts/billing';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { Page } from '@/shared/ui/page-title';
import { Badge, ListSkeleton, LoadError } from '@/shared/ui/states';
import { useSubscription } from '../api';
import { useBillingLabels } from '../labels';
import { ReceiptDialog } from '../components/ReceiptDialog';
import { SubscriptionNotice } from '../components/SubscriptionNotice';

const STATUS_TONE = { free: 'neutral', active: 'ok', lapsed: 'warning' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function CurrentPackage({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const labels = useBillingLabels();
  const free = sub.status === 'free';
  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="subscription-current">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{t('subscription.current')}</p>
          <h2 className="text-xl font-semibold" data-testid="subscription-package">
            {sub.status === 'lapsed' ? t('plans.free') : labels.itemById(sub.packageId)}
          </h2>
          {sub.status === 'lapsed' ? (
            <p className="text-sm text-muted-foreground">{t('subscription.previous', { package: labels.itemById(sub.packageId) })}</p>
          ) : null}
        </div>
        <Badge tone={STATUS_TONE[sub.status]}>{t(`status.${sub.status}`)}</Badge>
      </div>
      {free ? <p className="text-muted-foreground">{t('subscription.freeIntro')}</p> : null}
      {free ? null : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {sub.startsOn ? <Fact label={t('subscription.startsOn')}>{fmt.businessDate(sub.startsOn)}</Fact> : null}
          {sub.endsOn ? <Fact label={t('subscription.endsOn')}>{fmt.businessDate(sub.endsOn)}</Fact> : null}
          {sub.daysLeft !== null ? (
            <Fact label={t('subscription.daysLeft')}>
              <span data-testid="subscription-days-left">
                {t('subscription.daysLeftValue', { count: sub.daysLeft, n: fmt.number(sub.daysLeft) })}
              </span>
            </Fact>
          ) : null}
        </dl>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {free ? (
          <ButtonLink to="/settings/subscriptions/packages" data-testid="subscription-upgrade" icon={Crown}>
            {t('subscription.upgrade')}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to="/settings/subscriptions/packages" data-testid="subscription-renew" icon={RefreshCw}>
              {t('subscription.renew')}
            </ButtonLink>
            <ButtonLink variant="outline" to="/settings/subscriptions/packages" data-testid="subscription-change">
              {t('subscription.change')}
            </ButtonLink>
          </>
        )}
        <ButtonLink variant="ghost" to="/settings/limit-chart" data-testid="subscription-limit-chart" icon={Gauge}>
          {t('subscription.limitChart')}
        </ButtonLink>
      </div>
    </Card>
  );
}

function PurchaseRow({ purchase }: { purchase: SubscriptionPurchase }) {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const labels = useBillingLabels();
  const [open, setOpen] = useState(false);
  const name = labels.itemById(purchase.packageId);
  const date = purchase.paidAt ? fmt.dateTimeParts(purchase.paidAt).date : fmt.businessDate(purchase.startsOn);
  return (
    <li data-testid="subscription-purchase" className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-medium">
          <span>{name}</span>
          <span>{fmt.moneyText(purchase.amount)}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {date} · {labels.provider(purchase.provider)}
          {purchase.transactionId ? (
            <>
              {' · '}
              <span className="break-all">
                {t('subscription.transactionId')}: {purchase.transactionId}
              </span>
            </>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('subscription.validity')}:{' '}
          {t('subscription.range', { from: fmt.businessDate(purchase.startsOn), to: fmt.businessDate(purchase.endsOn) })}
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="self-start sm:self-center"
        onClick={() => setOpen(true)}
        data-testid="subscription-receipt"
        aria-label={t('subscription.receiptFor', { package: name, date })}
      >
        <ReceiptText aria-hidden="true" />
        {t('subscription.receipt')}
      </Button>
      {open ? <ReceiptDialog purchase={purchase} open={open} onOpenChange={setOpen} /> : null}
    </li>
  );
}

/** /settings/subscriptions: the shop's package, its dates, a reminder or the lapse, and what was bought. */
export default function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const sub = useSubscription();
  const data = sub.data;
  return (
    <Page data-testid="subscription-page" title={t('subscription.title')}>
      {sub.isPending ? (
        <ListSkeleton rows={2} className="h-32" />
      ) : sub.isError ? (
        <LoadError error={sub.error} onRetry={() => void sub.refetch()} />
      ) : data ? (
        <>
          <SubscriptionNotice sub={data} />
          <CurrentPackage sub={data} />
          <Card className="p-4">
            <h2 className="text-lg font-semibold">{t('subscription.historyTitle')}</h2>
            {data.history.length === 0 ? (
              <p className="py-3 text-muted-foreground" data-testid="subscription-history-empty">
                {t('subscription.historyEmpty')}
              </p>
            ) : (
              <ul className="divide-y divide-border" data-testid="subscription-history">
                {data.history.map((p) => (
                  <PurchaseRow key={p.id} purchase={p} />
                ))}
              </ul>
            )}
          </Card>
        </>
      ) : null}
    </Page>
  );
}
