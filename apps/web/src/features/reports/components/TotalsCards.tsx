import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

export type Tone = 'plain' | 'good' | 'bad' | 'warn';

export const TONE: Record<Tone, string> = {
  plain: '',
  good: 'text-green-700 dark:text-green-400',
  bad: 'text-destructive',
  warn: 'text-amber-700 dark:text-amber-400',
};

export interface TotalCard {
  id: string;
  label: string;
  value: string;
  tone?: Tone;
  /** A line under the figure (a count, the change against the previous period). */
  hint?: ReactNode;
}

/** A report's totals: one card per figure, two a row on a phone. Test ids `<name>-total-<id>`. */
export function TotalsCards({ name, label, cards }: { name: string; label: string; cards: readonly TotalCard[] }) {
  return (
    <ul aria-label={label} data-testid={`${name}-totals`} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {cards.map((c) => (
        <li key={c.id} className="min-w-0 rounded-lg border border-border bg-card px-3 py-2 print:border-[#999]">
          <p className="truncate text-sm text-muted-foreground">{c.label}</p>
          <p
            data-testid={`${name}-total-${c.id}`}
            className={cn('text-lg font-semibold tabular-nums break-words', TONE[c.tone ?? 'plain'])}
          >
            {c.value}
          </p>
          {c.hint ? <div className="text-xs text-muted-foreground sm:text-sm">{c.hint}</div> : null}
        </li>
      ))}
    </ul>
  );
}
