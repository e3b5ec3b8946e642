import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Undo2 } from 'lucide-react';
import type { DueEntry } from '@dokani/contracts';
import { Button } from '@/shared/ui/button';
import { useFormat } from '@/shared/lib/format';
import { BalanceText } from '@/features/contacts';

/** Where an entry made by an invoice comes from: its words and the book page of the invoice. */
const SOURCES: Record<string, { book: '/sell-list' | '/purchase-list' }> = {
  sale: { book: '/sell-list' },
  'sale-return': { book: '/sell-list' },
  'sale-void': { book: '/sell-list' },
  purchase: { book: '/purchase-list' },
  'purchase-return': { book: '/purchase-list' },
  'purchase-void': { book: '/purchase-list' },
};

/**
 * Due entries as cards: who, what, how much, and the running balance after each. An entry made by
 * a sale or purchase says so and links to it; it is corrected there (return or void), not here.
 */
export function EntryList({
  items,
  showContact = true,
  onReverse,
  reversingId,
}: {
  items: DueEntry[];
  showContact?: boolean;
  onReverse?: (e: DueEntry) => void;
  reversingId?: string | null;
}) {
  const { t } = useTranslation('dues');
  const fmt = useFormat();
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
      {items.map((e) => {
        const source = e.refType && e.refId ? SOURCES[e.refType] : undefined;
        return (
          <li key={e.id} data-testid="due-entry-row" data-direction={e.direction} className="flex flex-col gap-1 px-4 py-3">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                {showContact ? <p className="truncate font-medium">{e.contactName}</p> : null}
                <p className="text-sm text-muted-foreground">
                  {source ? (
                    <Link
                      to={`${source.book}/${encodeURIComponent(e.refId ?? '')}`}
                      className="underline underline-offset-2"
                      data-testid="due-entry-source"
                    >
                      {t(`source.${e.refType ?? ''}`)}
                    </Link>
                  ) : (
                    <>
                      {e.direction === 'given'
                        ? `${t(`direction.${e.direction}`)} · ${t(`dueType.${e.dueType}`)}`
                        : t(`direction.${e.direction}`)}
                    </>
                  )}{' '}
                  · <span className="whitespace-nowrap">{fmt.businessDate(e.date)}</span>
                  {e.reversesId ? ` · ${t('entries.correction')}` : ''}
                </p>
                {e.note ? <p className="text-sm">{e.note}</p> : null}
              </div>
              <span
                className={e.direction === 'given' ? 'font-semibold text-green-700 dark:text-green-400' : 'font-semibold text-destructive'}
              >
                {e.direction === 'given' ? '+' : '\u2212'}
                {fmt.moneyText(e.amount)}
              </span>
            </div>
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground">
                {t('entries.balanceAfter')} <BalanceText balance={e.balanceAfter} testId="due-entry-balance" />
              </span>
              {e.reversedById ? (
                <span className="text-muted-foreground">{t('entries.reversed')}</span>
              ) : onReverse && !e.reversesId && !source ? (
                <Button variant="ghost" size="sm" onClick={() => onReverse(e)} disabled={reversingId === e.id} data-testid="due-reverse">
                  <Undo2 aria-hidden="true" />
                  {t('entries.reverse')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
