import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContactTransaction } from '@dokani/contracts';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { BalanceText } from './BalanceText';

/** The book page an invoice row opens. */
function invoicePath(tx: ContactTransaction): string | null {
  if (!tx.invoiceId) return null;
  const book = tx.kind.startsWith('sale') || tx.kind === 'employee-sale' ? '/sell-list' : '/purchase-list';
  return `${book}/${encodeURIComponent(tx.invoiceId)}`;
}

/**
 * A contact's full history as cards, newest first: what happened (a sale and its number, a return,
 * a void, a due entry, an employee's sale or pay), its amount, the money that changed hands, what
 * it did to the due, and the contact's balance right after it.
 */
export function TransactionList({ items }: { items: ContactTransaction[] }) {
  const { t } = useTranslation('dues');
  const fmt = useFormat();
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
      {items.map((tx) => {
        const path = invoicePath(tx);
        const due = tx.kind === 'due';
        // money received is money: the kind of due is said only for what was given
        const dueTitle =
          tx.direction === 'received'
            ? t('direction.received')
            : `${t(`direction.${tx.direction ?? 'given'}`)} · ${t(`dueType.${tx.dueType ?? 'money'}`)}`;
        const title = due ? dueTitle : tx.kind === 'expense' ? (tx.label ?? t('tx.expense')) : t(`tx.${tx.kind}`);
        const change = fmt.moneyText(tx.dueChange.replace(/^-/, ''));
        const up = !tx.dueChange.startsWith('-') && tx.dueChange !== '0.00';
        const down = tx.dueChange.startsWith('-');
        return (
          <li
            key={tx.id}
            data-testid="contact-tx-row"
            data-kind={tx.kind}
            className={cn('flex flex-col gap-1 px-4 py-3', tx.void && 'opacity-75')}
          >
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {title}
                  {tx.number ? (
                    <>
                      {' '}
                      {path ? (
                        <Link to={path} className="underline underline-offset-2" data-testid="contact-tx-invoice">
                          {fmt.digits(tx.number)}
                        </Link>
                      ) : (
                        fmt.digits(tx.number)
                      )}
                    </>
                  ) : null}
                  {tx.void ? (
                    <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
                      {t('tx.void')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  <span className="whitespace-nowrap">{fmt.businessDate(tx.date)}</span>
                  {tx.cash !== null && tx.cash !== '0.00' ? (
                    <> · {t(tx.kind.endsWith('-return') ? 'tx.refund' : 'tx.cash', { amount: fmt.moneyText(tx.cash) })}</>
                  ) : null}
                  {!due && (up || down) ? <> · {t(up ? 'tx.dueUp' : 'tx.dueDown', { amount: change })}</> : null}
                </p>
                {tx.note ? <p className="text-sm [overflow-wrap:anywhere]">{tx.note}</p> : null}
              </div>
              <span
                className={cn(
                  'whitespace-nowrap font-semibold tabular-nums',
                  due && (tx.direction === 'given' ? 'text-green-700 dark:text-green-400' : 'text-destructive'),
                  tx.void && 'line-through',
                )}
                data-testid="contact-tx-amount"
              >
                {due ? (tx.direction === 'given' ? '+' : '\u2212') : ''}
                {fmt.moneyText(tx.amount)}
              </span>
            </div>
            <p className="text-sm text-muted-foreground">
              {t('entries.balanceAfter')} <BalanceText balance={tx.balanceAfter} testId="contact-tx-balance" />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
