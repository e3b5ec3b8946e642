import { ChevronDown, Filter } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';

/**
 * The button that folds a list's filters away and back on a phone (the panel it `controls`),
 * with how many of them are set. `className` sizes it to where it sits.
 */
export function FiltersToggle({
  open,
  onToggle,
  controls,
  label,
  active,
  testId,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  label: string;
  active: number;
  testId: string;
  className: string;
}) {
  const fmt = useFormat();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      data-testid={testId}
      onClick={onToggle}
      className={cn(
        'flex w-full items-center gap-2 text-left font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Filter aria-hidden="true" className="size-4 text-primary" />
      <span className="flex-1">{label}</span>
      {active > 0 ? <span className="rounded-full bg-secondary px-2 text-sm text-secondary-foreground">{fmt.number(active)}</span> : null}
      <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
    </button>
  );
}
