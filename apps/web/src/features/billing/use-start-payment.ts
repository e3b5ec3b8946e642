import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ulid } from '@dokani/core';
import type { PaymentProviderName } from '@dokani/contracts/billing';
import { useCreatePayment } from './api';

/**
 * Paying for something (a package, an SMS pack): the provider chosen (the first offered until
 * another is), and Pay — which sends the browser to the provider's page, or, when the payment
 * ended at once, to `resultPath`. The payment's id is made once, so a retried Pay is the same
 * payment; another provider is another payment.
 */
export function useStartPayment(
  providers: readonly PaymentProviderName[],
  resultPath: (paymentId: string) => string,
  onEnded?: () => void,
) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const create = useCreatePayment();
  const [id, setId] = useState(() => ulid());
  const [picked, setPicked] = useState<PaymentProviderName | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const provider = picked && providers.includes(picked) ? picked : (providers[0] ?? null);

  function choose(p: PaymentProviderName) {
    if (p === provider) return;
    setPicked(p);
    setId(ulid());
    setError(null);
  }

  async function pay(packageId: string) {
    if (!provider) return;
    setError(null);
    try {
      const payment = await create.mutateAsync({ id, packageId, provider });
      if (payment.status === 'initiated' && payment.redirectUrl) {
        setLeaving(true);
        window.location.assign(payment.redirectUrl);
      } else {
        onEnded?.();
        navigate(resultPath(payment.id), { replace: true });
      }
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('errors.unknown'));
    }
  }

  return { provider, choose, pay, error, leaving, pending: create.isPending };
}
