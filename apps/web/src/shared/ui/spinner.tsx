import { LoaderCircle } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

/** A turning circle; pass `label` when it stands alone so screen readers hear what is happening. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
