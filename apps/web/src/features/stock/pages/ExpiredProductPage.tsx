import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarCheck2, PackageMinus } from 'lucide-react';
import { toAsciiDigits } from '@dokani/core/digits';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { Page } from '@/shared/ui/page-title';
import { useExpiringProducts, type ExpiringItem } from '../api';
import { decimalSign } from '@dokani/core/format-decimal';
import { useFormat } from '@/shared/lib/format';
import { Segmented } from '@/shared/ui/segmented';
import { Badge, EmptyState, ListSkeleton, LoadError } from '@/shared/ui/states';
import { useParamsPatch } from '@/shared/lib/search-params';

export const EXPIRY_PRESETS = [7, 15, 30, 60, 90] as const;
export const DEFAULT_EXPIRY_DAYS = 30;
const MAX_DAYS = 3650;

function daysFrom(param: string | null): number {
  const n = param === null ? NaN : Number(param);
  return Number.isInteger(n) && n >= 0 && n <= MAX_DAYS ? n : DEFAULT_EXPIRY_DAYS;
}

/** Expired first (longest ago first), then the soonest to expire. */
export function sortExpiring(items: readonly ExpiringItem[]): ExpiringItem[] {
  return [...items].sort((a, b) => a.daysLeft - b.daysLeft || a.product.name.localeCompare(b.product.name));
}

function ExpiryRow({ item }: { item: ExpiringItem }) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const { product: p, daysLeft } = item;
  const expired = daysLeft < 0;
  const status = expired
    ? t('expired.expiredAgo', { count: -daysLeft, days: fmt.number(-daysLeft) })
    : daysLeft === 0
      ? t('expired.expiresToday')
      : t('expired.daysLeft', { count: daysLeft, days: fmt.number(daysLeft) });
  const hasStock = decimalSign(p.currentStock) > 0;
  return (
    <li
      data-testid="expired-row"
      data-days-left={daysLeft}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border border-l-4 bg-card p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between',
        expired || daysLeft === 0 ? 'border-l-destructive' : 'border-l-warning',
      )}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold leading-snug">{p.name}</h3>
          <Badge tone={expired || daysLeft === 0 ? 'danger' : 'warning'}>{status}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {p.expiryDate ? t('expired.expiryDate', { date: fmt.businessDate(p.expiryDate) }) : null}
          {p.batchNumber ? <> · {t('expired.batch', { batch: p.batchNumber })}</> : null}
        </p>
        <p className="text-sm">{t('expired.stock', { qty: fmt.qtyUnit(p.currentStock, p.unit) })}</p>
      </div>
      {expired && hasStock ? (
        <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
          <Link
            to={`/stock/update?productId=${encodeURIComponent(p.id)}&reason=expired`}
            aria-label={t('expired.removeOf', { name: p.name })}
          >
            <PackageMinus aria-hidden="true" />
            {t('expired.remove')}
          </Link>
        </Button>
      ) : null}
    </li>
  );
}

/** /expired-product — products expired or expiring within N days (default 30). */
export default function ExpiredProductPage() {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const [params, patchParams] = useParamsPatch();
  const days = daysFrom(params.get('days'));
  const isPreset = (EXPIRY_PRESETS as readonly number[]).includes(days);
  const [custom, setCustom] = useState(isPreset ? '' : String(days));
  const [customOpen, setCustomOpen] = useState(!isPreset);
  const query = useExpiringProducts(days);
  const items = useMemo(() => sortExpiring(query.data ?? []), [query.data]);
  const expiredCount = items.filter((i) => i.daysLeft < 0).length;

  const setDays = (n: number) => patchParams({ days: n === DEFAULT_EXPIRY_DAYS ? null : String(n) });

  const customValue = Number(toAsciiDigits(custom.trim()));
  const customValid = custom.trim() !== '' && Number.isInteger(customValue) && customValue >= 0 && customValue <= MAX_DAYS;

  return (
    <Page data-testid="expired-page" title={t('nav:expiredProduct')}>
      <section className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3 shadow-sm">
        <p className="text-sm font-medium">{t('expired.withinLabel')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Segmented<number | 'custom'>
            label={t('expired.withinLabel')}
            testId="expiry-days"
            value={customOpen ? 'custom' : days}
            options={[
              ...EXPIRY_PRESETS.map((d) => ({ value: d, label: t('expired.days', { days: fmt.number(d) }) })),
              { value: 'custom' as const, label: t('expired.custom') },
            ]}
            onChange={(v) => {
              if (v === 'custom') setCustomOpen(true);
              else {
                setCustomOpen(false);
                setDays(v);
              }
            }}
          />
        </div>
        {customOpen ? (
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (customValid) setDays(customValue);
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="expiry-custom">{t('expired.customLabel')}</Label>
              <Input
                id="expiry-custom"
                inputMode="numeric"
                className="w-28"
                value={custom}
                data-testid="expiry-custom"
                aria-invalid={custom.trim() !== '' && !customValid ? true : undefined}
                onChange={(e) => setCustom(e.target.value)}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={!customValid}>
              {t('expired.apply')}
            </Button>
          </form>
        ) : null}
      </section>

      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError && items.length === 0 ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={CalendarCheck2}
          title={t('expired.empty', { days: fmt.number(days) })}
          body={t('expired.emptyBody')}
          testId="expired-empty"
        />
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="expired-counts">
            {t('expired.counts', {
              expired: fmt.number(expiredCount),
              soon: fmt.number(items.length - expiredCount),
              days: fmt.number(days),
            })}
          </p>
          <ul aria-label={t('expired.listLabel')} className={cn('flex flex-col gap-2', query.isPlaceholderData && 'opacity-70')}>
            {items.map((item) => (
              <ExpiryRow key={item.product.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
