import { parseMoney } from '@dokani/core/money';
import { useTranslation } from 'react-i18next';
import type { Purchase, Sale } from '@dokani/contracts';
import { useBookFormat } from '../format';

/** The returns taken on a memo, oldest first: when, what came back, its value, the due taken off and the cash paid back. */
export function ReturnsHistory({ kind, invoice }: { kind: 'sales' | 'purchases'; invoice: Sale | Purchase }) {
  const { t } = useTranslation('books');
  const fmt = useBookFormat();
  if (invoice.returns.length === 0) return null;
  const lineOf = (n: number) => invoice.lines.find((l) => l.lineNo === n);
  const sale = kind === 'sales';
  return (
    <section aria-labelledby="returns-heading" className="flex flex-col gap-2" data-testid="returns-history">
      <h2 id="returns-heading" className="px-1 text-lg font-semibold">
        {t('detail.returns')}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
        {invoice.returns.map((r) => (
          <li key={r.id} className="flex flex-col gap-1 px-4 py-3" data-testid="return-row">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-sm text-muted-foreground">{fmt.dateTime(r.occurredAt)}</span>
              <span className="font-semibold">{fmt.money(r.amount)}</span>
            </div>
            <p>
              {r.lines
                .map((l) => {
                  const line = lineOf(l.lineNo);
                  return `${line?.productName ?? ''} ${fmt.qtyUnit(l.quantity, line?.unit ?? '')}`.trim();
                })
                .join(', ')}
            </p>
            {/* what the return did, its parts that are not nothing: off the due, cash back */}
            <p className="text-sm text-muted-foreground">
              {[
                parseMoney(r.dueReduced) !== 0n
                  ? `${t(sale ? 'return.dueReducedSale' : 'return.dueReducedPurchase')} ${fmt.money(r.dueReduced)}`
                  : null,
                parseMoney(r.refunded) !== 0n
                  ? `${t(sale ? 'return.refundedSale' : 'return.refundedPurchase')} ${fmt.money(r.refunded)}`
                  : null,
              ]
                .filter((x) => x !== null)
                .join(' · ')}
            </p>
            {r.note ? <p className="text-sm">{r.note}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
