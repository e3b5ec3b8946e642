import { useTranslation } from 'react-i18next';
import type { StockMovement } from '@dokani/contracts';
import { cn } from '@/shared/lib/cn';
import { decimalSign } from '@dokani/core/format-decimal';
import { useFormat } from '@/shared/lib/format';
import { reasonLabel } from '../reasons';
import { ChangeText } from './ChangeText';
import { Badge } from '@/shared/ui/states';

function ReasonBadge({ reason }: { reason: string }) {
  const { t } = useTranslation('stock');
  return <Badge tone="neutral">{reasonLabel(reason, t)}</Badge>;
}

/**
 * What a movement cost: its unit cost; for a cost adjustment (no stock moved) what it added to or
 * took from the cost of goods sold.
 */
function CostText({ m }: { m: StockMovement }) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  if (m.reason !== 'cost-adjustment' || m.costTotal === null) return <>{fmt.profitText(m.unitCost)}</>;
  const out = decimalSign(m.costTotal) <= 0; // negative cost total = more cost of goods
  const amount = fmt.moneyText(m.costTotal.replace(/^-/, ''));
  return <>{t(out ? 'history.adjustmentMore' : 'history.adjustmentLess', { amount })}</>;
}

/** Phone: one card per movement. */
function MovementCards({ items }: { items: StockMovement[] }) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  return (
    <ul aria-label={t('history.listLabel')} className="grid gap-2 md:grid-cols-2">
      {items.map((m) => (
        <li
          key={m.id}
          data-testid="stock-history-row"
          data-reason={m.reason}
          className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3 shadow-sm"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-semibold leading-snug">{m.productName}</h3>
              <p className="text-sm text-muted-foreground">
                <time dateTime={m.occurredAt}>{fmt.dateTime(m.occurredAt)}</time>
              </p>
            </div>
            <ReasonBadge reason={m.reason} />
          </div>
          <dl className="grid grid-cols-3 gap-1 rounded-md bg-muted p-2 text-center text-sm">
            <div>
              <dt className="text-muted-foreground">{t('history.columns.previous')}</dt>
              <dd className="font-medium">{fmt.qtyUnit(m.previousStock, m.unit)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('history.columns.change')}</dt>
              <dd>
                <ChangeText change={m.change} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('history.columns.after')}</dt>
              <dd className="font-semibold">{fmt.qtyUnit(m.afterStock, m.unit)}</dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">
            {t('history.columns.unitCost')}:{' '}
            <span className="text-foreground">
              <CostText m={m} />
            </span>
            {m.userName ? <> · {t('history.by', { name: m.userName })}</> : null}
            {m.deviceName ? <> · {t('history.on', { device: m.deviceName })}</> : null}
          </p>
          {m.note ? <p className="border-l-4 border-border pl-2 text-sm">{m.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Wide screens: the spec's columns in a table, plus who did it and the note. */
function MovementTable({ items }: { items: StockMovement[] }) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const th = 'px-3 py-2 text-left text-sm font-semibold text-muted-foreground';
  const num = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card shadow-sm">
      <table className="w-full border-collapse text-sm [overflow-wrap:normal]">
        <caption className="sr-only">{t('history.listLabel')}</caption>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th scope="col" className={th}>
              {t('history.columns.date')}
            </th>
            <th scope="col" className={th}>
              {t('history.columns.product')}
            </th>
            <th scope="col" className={th}>
              {t('history.columns.reason')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('history.columns.unitCost')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('history.columns.previous')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('history.columns.change')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('history.columns.after')}
            </th>
            <th scope="col" className={th}>
              {t('history.columns.user')}
              <span className="block font-normal">{t('history.columns.device')}</span>
            </th>
            <th scope="col" className={th}>
              {t('history.columns.note')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((m) => (
            <tr key={m.id} data-testid="stock-history-row" data-reason={m.reason}>
              <td className="px-3 py-2.5">
                <time dateTime={m.occurredAt}>
                  <span className="block whitespace-nowrap">{fmt.dateTimeParts(m.occurredAt).date}</span>
                  <span className="block whitespace-nowrap text-muted-foreground">{fmt.dateTimeParts(m.occurredAt).time}</span>
                </time>
              </td>
              <th scope="row" className="px-3 py-2.5 text-left font-medium">
                {m.productName}
              </th>
              <td className="px-3 py-2.5">
                <ReasonBadge reason={m.reason} />
              </td>
              <td className={num}>
                <CostText m={m} />
              </td>
              <td className={num}>{fmt.qtyUnit(m.previousStock, m.unit)}</td>
              <td className={num}>
                <ChangeText change={m.change} />
              </td>
              <td className={cn(num, 'font-semibold')}>{fmt.qtyUnit(m.afterStock, m.unit)}</td>
              <td className="px-3 py-2.5">
                {m.userName ?? t('common.dash')}
                {m.deviceName ? <span className="block text-muted-foreground">{m.deviceName}</span> : null}
              </td>
              <td className="max-w-56 px-3 py-2.5 text-muted-foreground [overflow-wrap:anywhere]">{m.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MovementList({ items, wide }: { items: StockMovement[]; wide: boolean }) {
  return wide ? <MovementTable items={items} /> : <MovementCards items={items} />;
}
