import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import type { OutboxEntry } from './db';
import { useOutboxState } from './outbox-state';

/**
 * The list of what waits on this device (loaded when the badge is pressed): each with its
 * provisional number, when it was made and its total, "send now", and for one the server refused,
 * its words, "try again" and "remove".
 */
export default function OutboxDialog({
  open,
  onOpenChange,
  label,
  send,
  sending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  send: () => Promise<void>;
  sending: boolean;
}) {
  const { t } = useTranslation('shop');
  const fmt = useFormat();
  const state = useOutboxState();
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  const [removing, setRemoving] = useState<OutboxEntry | null>(null);

  const load = useCallback(async () => {
    const { outboxEntries } = await import('./outbox');
    setEntries(await outboxEntries());
  }, []);
  useEffect(() => {
    if (open) void load();
  }, [open, load, state.count]);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent data-testid="outbox-dialog" closeLabel={t('common:actions.close')} className="flex flex-col gap-3">
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>{t('outbox.explain')}</DialogDescription>
          {state.lastError ? (
            <p role="status" className="rounded-md bg-muted p-2 text-sm" data-testid="outbox-last-error">
              {t('outbox.lastError', { reason: reasonText(t, state.lastError) })}
            </p>
          ) : null}
          <ul className="flex max-h-[50dvh] flex-col gap-2 overflow-y-auto" data-testid="outbox-list">
            {(entries ?? []).map((e) => {
              const local = e.local as { total?: string; title?: string | null } | null;
              return (
                <li key={e.id} className="flex flex-col gap-1 rounded-md border border-border p-2" data-testid="outbox-entry">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold">{e.label ? fmt.digits(e.label) : (local?.title ?? t('outbox.duePayment'))}</span>
                    <span className="tabular-nums">{local?.total ? fmt.moneyText(local.total) : ''}</span>
                  </div>
                  <span className="text-sm text-muted-foreground">{fmt.dateTime(new Date(e.createdAt).toISOString())}</span>
                  {e.error ? (
                    <>
                      <p className="text-sm text-destructive" data-testid="outbox-entry-error">
                        {e.error.message}
                      </p>
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            void import('./outbox')
                              .then((m) => m.retryOutboxEntry(e.id))
                              .then(send)
                              .then(load)
                          }
                        >
                          <RefreshCw aria-hidden="true" />
                          {t('outbox.retry')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          className="text-destructive"
                          onClick={() => setRemoving(e)}
                          data-testid="outbox-remove"
                        >
                          <Trash2 aria-hidden="true" />
                          {t('outbox.remove')}
                        </Button>
                      </div>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <Button onClick={() => void send().then(load)} disabled={sending} data-testid="outbox-send">
            {sending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {t('outbox.sendNow')}
          </Button>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t('outbox.removeTitle', { number: fmt.digits(removing?.label ?? '') })}
        body={t('outbox.removeBody')}
        confirmLabel={t('outbox.remove')}
        pending={false}
        testId="outbox-remove-confirm"
        onConfirm={() => {
          const e = removing;
          setRemoving(null);
          if (!e) return;
          void import('./outbox')
            .then((m) => m.removeFromOutbox(e.id))
            .then(load)
            .then(() => notify('success', t('outbox.removed')));
        }}
      />
    </>
  );
}

function reasonText(t: (k: string) => string, reason: string): string {
  if (reason === 'network' || reason === 'session' || reason === 'server') return t(`outbox.reasons.${reason}`);
  return reason;
}
