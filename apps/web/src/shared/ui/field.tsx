import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '@/shared/lib/cn';
import { Label } from './label';

interface FieldProps {
  label: ReactNode;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Set when the control is not a labelable element (e.g. a group of boxes). */
  labelId?: string;
}

/** A label, its control, a hint and the error text under it. */
export function Field({ label, children, error, hint, id, className, labelId }: FieldProps) {
  const auto = useId();
  const controlId = id ?? `f${auto.replace(/:/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} id={labelId}>
        {label}
      </Label>
      <Slot id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

/** An error under a field or a part of a form, read out as it appears; nothing when there is none. */
export function ErrorText({ error, id, testId, className }: { error: ReactNode; id?: string; testId?: string; className?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', className)} data-testid={testId}>
      {error}
    </p>
  );
}
