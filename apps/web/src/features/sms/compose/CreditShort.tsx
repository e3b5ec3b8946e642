import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PackagePlus } from 'lucide-react';

/** Not enough credit: the words, and the way to the SMS packs. */
export function CreditShort({ message, testId }: { message: string; testId: string }) {
  const { t } = useTranslation('campaigns');
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
      data-testid={testId}
    >
      <p>{message}</p>
      <Link
        to="/sms/packages"
        className="inline-flex items-center gap-1.5 self-start font-medium text-primary underline-offset-4 hover:underline"
        data-testid={`${testId}-buy`}
      >
        <PackagePlus aria-hidden="true" className="size-4" />
        {t('balance.buy')}
      </Link>
    </div>
  );
}
