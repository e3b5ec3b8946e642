import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import type { PurchaseRow, SaleRow } from '../../api';
import type { TradeKind } from '../../keys';
import { moneySign } from '../../receipt/format';
import { useBookFormat } from '../format';
import { StatusBadges } from './StatusBadges';

type Row = SaleRow | PurchaseRow;

const contactOf = (r: Row) => ('customerName' in r ? r.customerName : r.supplierName);

/** The memos of a book, newest first: number, who, when, how paid, the total and what is left due. */
export function BookList({ kind, items }: { kind: TradeKind; items: Row[] }) {
  const { t } = useTranslation('books');
  const fmt = useBookFormat();
  const base = kind === 'sales' ? '/sell-list' : '/purchase-list';
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card" data-testid="book-list">
      {items.map((r) => {
        const isVoid = r.status === 'void';
        const quick = 'kind' in r && r.kind === 'quick';
        const methods = [...new Set(r.payments.map((p) => p.method))].map((m) => t(`payment.${m}`));
        return (
          <li key={r.id}>
            <Link
              to={`${base}/${r.id}`}
              data-testid="book-row"
              data-status={r.status}
              className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold" data-testid="book-row-number">
                    {fmt.digits(r.number)}
                  </span>
                  <StatusBadges
                    status={r.status}
                    returnedAmount={r.returnedAmount}
                    quick={quick}
                    offline={'offline' in r && r.offline !== null}
                    stockShort={'stockShort' in r && r.stockShort}
                  />
                </p>
                <p className="truncate">{contactOf(r) ?? t(kind === 'sales' ? 'list.walkIn' : 'list.noSupplier')}</p>
                <p className="text-sm text-muted-foreground">
                  {fmt.dateTime(r.occurredAt)}
                  {methods.length > 0 ? ` · ${methods.join(', ')}` : ''}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end">
                <span className={cn('font-semibold', isVoid && 'text-muted-foreground line-through')} data-testid="book-row-total">
                  {fmt.money(r.total)}
                </span>
                {!isVoid && moneySign(r.due) > 0 ? (
                  <span className="text-sm font-medium text-destructive" data-testid="book-row-due">
                    {t('list.due', { amount: fmt.money(r.due) })}
                  </span>
                ) : null}
              </div>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
