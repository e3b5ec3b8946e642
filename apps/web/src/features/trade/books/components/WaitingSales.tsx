import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloudOff } from 'lucide-react';
import type { Sale } from '@dokani/contracts';
import { useShopId } from '@/shared/lib/shop';
import type { OutboxEntry } from '@/shared/offline/db';
import { useOutboxState } from '@/shared/offline/outbox-state';
import { Badge } from '@/shared/ui/states';
import { useBookFormat } from '../format';

/**
 * The sales book's part on this device: the sales made offline that wait to be sent, newest
 * first, each opening its receipt; they join the book above once the server has them.
 */
export function WaitingSales() {
  const { t } = useTranslation('books');
  const fmt = useBookFormat();
  const shopId = useShopId();
  const { count } = useOutboxState();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);

  useEffect(() => {
    if (count === 0) return setEntries([]);
    let live = true;
    void import('@/shared/offline/outbox')
      .then((m) => m.outboxEntries(shopId))
      .then((all) => live && setEntries(all.filter((e) => e.kind === 'sale').reverse()))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [count, shopId]);

  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-sales"
      className="flex flex-col gap-2 rounded-lg border border-warning/50 bg-warning/5 p-3"
      data-testid="waiting-sales"
    >
      <h2 id="waiting-sales" className="flex items-center gap-2 font-semibold">
        <CloudOff aria-hidden="true" className="size-4" />
        {t('waiting.title')}
      </h2>
      <ul className="flex flex-col divide-y divide-border">
        {entries.map((e) => {
          const s = e.local as Sale;
          return (
            <li key={e.id} data-testid="waiting-sale">
              <Link to={`/print/sale/${e.id}`} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block font-medium">
                    {fmt.digits(s.number)}{' '}
                    <Badge tone={e.error ? 'danger' : 'warning'}>{t(e.error ? 'waiting.refused' : 'waiting.badge')}</Badge>
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    {fmt.dateTime(s.occurredAt)}
                    {s.customerName ? ` · ${s.customerName}` : ''}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{fmt.money(s.total)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
