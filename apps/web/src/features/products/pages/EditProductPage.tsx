import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@dokani/contracts';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageTitle } from '@/shared/ui/page-title';
import { PageSkeleton } from '@/shared/ui/skeleton';
import { FormAlert } from '@/shared/ui/form';
import { useProduct, useUpdateProduct } from '../api';
import { productToForm } from '../lib/form';
import { ProductForm } from '../components/ProductForm';
import { ProductPhotos } from '../components/ProductPhotos';
import { ProductStatusActions } from '../components/ProductStatusActions';

/** /product/:productId: edit every field; stock is shown, changed only through stock updates. */
export default function EditProductPage() {
  const { t } = useTranslation('products');
  const { productId = '' } = useParams();
  const product = useProduct(productId);

  return (
    <div data-testid="product-edit-page" className="mx-auto w-full max-w-3xl">
      <PageTitle title={product.data?.name ?? t('form.editTitle')} />
      {product.isPending ? (
        <PageSkeleton label={t('common:loading')} />
      ) : product.isError ? (
        <FormAlert
          message={
            product.error instanceof ApiError && product.error.status === 404
              ? t('form.notFound')
              : `${t('form.loadFailed')} — ${product.error.message}`
          }
        >
          <ButtonLink variant="link" size="inline" to="/product">
            {t('form.backToList')}
          </ButtonLink>
        </FormAlert>
      ) : (
        <EditForm key={product.data.id} product={product.data} />
      )}
    </div>
  );
}

function EditForm({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const { lang } = useFormat();
  const navigate = useNavigate();
  const update = useUpdateProduct(product.id);
  const [defaults] = useState(() => productToForm(product, lang));

  return (
    <div className="flex flex-col gap-4">
      {product.status === 'inactive' ? (
        <p className="rounded-md border border-border bg-muted p-3 text-sm">{t('status.inactiveBanner')}</p>
      ) : null}
      <ProductForm
        mode={{
          kind: 'edit',
          product,
          onSave: async (body) => {
            const saved = await update.mutateAsync(body);
            notify('success', t('form.saved', { name: saved.name }));
            navigate('/product');
          },
        }}
        defaultValues={defaults}
        photos={<ProductPhotos product={product} />}
        submitLabel={t('form.saveEdit')}
      />
      <ProductStatusActions product={product} />
    </div>
  );
}
