import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { balanceView } from '../balance';

/** A balance as words and colour: "পাবো ৳১,২৫০" in green, "দেবো ৳৪০" in red, "হিসাব পরিষ্কার". */
export function BalanceText({ balance, className, testId = 'contact-balance' }: { balance: string; className?: string; testId?: string }) {
  const { t } = useTranslation('dues');
  const { lang } = useFormat();
  const v = balanceView(balance, lang);
  return (
    <span data-testid={testId} data-kind={v.kind} className={cn('whitespace-nowrap font-semibold', v.className, className)}>
      {v.kind === 'settled' ? t('balance.settled') : t(`balance.${v.kind}`, { amount: v.amount })}
    </span>
  );
}
