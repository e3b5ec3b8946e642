import { cn } from '@/shared/lib/cn';

/** An on/off switch (role="switch"): labelled by another element, described by an explanation. */
export function Switch({
  on,
  onToggle,
  labelledBy,
  describedBy,
  busy = false,
  testId,
}: {
  on: boolean;
  onToggle: () => void;
  labelledBy: string;
  describedBy?: string | undefined;
  busy?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy}
      disabled={busy}
      data-testid={testId}
      onClick={onToggle}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-60',
        on ? 'bg-primary' : 'bg-input',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'block size-6 rounded-full bg-white shadow ring-1 ring-black/10 transition-transform',
          on ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}
