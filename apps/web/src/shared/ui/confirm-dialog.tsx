import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import { notify } from '@/shared/lib/notify';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  testId?: string;
}

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({ open, onOpenChange, title, body, confirmLabel, pending, onConfirm, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} data-testid={testId} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending} data-testid={testId ? `${testId}-confirm` : undefined}>
            {pending ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The mutation a confirmed action runs (a query's `useMutation`). */
interface ConfirmedMutation<V> {
  isPending: boolean;
  mutate: (variables: V, options: { onSuccess: () => void; onError: (e: Error) => void }) => void;
}

/**
 * A ConfirmDialog whose confirm runs `mutation` with `variables`: done, it closes and says `done`;
 * refused, the server's words are said and it stays open.
 */
export function ConfirmMutationDialog<V>({
  mutation,
  variables,
  done,
  ...dialog
}: Omit<ConfirmDialogProps, 'pending' | 'onConfirm'> & { mutation: ConfirmedMutation<V>; variables: V; done: string }) {
  return (
    <ConfirmDialog
      {...dialog}
      pending={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(variables, {
          onSuccess: () => {
            dialog.onOpenChange(false);
            notify('success', done);
          },
          onError: (e) => notify('error', e.message),
        })
      }
    />
  );
}
