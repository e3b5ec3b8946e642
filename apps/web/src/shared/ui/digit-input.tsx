import { forwardRef, useImperativeHandle, useRef, useState, type InputHTMLAttributes } from 'react';
import { toAsciiDigits } from '@dokani/core/digits';
import { useBasicFormat } from '@/shared/lib/basic-format';
import { cn } from '@/shared/lib/cn';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'maxLength'>;

export interface DigitInputProps extends NativeProps {
  length: number;
  value: string;
  onValueChange: (digits: string) => void;
  /** Show dots instead of the digits (PIN). */
  masked?: boolean;
  'data-testid'?: string;
}

/** Keeps ASCII digits only (Bangla digits become ASCII), at most `length`. */
export function cleanDigits(raw: string, length: number): string {
  return toAsciiDigits(raw).replace(/\D/g, '').slice(0, length);
}

/**
 * A row of digit boxes backed by ONE real input laid over them: typing, pasting and the phone's
 * numeric keyboard all go into that input, so it has one label, works with password managers
 * and SMS code autofill, and screen readers read one field. Bangla digits are accepted.
 */
export const DigitInput = forwardRef<HTMLInputElement, DigitInputProps>(function DigitInput(
  { length, value, onValueChange, masked = false, className, 'data-testid': testId, onFocus, onBlur, ...props },
  ref,
) {
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLInputElement);
  const [focused, setFocused] = useState(false);
  const { digits } = useBasicFormat();
  const active = Math.min(value.length, length - 1);

  return (
    <div data-testid={testId} className={cn('relative flex w-full max-w-xs gap-2', className)}>
      {Array.from({ length }, (_, i) => {
        const ch = value[i];
        return (
          <div
            key={i}
            aria-hidden="true"
            className={cn(
              'flex h-12 min-w-0 flex-1 items-center justify-center rounded-md border bg-card text-xl font-semibold text-foreground',
              focused && i === active
                ? 'border-ring ring-2 ring-ring'
                : props['aria-invalid'] === true
                  ? 'border-destructive'
                  : 'border-input',
            )}
          >
            {ch === undefined ? '' : masked ? '•' : digits(ch)}
          </div>
        );
      })}
      <input
        ref={inner}
        type={masked ? 'password' : 'text'}
        inputMode="numeric"
        pattern="[0-9০-৯]*"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onValueChange(cleanDigits(e.target.value, length))}
        onFocus={(e) => {
          setFocused(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setFocused(false);
          onBlur?.(e);
        }}
        className="absolute inset-0 h-full w-full cursor-text rounded-md border-0 bg-transparent text-transparent caret-transparent opacity-0 outline-none [font-size:16px]"
        {...props}
      />
    </div>
  );
});

export const PIN_LENGTH = 5;
export const OTP_LENGTH = 6;

type FixedProps = Omit<DigitInputProps, 'length'>;

/** 5-digit PIN boxes (masked unless `masked={false}`). */
export const PinInput = forwardRef<HTMLInputElement, FixedProps>(function PinInput(props, ref) {
  return <DigitInput ref={ref} length={PIN_LENGTH} masked autoComplete="off" {...props} />;
});

/** 6-digit one-time-code boxes. */
export const OtpInput = forwardRef<HTMLInputElement, FixedProps>(function OtpInput(props, ref) {
  return <DigitInput ref={ref} length={OTP_LENGTH} autoComplete="one-time-code" {...props} />;
});
