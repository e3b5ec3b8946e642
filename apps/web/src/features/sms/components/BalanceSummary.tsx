import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsBalance } from '@dokani/contracts/sms';
import { useFormat } from '@/shared/lib/format';
import { Card } from '@/shared/ui/card';
import { ListSkeleton, LoadError } from '@/shared/ui/states';
import { useSmsBalance } from '../api';

function Figure({ label, value, strong, testId }: { label: string; value: number; strong?: boolean; testId: string }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={strong ? 'text-2xl font-bold' : 'text-lg font-semibold'} data-testid={testId}>
        {t('units.count', { n: fmt.number(value) })}
      </dd>
    </div>
  );
}

/** The balance's three figures (SMS): this month's free ones left, the bought ones, and all. */
export function BalanceFigures({ balance }: { balance: SmsBalance }) {
  const { t } = useTranslation('campaigns');
  return (
    <dl className="grid grid-cols-3 gap-3" data-testid="sms-balance">
      <Figure label={t('balance.free')} value={balance.free} testId="sms-balance-free" />
      <Figure label={t('balance.paid')} value={balance.paid} testId="sms-balance-paid" />
      <Figure label={t('balance.total')} value={balance.total} strong testId="sms-balance-total" />
    </dl>
  );
}

/** The shop's SMS credit in a card, with what the page offers beside it (buy, the history). */
export function BalanceSummary({ children, note }: { children?: ReactNode; note?: ReactNode }) {
  const { t } = useTranslation('campaigns');
  const balance = useSmsBalance();
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold">{t('balance.title')}</h2>
      {balance.isPending ? (
        <ListSkeleton rows={1} className="h-12" />
      ) : balance.isError ? (
        <LoadError error={balance.error} onRetry={() => void balance.refetch()} />
      ) : (
        <BalanceFigures balance={balance.data} />
      )}
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </Card>
  );
}
