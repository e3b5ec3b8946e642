import { useTranslation } from 'react-i18next';
import { Badge } from '@/shared/ui/states';
import { moneySign } from '../../receipt/format';

/** Void, returned, quick-sell, offline and stock-short marks of a memo (the list's rows and the detail's header). */
export function StatusBadges({
  status,
  returnedAmount,
  quick,
  offline,
  stockShort,
}: {
  status: 'completed' | 'void';
  returnedAmount: string;
  quick?: boolean;
  /** Made on a device while the network was down. */
  offline?: boolean;
  /** Arrived after the stock had gone short: for the owner to review. */
  stockShort?: boolean;
}) {
  const { t } = useTranslation('books');
  return (
    <>
      {status === 'void' ? (
        <span data-testid="badge-void">
          <Badge tone="danger">{t('status.void')}</Badge>
        </span>
      ) : null}
      {moneySign(returnedAmount) > 0 ? (
        <span data-testid="badge-returned">
          <Badge tone="warning">{t('badges.returned')}</Badge>
        </span>
      ) : null}
      {stockShort ? (
        <span data-testid="badge-stock-short">
          <Badge tone="danger">{t('badges.stockShort')}</Badge>
        </span>
      ) : null}
      {offline ? (
        <span data-testid="badge-offline">
          <Badge tone="neutral">{t('badges.offline')}</Badge>
        </span>
      ) : null}
      {quick ? (
        <span data-testid="badge-quick">
          <Badge tone="neutral">{t('badges.quick')}</Badge>
        </span>
      ) : null}
    </>
  );
}
