import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { Spinner } from '@/shared/ui/spinner';
import { Button, type ButtonProps } from '@/shared/ui/button';

/** A message about the whole form, read out when it appears. */
export function FormAlert({ message, children }: { message?: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="form-error"
      className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="min-w-0">
        <p>{message}</p>
        {children}
      </div>
    </div>
  );
}

/** The step's main button; shows a spinner and stays disabled while the call runs. */
export function SubmitButton({ pending, children, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" data-testid="submit" disabled={pending} aria-busy={pending} {...props}>
      {pending ? <Spinner /> : null}
      {children}
    </Button>
  );
}
