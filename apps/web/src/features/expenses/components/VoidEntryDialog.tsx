import { useTranslation } from 'react-i18next';
import type { CashbookEntry } from '@dokani/contracts';
import { notify } from '@/shared/lib/notify';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useVoidEntry } from '../api';
import { VOID_REASON_MAX } from '../entry-body';
import type { Book } from '../keys';

/** Asks for the reason and voids the entry (it stays in the book, out of the totals). */
export function VoidEntryDialog({ book, entry, onClose }: { book: Book; entry: CashbookEntry | null; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  const voidEntry = useVoidEntry(book);
  return (
    <ReasonDialog
      open={entry !== null}
      onClose={onClose}
      title={t('void.title')}
      body={t('void.body')}
      reasonLabel={t('void.reason')}
      required
      max={VOID_REASON_MAX}
      cancelLabel={t('common:actions.cancel')}
      confirmLabel={t('void.confirm')}
      pending={voidEntry.isPending}
      onConfirm={async (reason) => {
        if (!entry) return;
        await voidEntry.mutateAsync({ id: entry.id, reason });
        notify('success', t('void.done'));
      }}
      testIds={{ dialog: 'expense-void-dialog', reason: 'expense-void-reason', confirm: 'expense-void-confirm' }}
    />
  );
}
