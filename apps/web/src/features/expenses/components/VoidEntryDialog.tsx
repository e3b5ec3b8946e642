import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashbookEntry } from '@dokani/contracts';
import { notify } from '@/shared/lib/notify';
import { serverFieldError, tooLongError } from '@/shared/lib/form-errors';
import { translateMessage } from '@/shared/lib/messages';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { useVoidEntry } from '../api';
import { VOID_REASON_MAX } from '../entry-body';
import type { Book } from '../keys';

/** Asks for the reason and voids the entry (it stays in the book, out of the totals). */
export function VoidEntryDialog({ book, entry, onClose }: { book: Book; entry: CashbookEntry | null; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  const voidEntry = useVoidEntry(book);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function close() {
    setReason('');
    setError(null);
    setFormError(null);
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!entry || voidEntry.isPending) return;
    if (!reason.trim()) {
      setError(translateMessage('validation.required'));
      return;
    }
    const tooLong = tooLongError(reason, VOID_REASON_MAX);
    if (tooLong) {
      setError(tooLong);
      return;
    }
    try {
      await voidEntry.mutateAsync({ id: entry.id, reason: reason.trim() });
      notify('success', t('void.done'));
      close();
    } catch (caught) {
      const detail = serverFieldError(caught, 'reason');
      if (detail) setError(detail);
      else setFormError(caught instanceof Error ? caught.message : t('common:errors.unknown'));
    }
  }

  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="expense-void-dialog">
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('void.title')}</DialogTitle>
            <DialogDescription>{t('void.body')}</DialogDescription>
          </DialogHeader>
          <FormAlert message={formError} />
          <Field label={t('void.reason')} error={error}>
            <Input
              value={reason}
              autoComplete="off"
              data-testid="expense-void-reason"
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <SubmitButton pending={voidEntry.isPending} variant="destructive" data-testid="expense-void-confirm">
              {t('void.confirm')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
