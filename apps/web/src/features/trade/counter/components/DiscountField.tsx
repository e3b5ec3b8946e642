import { useId } from 'react';
import { useFormat } from '@/shared/lib/format';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { AmountInput } from '@/shared/ui/amount-input';
import type { DiscountDraft } from '../cart';
import { ErrorText } from '@/shared/ui/field';

/**
 * A discount: an amount in taka or a percent, switched with two small buttons beside the number.
 * The label names the field; the buttons say which kind the number is.
 */
export function DiscountField({
  label,
  value,
  onChange,
  invalid,
  error,
  testId,
}: {
  label: string;
  value: DiscountDraft;
  onChange: (d: DiscountDraft) => void;
  invalid?: boolean;
  error?: string | null;
  testId: string;
}) {
  const { t } = useTranslation('sell');
  const fmt = useFormat();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-1.5">
        <div className="min-w-0 flex-1">
          <AmountInput
            id={id}
            value={fmt.digits(value.value)}
            prefix={value.type === 'AMOUNT' ? '৳' : undefined}
            suffix={value.type === 'PERCENT' ? '%' : undefined}
            placeholder={t('counter.none')}
            aria-invalid={invalid || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange({ ...value, value: e.target.value })}
            data-testid={testId}
          />
        </div>
        <div role="group" aria-label={t('counter.discountKind', { field: label })} className="flex shrink-0 rounded-md bg-muted p-1">
          {(['AMOUNT', 'PERCENT'] as const).map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={value.type === type}
              aria-label={t(`counter.discountType.${type}`)}
              onClick={() => onChange({ ...value, type })}
              data-testid={`${testId}-${type.toLowerCase()}`}
              className={cn(
                'min-w-9 rounded-sm px-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                value.type === type ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {type === 'AMOUNT' ? '৳' : '%'}
            </button>
          ))}
        </div>
      </div>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
