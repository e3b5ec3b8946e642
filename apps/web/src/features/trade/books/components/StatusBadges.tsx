import { useTranslation } from 'react-i18next';
import { Badge } from '@/shared/ui/states';
import { moneySign } from '../../receipt/format';

/** Void, returned and quick-sell marks of a memo (the list's rows and the detail's header). */
export function StatusBadges({ status, returnedAmount, quick }: { status: 'completed' | 'void'; returnedAmount: string; quick?: boolean }) {
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
      {quick ? (
        <span data-testid="badge-quick">
          <Badge tone="neutral">{t('badges.quick')}</Badge>
        </span>
      ) : null}
    </>
  );
}
