import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, CircleCheck, CloudOff, PackagePlus, Plus, Printer } from 'lucide-react';
import { formatQuantity, parseMoney, parseQuantity } from '@dokani/core/money';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { BalanceText } from '@/features/contacts';
import type { Booked } from '../use-book';
import { useUnitName } from './unit-name';

/**
 * After a sale or purchase is booked: its invoice number, the change to hand back, what is left
 * due and the contact's balance now, and the next steps (a new one, the receipt, the book).
 */
export function SuccessPanel({ booked, onNew }: { booked: Booked; onNew: () => void }) {
  const { t } = useTranslation('sell');
  const fmt = useFormat();
  const unitName = useUnitName();
  const heading = useRef<HTMLHeadingElement>(null);
  const { kind, invoice } = booked;
  const money = (s: string) => fmt.money(parseMoney(s) ?? 0n);
  const change = parseMoney(invoice.change) ?? 0n;
  const due = parseMoney(invoice.due) ?? 0n;
  const contactName = kind === 'sale' ? booked.invoice.customerName : booked.invoice.supplierName;
  const balance = kind === 'sale' ? booked.invoice.customerBalance : booked.invoice.supplierBalance;
  const bookPath = kind === 'sale' ? `/sell-list/${invoice.id}` : `/purchase-list/${invoice.id}`;

  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      className="mx-auto flex w-full max-w-lg flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm"
      data-testid="counter-success"
      aria-labelledby="counter-success-title"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="size-9 shrink-0 text-green-700 dark:text-green-400" />
        <div className="min-w-0">
          <h2 id="counter-success-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t(`${kind}.done`)}
          </h2>
          <p className="text-muted-foreground">
            {t('counter.invoiceNumber')}{' '}
            <span className="font-semibold text-foreground" data-testid="success-number">
              {fmt.digits(invoice.number)}
            </span>
          </p>
        </div>
      </div>
      {booked.recovered ? <p className="rounded-md bg-muted p-3 text-sm">{t('counter.recovered')}</p> : null}
      {booked.kind === 'sale' && booked.offline ? (
        <p role="status" className="flex gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" data-testid="success-offline">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('offline.kept')}</span>
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('counter.total')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="success-total">
          {money(invoice.total)}
        </dd>
        <dt className="text-muted-foreground">{t(`${kind}.paid`)}</dt>
        <dd className="text-right tabular-nums" data-testid="success-paid">
          {money(invoice.paid)}
        </dd>
      </dl>

      {kind === 'sale' && change > 0n ? (
        <div className="rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-200" data-testid="success-change">
          <p className="text-sm">{t('sale.giveChange')}</p>
          <p className="text-3xl font-bold tabular-nums">{fmt.money(change)}</p>
        </div>
      ) : null}

      {due > 0n ? (
        <div className="flex flex-col gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3" data-testid="success-due">
          <p>{t(`${kind}.dueBooked`, { amount: fmt.money(due), name: contactName ?? '' })}</p>
          {balance !== null ? (
            <p className="text-sm">
              {t('counter.balanceNow', { name: contactName ?? '' })} <BalanceText balance={balance} testId="success-balance" />
            </p>
          ) : null}
        </div>
      ) : null}

      {booked.kind === 'purchase' ? (
        <div className="rounded-md bg-muted/60 p-3 text-sm" data-testid="success-stock">
          <p className="mb-1 flex items-center gap-2 font-medium">
            <PackagePlus aria-hidden="true" className="size-4" />
            {t('purchase.stockUp')}
          </p>
          <ul className="flex flex-col gap-0.5">
            {booked.invoice.lines.map((l) => (
              <li key={l.lineNo} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">{l.productName}</span>
                <span className="shrink-0 font-semibold tabular-nums">
                  +{fmt.digits(formatQuantity(parseQuantity(l.quantity) ?? 0n))} {unitName(l.unit)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button size="lg" onClick={onNew} className="sm:flex-1" data-testid="success-new">
          <Plus aria-hidden="true" />
          {t(`${kind}.new`)}
        </Button>
        {kind === 'sale' ? (
          <ButtonLink
            size="lg"
            variant="outline"
            className="sm:flex-1"
            to={`/print/sale/${invoice.id}`}
            data-testid="success-print"
            icon={Printer}
          >
            {t('sale.print')}
          </ButtonLink>
        ) : null}
        {booked.kind === 'sale' && booked.offline ? null : (
          <ButtonLink size="lg" variant="outline" className="sm:basis-full" to={bookPath} data-testid="success-book" icon={BookOpen}>
            {t(`${kind}.viewInBook`)}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
