import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { STOCK_UPDATE_REASONS, isDecreaseReason, type StockUpdateReason } from '../reasons';
import type { Direction } from '../update-body';
import { ErrorText } from '@/shared/ui/field';

const optionClass =
  'flex cursor-pointer gap-3 rounded-md border border-input bg-card p-3 transition-colors hover:bg-accent ' +
  'has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

/** The seven update reasons as radio cards: each with its label and what it does to the stock. */
export function ReasonPicker({
  value,
  onChange,
  error,
  errorId,
}: {
  value: StockUpdateReason | '';
  onChange: (r: StockUpdateReason) => void;
  error?: string | null;
  errorId: string;
}) {
  const { t } = useTranslation('stock');
  return (
    <fieldset
      data-testid="stock-update-reason"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-2 text-sm font-medium">{t('update.reasonLegend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {STOCK_UPDATE_REASONS.map((r) => (
          <label key={r} className={optionClass}>
            <input
              type="radio"
              name="stock-reason"
              value={r}
              checked={value === r}
              onChange={() => onChange(r)}
              data-testid={`stock-update-reason-${r}`}
              className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
            />
            <span className="min-w-0">
              <span className="block font-medium">
                <span>{t(`reasons.${r}`)}</span>
                {isDecreaseReason(r) ? (
                  <span aria-hidden="true" className="ml-1 text-destructive">
                    −
                  </span>
                ) : null}
              </span>
              <span className="block text-sm text-muted-foreground">{t(`reasonHints.${r}`)}</span>
            </span>
          </label>
        ))}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}

/** For the reason "other": does the stock go up or down? */
export function DirectionPicker({ value, onChange }: { value: Direction; onChange: (d: Direction) => void }) {
  const { t } = useTranslation('stock');
  return (
    <fieldset data-testid="stock-update-direction" className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('update.direction.legend')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(['in', 'out'] as const).map((d) => (
          <label key={d} className={cn(optionClass, 'items-center')}>
            <input
              type="radio"
              name="stock-direction"
              value={d}
              checked={value === d}
              onChange={() => onChange(d)}
              data-testid={`stock-update-direction-${d}`}
              className="size-4 shrink-0 accent-[var(--primary)]"
            />
            <span className={cn('font-medium', d === 'in' ? 'text-primary' : 'text-destructive')}>{t(`update.direction.${d}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
