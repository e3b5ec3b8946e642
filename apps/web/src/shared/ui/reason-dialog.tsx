import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredTextError, serverFieldError, tooLongError } from '@/shared/lib/form-errors';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { Field } from './field';
import { Input } from './input';
import { FormAlert, SubmitButton } from './form';

/**
 * Asks for a reason before something that cannot be undone (voiding an entry or a memo): the
 * reason (needed when `required`, at most `max` characters) goes to `onConfirm`, trimmed; done, the
 * dialog closes; refused, the server's words go on the reason or over the form.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  body,
  reasonLabel,
  reasonHint,
  required = false,
  max,
  cancelLabel,
  confirmLabel,
  confirmClassName,
  pending,
  onConfirm,
  testIds,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  body: ReactNode;
  reasonLabel: string;
  reasonHint?: string;
  required?: boolean;
  max: number;
  cancelLabel: string;
  confirmLabel: string;
  confirmClassName?: string;
  pending: boolean;
  onConfirm: (reason: string) => Promise<void>;
  testIds: { dialog: string; reason: string; confirm: string };
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function close() {
    setReason('');
    setReasonError(null);
    setFormError(null);
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const problem = required ? requiredTextError(reason, max) : tooLongError(reason, max);
    setReasonError(problem);
    if (problem) return;
    try {
      await onConfirm(reason.trim());
      close();
    } catch (caught) {
      const field = serverFieldError(caught, 'reason');
      if (field) setReasonError(field);
      else setFormError(caught instanceof Error ? caught.message : t('errors.unknown'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent closeLabel={t('actions.close')} data-testid={testIds.dialog}>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{body}</DialogDescription>
          </DialogHeader>
          <FormAlert message={formError} />
          <Field label={reasonLabel} hint={reasonHint} error={reasonError}>
            <Input
              value={reason}
              autoComplete="off"
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
              data-testid={testIds.reason}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {cancelLabel}
            </Button>
            <SubmitButton pending={pending} variant="destructive" className={confirmClassName} data-testid={testIds.confirm}>
              {confirmLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
