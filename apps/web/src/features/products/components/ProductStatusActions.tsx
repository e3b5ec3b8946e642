import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Power, Printer, Trash2 } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { FormAlert } from '@/shared/ui/form';
import { useDeleteProduct, useUpdateProduct } from '../api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FormSection } from './FormSection';

/** Turn a product off or on, print its label, or delete it (which turns it off when it has history). */
export function ProductStatusActions({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const update = useUpdateProduct(product.id);
  const remove = useDeleteProduct(product.id);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = product.status === 'active';
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.message : t('common:errors.unknown'));

  async function toggle() {
    setError(null);
    try {
      await update.mutateAsync({ status: active ? 'inactive' : 'active' });
      notify('success', active ? t('status.deactivated') : t('status.reactivated'));
    } catch (e) {
      fail(e);
    }
  }

  async function destroy() {
    setError(null);
    try {
      const outcome = await remove.mutateAsync();
      setConfirming(false);
      if (outcome.kind === 'deleted') {
        notify('success', t('status.deleted', { name: product.name }));
        navigate('/product', { replace: true });
      } else {
        notify('info', t('status.deletedDeactivated', { name: product.name }));
      }
    } catch (e) {
      setConfirming(false);
      fail(e);
    }
  }

  return (
    <FormSection
      title={t('status.title')}
      aside={
        <span
          data-testid="product-status"
          className={
            active
              ? 'rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground'
              : 'rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground'
          }
        >
          {t(`status.${product.status}`)}
        </span>
      }
    >
      <p className="text-sm text-muted-foreground">{active ? t('status.activeHint') : t('status.inactiveHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void toggle()} disabled={update.isPending} data-testid="product-toggle-status">
          <Power aria-hidden="true" />
          {active ? t('status.deactivate') : t('status.reactivate')}
        </Button>
        <ButtonLink
          variant="outline"
          to={`/product/labels?ids=${encodeURIComponent(product.id)}`}
          data-testid="product-print-label"
          icon={Printer}
        >
          {t('status.printLabel')}
        </ButtonLink>
        <Button variant="outline" onClick={() => setConfirming(true)} data-testid="product-delete">
          <Trash2 aria-hidden="true" className="text-destructive" />
          <span className="text-destructive">{t('status.delete')}</span>
        </Button>
      </div>
      <FormAlert message={error} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('status.deleteTitle', { name: product.name })}
        body={t('status.deleteBody')}
        confirmLabel={t('status.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => void destroy()}
        testId="product-delete-dialog"
      />
    </FormSection>
  );
}
