import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/shared/lib/cn';
import { inputClass } from '@/shared/ui/input';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Shown before the number (৳) or after it (a unit, %). */
  prefix?: string;
  suffix?: string;
};

/**
 * A number field for money, quantities and percentages: a text input with the phone's decimal
 * keyboard (Bangla digits and thousands commas are accepted and cleaned later), and ৳ or a
 * unit beside it.
 */
export const AmountInput = forwardRef<HTMLInputElement, Props>(function AmountInput({ prefix, suffix, className, ...props }, ref) {
  return (
    <div className="relative flex min-w-0 items-center">
      {prefix ? (
        <span aria-hidden="true" className="pointer-events-none absolute left-3 text-muted-foreground">
          {prefix}
        </span>
      ) : null}
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn(inputClass, prefix && 'pl-8', suffix && 'pr-16', className)}
        {...props}
      />
      {suffix ? (
        <span aria-hidden="true" className="pointer-events-none absolute right-3 max-w-14 truncate text-sm text-muted-foreground">
          {suffix}
        </span>
      ) : null}
    </div>
  );
});
