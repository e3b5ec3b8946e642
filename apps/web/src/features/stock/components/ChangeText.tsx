import { cn } from '@/shared/lib/cn';
import { decimalSign } from '@dokani/core/format-decimal';
import { useFormat } from '@/shared/lib/format';

/** A signed stock change: green "+5" in, red "−2" out. */
export function ChangeText({ change, className }: { change: string; className?: string }) {
  const fmt = useFormat();
  const sign = decimalSign(change);
  return (
    <span className={cn('font-semibold tabular-nums', sign > 0 && 'text-primary', sign < 0 && 'text-destructive', className)}>
      {fmt.signedQty(change)}
    </span>
  );
}
