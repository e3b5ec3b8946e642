import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import type { SubscriptionPurchase } from '@dokani/contracts/billing';
import { useFormat } from '@/shared/lib/format';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { useBillingLabels } from '../labels';
import '../receipt-print.css';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-all font-medium sm:text-right">{children}</dd>
    </div>
  );
}

/** A purchase's receipt: the shop, the package and its dates, what was paid and how; printable. */
export function ReceiptDialog({
  purchase,
  open,
  onOpenChange,
}: {
  purchase: SubscriptionPurchase;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const labels = useBillingLabels();
  const shop = useAuthStore((s) => s.currentShop);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} className="dk-billing-receipt" data-testid="billing-receipt">
        <DialogHeader>
          <DialogTitle>{t('receipt.title')}</DialogTitle>
        </DialogHeader>
        <dl className="divide-y divide-border">
          {shop ? <Line label={t('receipt.shop')}>{shop.name}</Line> : null}
          <Line label={t('subscription.package')}>{labels.itemById(purchase.packageId)}</Line>
          <Line label={t('subscription.validity')}>
            {t('subscription.range', { from: fmt.businessDate(purchase.startsOn), to: fmt.businessDate(purchase.endsOn) })}
          </Line>
          <Line label={t('subscription.amount')}>{fmt.moneyText(purchase.amount)}</Line>
          <Line label={t('subscription.provider')}>{labels.provider(purchase.provider)}</Line>
          {purchase.transactionId ? <Line label={t('subscription.transactionId')}>{purchase.transactionId}</Line> : null}
          {purchase.paidAt ? <Line label={t('subscription.paidOn')}>{fmt.dateTime(purchase.paidAt)}</Line> : null}
        </dl>
        <Button className="dk-no-print" variant="outline" onClick={() => window.print()} data-testid="billing-receipt-print">
          <Printer aria-hidden="true" />
          {t('receipt.print')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
