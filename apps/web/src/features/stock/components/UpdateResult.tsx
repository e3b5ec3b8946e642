import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, History, RotateCcw } from 'lucide-react';
import type { StockMovement } from '@dokani/contracts';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { useFormat } from '@/shared/lib/format';
import { reasonLabel } from '../reasons';
import { ChangeText } from './ChangeText';

/** What a stock update did: before → after, with the way to its history or to another update. */
export function UpdateResult({ movement, onAnother }: { movement: StockMovement; onAnother: () => void }) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      data-testid="stock-update-result"
      aria-labelledby="stock-result-title"
      className="flex flex-col gap-4 rounded-lg border border-primary/40 bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id="stock-result-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('update.result.title')}
          </h2>
          <p className="text-muted-foreground">
            {movement.productName} · {reasonLabel(movement.reason, t)}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-md bg-muted p-2">
          <dt className="text-sm text-muted-foreground">{t('update.result.before')}</dt>
          <dd data-testid="stock-result-before" className="font-semibold">
            {fmt.qtyUnit(movement.previousStock, movement.unit)}
          </dd>
        </div>
        <div className="rounded-md bg-muted p-2">
          <dt className="text-sm text-muted-foreground">{t('update.result.change')}</dt>
          <dd data-testid="stock-result-change" className="font-semibold">
            <ChangeText change={movement.change} />
          </dd>
        </div>
        <div className="rounded-md bg-secondary p-2">
          <dt className="text-sm text-muted-foreground">{t('update.result.after')}</dt>
          <dd data-testid="stock-result-after" className="font-semibold">
            {fmt.qtyUnit(movement.afterStock, movement.unit)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink
          to={`/stock/history?productId=${encodeURIComponent(movement.productId)}`}
          data-testid="stock-result-history"
          icon={History}
        >
          {t('update.result.history')}
        </ButtonLink>
        <Button variant="outline" onClick={onAnother} data-testid="stock-result-another">
          <RotateCcw aria-hidden="true" />
          {t('update.result.another')}
        </Button>
        <ButtonLink variant="ghost" to="/stock">
          {t('update.result.book')}
        </ButtonLink>
      </div>
    </section>
  );
}
