import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/lib/notify';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
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
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('void.title', { number: fmt.digits(invoice.number) })}
      body={t(kind === 'sales' ? 'void.bodySale' : 'void.bodyPurchase')}
      reasonLabel={t('void.reason')}
      reasonHint={t('void.reasonHint')}
      max={VOID_REASON_MAX}
      cancelLabel={t('void.keep')}
      confirmLabel={t('void.confirm')}
      confirmClassName="w-full sm:w-auto"
      pending={voidIt.isPending}
      onConfirm={async (reason) => {
        await voidIt.mutateAsync(reason || null);
        notify('success', t('void.done', { number: fmt.digits(invoice.number) }));
      }}
      testIds={{ dialog: 'void-dialog', reason: 'void-reason', confirm: 'void-confirm' }}
    />
  );
}
