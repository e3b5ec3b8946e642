import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError, tooLongError } from '@/shared/lib/form-errors';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { useTradeVoid } from '../../api';
import type { TradeKind } from '../../keys';
import { useBookFormat } from '../format';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';

/** The server's limit on the reason (contracts `trade.ts` `voidBody`). */
export const VOID_REASON_MAX = TEXT_LIMITS.invoiceVoidReason;

/** Voids a memo after a confirmation (the reason is optional): it stays in the book, marked void. */
export function VoidDialog({
  kind,
  invoice,
  open,
  onClose,
}: {
  kind: TradeKind;
  invoice: { id: string; number: string };
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('books');
  const fmt = useBookFormat();
  const voidIt = useTradeVoid(kind, invoice.id);
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  function close() {
    setReason('');
    setFormError(null);
    setReasonError(null);
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (voidIt.isPending) return;
    setFormError(null);
    const tooLong = tooLongError(reason, VOID_REASON_MAX);
    setReasonError(tooLong);
    if (tooLong) return;
    try {
      await voidIt.mutateAsync(reason.trim() || null);
      notify('success', t('void.done', { number: fmt.digits(invoice.number) }));
      close();
    } catch (caught) {
      const field = serverFieldError(caught, 'reason');
      if (field) setReasonError(field);
      else setFormError(caught instanceof Error ? caught.message : t('common:errors.unknown'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="void-dialog">
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('void.title', { number: fmt.digits(invoice.number) })}</DialogTitle>
            <DialogDescription>{t(kind === 'sales' ? 'void.bodySale' : 'void.bodyPurchase')}</DialogDescription>
          </DialogHeader>
          <FormAlert message={formError} />
          <Field label={t('void.reason')} hint={t('void.reasonHint')} error={reasonError}>
            <Input
              value={reason}
              autoComplete="off"
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
              data-testid="void-reason"
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('void.keep')}
            </Button>
            <SubmitButton pending={voidIt.isPending} variant="destructive" className="w-full sm:w-auto" data-testid="void-confirm">
              {t('void.confirm')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
