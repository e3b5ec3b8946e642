import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { formatMoneyDecimal } from '@dokani/core/money';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { inputClass } from '@/shared/ui/input';
import { AmountInput } from '@/shared/ui/amount-input';
import { COUNTER_METHODS, cleanTyped, type CounterKind, type CounterMethod, type PaymentDraft } from '../cart';
import { MAX_PAYMENTS } from '../cart-store';

export interface PaymentsEditorProps {
  kind: CounterKind;
  payments: readonly PaymentDraft[];
  /** What a blank row stands for now (the rest of the total); null while the total is unknown. */
  rest: bigint | null;
  /** Rows whose amount cannot be read. */
  invalid: readonly number[];
  onAdd: (method: CounterMethod) => void;
  onChange: (key: string, patch: Partial<Omit<PaymentDraft, 'key'>>) => void;
  onRemove: (key: string) => void;
  /** Enter in an amount: book it (keyboard and scanner counters). */
  onEnter?: () => void;
}

/**
 * How the money comes (or goes): one row per payment — method and amount. A blank amount is "the
 * rest", so a plain cash sale needs no typing; a smaller amount leaves the rest due, a larger cash
 * amount gives change. "All due" clears every row to 0.
 */
export function PaymentsEditor({ kind, payments, rest, invalid, onAdd, onChange, onRemove, onEnter }: PaymentsEditorProps) {
  const { t } = useTranslation('sell');
  const fmt = useFormat();
  const firstBlank = payments.findIndex((p) => cleanTyped(p.amount) === '');
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && onEnter) {
      e.preventDefault();
      onEnter();
    }
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid="payments">
      <legend className="mb-1.5 text-sm font-medium">{t(`${kind}.paymentsLegend`)}</legend>
      {payments.map((p, i) => {
        const methodLabel = t(`counter.method.${p.method}`);
        return (
          <div key={p.key} className="flex min-w-0 items-center gap-1.5" data-testid="payment-row">
            <div className="w-[7.5rem] shrink-0">
              <select
                value={p.method}
                aria-label={t('counter.methodOf', { n: fmt.number(i + 1) })}
                onChange={(e) => onChange(p.key, { method: e.target.value as CounterMethod })}
                className={inputClass}
                data-testid="payment-method"
              >
                {COUNTER_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {t(`counter.method.${m}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0 flex-1">
              <AmountInput
                prefix="৳"
                value={fmt.digits(p.amount)}
                aria-label={t(`${kind}.amountOf`, { method: methodLabel })}
                aria-invalid={invalid.includes(i) || undefined}
                placeholder={i === firstBlank && rest !== null ? fmt.digits(formatMoneyDecimal(rest)) : fmt.digits('0')}
                onChange={(e) => onChange(p.key, { amount: e.target.value })}
                onKeyDown={onKeyDown}
                data-testid="payment-amount"
              />
            </div>
            {payments.length > 1 ? (
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0"
                aria-label={t('counter.removePayment', { method: methodLabel })}
                onClick={() => onRemove(p.key)}
                data-testid="payment-remove"
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        );
      })}
      <p className="text-sm text-muted-foreground">{t(`${kind}.paymentsHint`)}</p>
      <div className="flex flex-wrap gap-2">
        {payments.length < MAX_PAYMENTS ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAdd(payments.some((p) => p.method === 'cash') ? 'qr-code' : 'cash')}
            data-testid="payment-add"
          >
            <Plus aria-hidden="true" />
            {t('counter.addPayment')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          onClick={() => payments.forEach((p) => onChange(p.key, { amount: fmt.digits('0') }))}
          data-testid="payment-all-due"
        >
          {t(`${kind}.allDue`)}
        </Button>
      </div>
    </fieldset>
  );
}
