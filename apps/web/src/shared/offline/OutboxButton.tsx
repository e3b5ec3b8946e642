import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { useOutboxState } from './outbox-state';

const OutboxDialog = lazy(() => import('./OutboxDialog'));

/** While something waits: how often the device tries again (besides when the network comes back). */
const RETRY_MS = 20_000;

/**
 * Sends what waits in the outbox: on opening the app, when the network comes back, and every
 * 20 s while something waits. What was sent refreshes every screen's data (the books, stock, dues).
 */
export function useOutboxSender(): { send: () => Promise<void>; sending: boolean } {
  const qc = useQueryClient();
  const { count } = useOutboxState();
  const [sending, setSending] = useState(false);
  const send = useCallback(async () => {
    setSending(true);
    try {
      const { sendOutbox } = await import('./outbox');
      const r = await sendOutbox();
      if (r.sent.length > 0) await qc.invalidateQueries();
    } finally {
      setSending(false);
    }
  }, [qc]);
  // Opening the app: the summary is recounted from the device's store (the mirror may be stale).
  useEffect(() => {
    void import('./outbox-count').then((m) => m.recountOutbox()).catch(() => undefined);
  }, []);
  useEffect(() => {
    if (count === 0) return;
    if (navigator.onLine) void send();
    const online = () => void send();
    window.addEventListener('online', online);
    const timer = window.setInterval(() => navigator.onLine && void send(), RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [count, send]);
  return { send, sending };
}

/**
 * The header's badge: how many sales made offline wait on this device (red when the server refused
 * one or the last send failed for another reason than the network); opens the list. Nothing when
 * nothing waits. Words: the `shop` namespace (loaded with the signed-in layouts).
 */
export function OutboxButton() {
  const { t } = useTranslation('shop');
  const fmt = useFormat();
  const state = useOutboxState();
  const { send, sending } = useOutboxSender();
  const [open, setOpen] = useState(false);

  if (state.count === 0) return null;
  const label = t('outbox.badge', { count: state.count, n: fmt.number(state.count) });
  const problem = state.refused > 0 || (state.lastError !== null && state.lastError !== 'network');

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={problem ? 'shrink-0 gap-1 text-destructive' : 'shrink-0 gap-1 text-warning'}
        onClick={() => setOpen(true)}
        aria-label={label}
        title={label}
        data-testid="outbox-badge"
      >
        <CloudOff aria-hidden="true" className="!size-5" />
        <span className="tabular-nums font-semibold" data-testid="outbox-count">
          {fmt.number(state.count)}
        </span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <OutboxDialog open={open} onOpenChange={setOpen} label={label} send={send} sending={sending} />
        </Suspense>
      ) : null}
    </>
  );
}
