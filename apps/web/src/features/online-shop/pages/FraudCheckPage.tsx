import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Info, ShieldCheck } from 'lucide-react';
import type { FraudCheck } from '@dokani/contracts/online-shop';
import { useFormat } from '@/shared/lib/format';
import { serverFieldError } from '@/shared/lib/form-errors';
import { ApiError } from '@/shared/lib/http';
import { i18n } from '@/shared/lib/i18n';
import { Card } from '@/shared/ui/card';
import { Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { Page } from '@/shared/ui/page-title';
import { Badge, ListSkeleton } from '@/shared/ui/states';
import { useFraudCheck } from '../api';

const TONE = { new: 'neutral', low: 'ok', medium: 'warning', high: 'danger' } as const satisfies Record<
  FraudCheck['risk'],
  'neutral' | 'ok' | 'warning' | 'danger'
>;
const FIGURES = ['orders', 'delivered', 'cancelled', 'returned'] as const;

/** The number's orders on every Dokani store as four figures, and its risk as a coloured label with a line saying what it means. */
function FraudResult({ result }: { result: FraudCheck }) {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="fraud-result" data-risk={result.risk}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold tabular-nums" data-testid="fraud-mobile-checked">
          {fmt.mobile(result.mobile)}
        </h2>
        <Badge tone={TONE[result.risk]}>
          <span data-testid="fraud-risk">{t(`fraud.risk.${result.risk}`)}</span>
        </Badge>
      </div>
      <p data-testid="fraud-risk-text">{t(`fraud.riskText.${result.risk}`)}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FIGURES.map((f) => (
          <div key={f} className="rounded-md border border-border bg-muted/50 p-3">
            <dt className="text-sm text-muted-foreground">{t(`fraud.${f}`)}</dt>
            <dd className="m-0 text-xl font-semibold tabular-nums" data-testid={`fraud-${f}`}>
              {fmt.number(result[f])}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * /online-shop/fraud-check: before sending an order, how a customer's number has ordered on every
 * Dokani store — orders, delivered, cancelled, returned, and a risk label. Counts only: never
 * another shop's name or the customer's details. The number is sent as typed (Bangla digits,
 * +880…): the server reads it, and says in the user's language when it is not a mobile number.
 */
export default function FraudCheckPage() {
  const { t } = useTranslation('online');
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [empty, setEmpty] = useState<string | null>(null);
  const check = useFraudCheck(asked);
  const badNumber =
    check.error instanceof ApiError && check.error.status === 400 ? (serverFieldError(check.error, 'mobile') ?? check.error.message) : null;
  const fieldError = empty ?? (typed.trim() === asked ? badNumber : null);
  const otherError = check.error && badNumber === null ? check.error.message || t('common:errors.unknown') : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const mobile = typed.trim();
    if (mobile === '') {
      setEmpty(i18n.t('validation:required'));
      return;
    }
    setEmpty(null);
    if (mobile === asked) void check.refetch();
    else setAsked(mobile);
  }

  return (
    <Page data-testid="fraud-page" title={t('nav:online.fraudCheck')} intro={t('fraud.intro')}>
      <Card className="p-4 sm:p-5">
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field label={t('fraud.mobile')} error={fieldError} className="flex-1">
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder={t('fraud.mobilePlaceholder')}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setEmpty(null);
              }}
              data-testid="fraud-mobile"
            />
          </Field>
          <SubmitButton pending={check.isFetching} size="default" className="w-full sm:mt-7 sm:w-auto" data-testid="fraud-check">
            {check.isFetching ? null : <ShieldCheck aria-hidden="true" />}
            {t('fraud.check')}
          </SubmitButton>
        </form>
      </Card>
      <FormAlert message={otherError} />
      {check.isFetching && !check.data ? <ListSkeleton rows={1} className="h-40" /> : null}
      {check.data && !check.error ? <FraudResult result={check.data} /> : null}
      <p className="flex gap-2 text-sm text-muted-foreground" data-testid="fraud-note">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('fraud.note')}
      </p>
    </Page>
  );
}
