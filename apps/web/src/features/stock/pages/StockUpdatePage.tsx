import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, StockMovement } from '@dokani/contracts';
import { ulid } from '@dokani/core/ulid';
import { Page } from '@/shared/ui/page-title';
import { useStockProduct } from '../api';
import { defaultDeviceName } from '../device-name';
import { isUpdateReason } from '../reasons';
import { EMPTY_VALUES, type StockUpdateValues } from '../update-body';
import { StockUpdateForm } from '../components/StockUpdateForm';
import { UpdateResult } from '../components/UpdateResult';
import { useParamsPatch } from '@/shared/lib/search-params';

/**
 * /stock/update — a manual stock update with its reason. `?productId=` preselects the product and
 * `?reason=` the reason (e.g. from the expired list).
 */
export default function StockUpdatePage() {
  const { t } = useTranslation('stock');
  const [params, patchParams] = useParamsPatch();
  const [productId, setProductId] = useState<string | null>(() => params.get('productId'));
  const [picked, setPicked] = useState<Product | null>(null);
  const [values, setValues] = useState<StockUpdateValues>(() => {
    const reason = params.get('reason') ?? '';
    return { ...EMPTY_VALUES, reason: isUpdateReason(reason) ? reason : '', deviceName: defaultDeviceName() };
  });
  // One client ULID per form: a retry of the same update is recognised by the server.
  const [formId, setFormId] = useState(() => ulid());
  const [result, setResult] = useState<StockMovement | null>(null);

  // The chosen product, fetched fresh so the current stock shown is the book's latest.
  const fresh = useStockProduct(productId);
  const product = fresh.data ?? (picked?.id === productId ? picked : null);
  const productError = fresh.isError
    ? `${t('picker.loadFailed')} ${fresh.error.message}`
    : product?.status === 'inactive'
      ? t('update.inactive')
      : null;

  function chooseProduct(p: Product | null) {
    setPicked(p);
    setProductId(p?.id ?? null);
    patchParams({ productId: p?.id });
  }

  function another() {
    setResult(null);
    setFormId(ulid());
    setValues((v) => ({ ...EMPTY_VALUES, reason: v.reason, direction: v.direction, deviceName: v.deviceName }));
  }

  return (
    <Page width="2xl" data-testid="stock-update-page" title={t('nav:stockUpdate')}>
      {result ? (
        <UpdateResult movement={result} onAnother={another} />
      ) : (
        <>
          <p className="-mt-2 text-muted-foreground">{t('update.intro')}</p>
          <StockUpdateForm
            formId={formId}
            product={product}
            productError={productError}
            productLoading={Boolean(productId) && fresh.isPending && !product}
            onProduct={chooseProduct}
            values={values}
            onValues={(patch) => setValues((v) => ({ ...v, ...patch }))}
            onDone={setResult}
          />
        </>
      )}
    </Page>
  );
}
