import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptText } from 'lucide-react';
import type { CashbookEntry } from '@dokani/contracts';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { EmptyState, ListSkeleton, LoadMore } from '@/shared/ui/states';
import { FormAlert } from '@/shared/ui/form';
import { useEntries, type EmployeeOption } from '../api';
import { useFormat } from '@/shared/lib/format';
import type { Book, DateRange } from '../keys';
import { VoidEntryDialog } from './VoidEntryDialog';

function EntryRow({ entry, employee, onVoid }: { entry: CashbookEntry; employee: string | null; onVoid: () => void }) {
  const { t } = useTranslation('expenses');
  const fmt = useFormat();
  const voided = entry.status === 'void';
  return (
    <li
      data-testid="expense-row"
      data-status={entry.status}
      className="flex flex-col gap-1 rounded-lg border border-border bg-card p-3 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{entry.categoryName}</p>
          <p className="text-sm text-muted-foreground">{fmt.dateTime(entry.occurredAt)}</p>
        </div>
        <p className={cn('shrink-0 text-lg font-semibold tabular-nums', voided && 'text-muted-foreground line-through')}>
          {fmt.moneyText(entry.amount)}
        </p>
      </div>
      {employee ? <p className="text-sm">{t('list.employee', { name: employee })}</p> : null}
      {entry.note ? <p className="break-words text-sm">{entry.note}</p> : null}
      {entry.reason ? <p className="break-words text-sm text-muted-foreground">{entry.reason}</p> : null}
      {entry.details ? <p className="whitespace-pre-line break-words text-sm text-muted-foreground">{entry.details}</p> : null}
      {voided ? (
        <p className="text-sm font-medium text-destructive">
          {t('list.voided')}
          {entry.voidReason ? ` · ${t('list.voidReasonShown', { reason: entry.voidReason })}` : ''}
        </p>
      ) : (
        <div className="flex justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={onVoid}
            data-testid="expense-void"
            aria-label={`${t('void.action')}: ${entry.categoryName} ${fmt.moneyText(entry.amount)}`}
          >
            {t('void.action')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The entries of the period, newest first, each with its void action. */
export function EntryList({ book, range, employees }: { book: Book; range: DateRange; employees: EmployeeOption[] }) {
  const { t } = useTranslation('expenses');
  const entries = useEntries(book, range);
  const [voiding, setVoiding] = useState<CashbookEntry | null>(null);
  const names = new Map(employees.map((e) => [e.id, e.name]));

  if (entries.isPending) return <ListSkeleton />;
  if (entries.isError)
    return (
      <FormAlert message={`${t('list.loadFailed')} ${entries.error.message}`}>
        <Button variant="link" size="inline" onClick={() => void entries.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </FormAlert>
    );
  const items = entries.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={ReceiptText}
        title={t(book === 'expense' ? 'list.emptyExpense' : 'list.emptyIncome')}
        body={t('list.emptyBody')}
        testId="expense-empty"
      />
    );
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t('list.title')}>
        {items.map((e) => (
          <EntryRow key={e.id} entry={e} employee={e.employeeId ? (names.get(e.employeeId) ?? null) : null} onVoid={() => setVoiding(e)} />
        ))}
      </ul>
      <LoadMore hasMore={entries.hasNextPage} loading={entries.isFetchingNextPage} onMore={() => void entries.fetchNextPage()} />
      <VoidEntryDialog book={book} entry={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
