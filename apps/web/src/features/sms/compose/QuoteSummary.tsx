import { useTranslation } from 'react-i18next';
import type { SmsQuote } from '@dokani/contracts/sms';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { Spinner } from '@/shared/ui/spinner';
import { CreditShort } from './CreditShort';
import { ErrorText } from '@/shared/ui/field';

/** What the message costs, from the server's quote: recipients, SMS used, the balance before and after. */
export function QuoteSummary({ quote, checking }: { quote: SmsQuote | undefined; checking: boolean }) {
  const { t } = useTranslation('campaigns');
  const fmt = useFormat();
  const sms = (n: number) => t('units.sms', { count: n, n: fmt.number(n) });
  if (!quote) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="sms-quote-pending">
        {checking ? <Spinner /> : null}
        {checking ? t('quote.checking') : t('quote.chooseRecipients')}
      </p>
    );
  }
  const after = quote.balance.total - quote.smsCount;
  const row = 'flex items-baseline justify-between gap-3 py-1.5';
  return (
    <div className="flex flex-col gap-3" data-testid="sms-quote" aria-busy={checking}>
      <dl className={cn('divide-y divide-border', checking && 'opacity-70 transition-opacity')}>
        <div className={row}>
          <dt className="text-muted-foreground">{t('quote.recipients')}</dt>
          <dd className="font-semibold" data-testid="sms-quote-recipients">
            {t('units.people', { count: quote.recipients, n: fmt.number(quote.recipients) })}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t('quote.smsCount')}</dt>
          <dd className="text-right">
            <span className="block text-lg font-bold" data-testid="sms-quote-sms">
              {sms(quote.smsCount)}
            </span>
            <span className="block text-xs text-muted-foreground">
              {quote.personal
                ? t('quote.formulaPersonal')
                : t('quote.formula', { parts: fmt.number(quote.parts), recipients: fmt.number(quote.recipients) })}
            </span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t('quote.balance')}</dt>
          <dd className="font-semibold" data-testid="sms-quote-balance">
            {sms(quote.balance.total)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t('quote.after')}</dt>
          <dd className={cn('font-semibold', after < 0 && 'text-destructive')} data-testid="sms-quote-after">
            {after < 0 ? t('quote.notEnoughShort') : sms(after)}
          </dd>
        </div>
      </dl>
      {quote.recipients === 0 ? (
        <p className="text-sm font-medium text-warning" data-testid="sms-quote-nobody">
          {t('quote.nobody')}
        </p>
      ) : null}
      {quote.invalidNumbers.length > 0 ? (
        <div className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" data-testid="sms-quote-invalid">
          <p className="font-medium">
            {t('quote.invalid', { count: quote.invalidNumbers.length, n: fmt.number(quote.invalidNumbers.length) })}
          </p>
          <p className="break-words text-muted-foreground">{quote.invalidNumbers.join(', ')}</p>
        </div>
      ) : null}
      {quote.duplicates > 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="sms-quote-duplicates">
          {t('quote.duplicates', { count: quote.duplicates, n: fmt.number(quote.duplicates) })}
        </p>
      ) : null}
      <ErrorText error={quote.tooMany ? t('validation:sms.tooManyRecipients') : null} testId="sms-quote-too-many" />
      {!quote.enough && quote.recipients > 0 ? (
        <CreditShort message={t('quote.short', { needed: sms(quote.smsCount), available: sms(quote.balance.total) })} testId="sms-short" />
      ) : null}
    </div>
  );
}
