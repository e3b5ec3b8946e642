import { useId, type ReactNode } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '@/shared/lib/cn';

/** An on/off switch with its label and a line of explanation; the label is the switch's name. */
export function ToggleField({
  label,
  hint,
  checked,
  onChange,
  testId,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
  /** Shown under the switch while it is on (e.g. the bulk price fields). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <label htmlFor={id} className="text-sm font-medium leading-6">
            {label}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          ) : null}
        </div>
        <SwitchPrimitive.Root
          id={id}
          checked={checked}
          onCheckedChange={onChange}
          data-testid={testId}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={cn(
            'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
          )}
        >
          <SwitchPrimitive.Thumb className="pointer-events-none block size-6 rounded-full bg-card shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
        </SwitchPrimitive.Root>
      </div>
      {checked && children ? <div className="grid gap-4 border-l-2 border-primary/40 pl-3 sm:grid-cols-2">{children}</div> : null}
    </div>
  );
}
