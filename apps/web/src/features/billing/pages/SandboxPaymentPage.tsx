import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { QueryProvider } from '@/shared/lib/query-provider';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { Button } from '@/shared/ui/button';
import { ButtonAnchor } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { FormAlert } from '@/shared/ui/form';
import { LanguageToggle } from '@/shared/ui/language-toggle';
import { Spinner } from '@/shared/ui/spinner';
import { ListSkeleton, LoadError } from '@/shared/ui/states';
import { useCompleteSandbox, useSandboxPayment } from '../api';

type Outcome = 'success' | 'fail' | 'cancel';
const OUTCOMES: readonly { outcome: Outcome; variant: 'default' | 'destructive' | 'outline' }[] = [
  { outcome: 'success', variant: 'default' },
  { outcome: 'fail', variant: 'destructive' },
  { outcome: 'cancel', variant: 'outline' },
];

/**
 * /payments/sandbox/:paymentId — the test provider's page, outside the signed-in app: the amount
 * and three outcomes; the chosen one is sent and the browser goes back to the shop's return address.
 */
export default function SandboxPaymentPage() {
  return (
    <QueryProvider>
      <SandboxPayment />
    </QueryProvider>
  );
}

function SandboxPayment() {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const { paymentId = '' } = useParams();
  const payment = useSandboxPayment(paymentId);
  const complete = useCompleteSandbox(paymentId);
  const [chosen, setChosen] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function finish(outcome: Outcome, returnUrl: string) {
    setChosen(outcome);
    setError(null);
    try {
      await complete.mutateAsync(outcome);
      setLeaving(true);
      window.location.assign(returnUrl);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('common:errors.unknown'));
    }
  }

  const busy = complete.isPending || leaving;
  const missing = payment.error instanceof ApiError && payment.error.status === 404;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-4 px-4 py-6" data-testid="sandbox-page">
      <div className="flex justify-end">
        <LanguageToggle />
      </div>
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <FlaskConical aria-hidden="true" className="mt-1 size-6 shrink-0 text-warning" />
          <h1 className="text-xl font-semibold">{t('sandbox.title')}</h1>
        </div>
        {payment.isPending ? (
          <ListSkeleton rows={2} className="h-12" />
        ) : missing ? (
          <FormAlert message={t('sandbox.notFound')} />
        ) : payment.isError ? (
          <LoadError error={payment.error} onRetry={() => void payment.refetch()} />
        ) : payment.data.status !== 'initiated' ? (
          <div className="flex flex-col gap-3" data-testid="sandbox-done">
            <p>{t('sandbox.done', { status: t(`sandbox.paymentStatus.${payment.data.status}`) })}</p>
            <ButtonAnchor variant="outline" href={payment.data.returnUrl} data-testid="sandbox-return">
              {t('sandbox.back')}
            </ButtonAnchor>
          </div>
        ) : (
          <>
            <p className="text-muted-foreground">{t('sandbox.intro')}</p>
            <div className="rounded-lg bg-muted p-4 text-center">
              <p className="text-sm text-muted-foreground">{t('sandbox.amount')}</p>
              <p className="text-3xl font-bold" data-testid="sandbox-amount">
                {fmt.moneyText(payment.data.amount)}
              </p>
            </div>
            <FormAlert message={error} />
            <div className="flex flex-col gap-2">
              {OUTCOMES.map(({ outcome, variant }) => (
                <Button
                  key={outcome}
                  size="lg"
                  variant={variant}
                  disabled={busy}
                  aria-busy={busy && chosen === outcome}
                  onClick={() => void finish(outcome, payment.data.returnUrl)}
                  data-testid={`sandbox-${outcome}`}
                >
                  {busy && chosen === outcome ? <Spinner /> : null}
                  {t(`sandbox.${outcome}`)}
                </Button>
              ))}
            </div>
          </>
        )}
      </Card>
    </main>
  );
}
