import { useTranslation } from 'react-i18next';
import type { PaymentProviderName } from '@dokani/contracts/constants';
import { cn } from '@/shared/lib/cn';

/**
 * The payment providers offered, as large radio cards with each one's name and a hint (the
 * subscription checkout and the SMS packs pay through the same providers). Needs the 'billing'
 * namespace.
 */
export function ProviderChoice({
  providers,
  value,
  onChange,
  legend,
  legendClassName,
  testIdPrefix,
}: {
  providers: readonly PaymentProviderName[];
  value: PaymentProviderName | null | undefined;
  onChange: (provider: PaymentProviderName) => void;
  legend: string;
  legendClassName?: string;
  /** Each radio's test id is `<prefix>-<provider>`. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation('billing');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={cn('mb-2 font-semibold', legendClassName)}>{legend}</legend>
      {providers.map((p) => (
        <label
          key={p}
          className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border border-input bg-card p-3 transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input
            type="radio"
            name="provider"
            value={p}
            checked={value === p}
            onChange={() => onChange(p)}
            className="size-5 shrink-0 accent-primary"
            data-testid={`${testIdPrefix}-${p}`}
          />
          <span className="min-w-0">
            <span className="block font-medium">{t(`providers.${p}.name`)}</span>
            <span className="block text-sm text-muted-foreground">{t(`providers.${p}.hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
