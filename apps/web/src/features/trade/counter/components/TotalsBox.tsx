import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceResult, Settlement } from '@dokani/core/invoice';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import type { CounterKind } from '../cart';

/** The invoice's money, top to bottom as a memo reads: goods, discount, VAT, delivery, total, then paid / change / due. */
export function TotalsBox({
  kind,
  invoice,
  settlement,
  plain = false,
}: {
  kind: CounterKind;
  invoice: InvoiceResult | null;
  settlement: Settlement | null;
  /** A sale without goods (quick sell): no goods line. */
  plain?: boolean;
}) {
  const { t } = useTranslation('sell');
  const fmt = useFormat();
  const money = (v: bigint | undefined) => (v === undefined ? '—' : fmt.money(v));
  return (
    <dl className="flex flex-col gap-1 rounded-md border border-border bg-muted/40 p-3 text-sm" data-testid="counter-totals">
      {plain ? null : <Row label={t('counter.subtotal')} value={money(invoice?.subtotal)} testId="total-subtotal" />}
      {invoice && invoice.discountAmount > 0n ? (
        <Row label={t('counter.discount')} value={`−${money(invoice.discountAmount)}`} testId="total-discount" />
      ) : null}
      {invoice && invoice.vat > 0n ? <Row label={t('counter.vat')} value={money(invoice.vat)} testId="total-vat" /> : null}
      {invoice && invoice.deliveryCharge > 0n ? (
        <Row label={t('counter.deliveryCharge')} value={money(invoice.deliveryCharge)} testId="total-delivery" />
      ) : null}
      <Row label={t('counter.total')} value={money(invoice?.total)} strong testId="total-total" />
      {settlement ? (
        <>
          <Row label={t(`${kind}.paid`)} value={money(settlement.paid)} testId="total-paid" />
          {settlement.change > 0n ? (
            <Row
              label={t(`${kind}.change`)}
              value={money(settlement.change)}
              strong
              className="text-green-800 dark:text-green-400"
              testId="total-change"
            />
          ) : null}
          {settlement.due > 0n ? (
            <Row label={t('counter.due')} value={money(settlement.due)} strong className="text-destructive" testId="total-due" />
          ) : null}
        </>
      ) : null}
    </dl>
  );
}

function Row({
  label,
  value,
  strong,
  className,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  className?: string;
  testId: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', strong && 'text-base font-semibold', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
