import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ulid } from '@dokani/core/ulid';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { PageTitle } from '@/shared/ui/page-title';
import type { Product } from '@dokani/contracts';
import { fetchProduct, productKeys, uploadProductPhoto, useCreateProduct, useShopId } from '../api';
import { EMPTY_PRODUCT_FORM } from '../lib/form';
import { normalizeCode } from '../lib/search';
import { PendingPhotos, usePendingPhotos } from '../components/PendingPhotos';
import { ProductForm } from '../components/ProductForm';

/**
 * /product/add. The product's id is a client ULID made once when the page opens, so a double
 * tap or a retried save never makes two products. Photos upload once the product exists.
 */
export default function AddProductPage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const shopId = useShopId();
  const create = useCreateProduct();
  const photos = usePendingPhotos();
  const [params] = useSearchParams();
  const [id] = useState(() => ulid());
  const [defaults] = useState(() => ({ ...EMPTY_PRODUCT_FORM, barcode: normalizeCode(params.get('barcode') ?? '') }));

  return (
    <div data-testid="product-add-page" className="mx-auto w-full max-w-3xl">
      <PageTitle title={t('form.addTitle')} />
      <ProductForm
        mode={{
          kind: 'create',
          id,
          onSave: async (body) => {
            let product: Product;
            try {
              product = await create.mutateAsync(body);
            } catch (e) {
              // An earlier try was saved (its answer was lost) and the form changed since: open
              // that product instead of saying "conflict".
              const saved = e instanceof ApiError && e.code === 'ID_CONFLICT' ? await fetchProduct(shopId, id).catch(() => null) : null;
              if (!saved) throw e;
              notify('info', t('form.alreadySaved', { name: saved.name }));
              navigate(`/product/${saved.id}`, { replace: true });
              return;
            }
            const failed: string[] = [];
            for (const photo of photos.items) {
              try {
                await uploadProductPhoto(shopId, product.id, photo.blob, photo.name);
              } catch (e) {
                failed.push(
                  t('photos.uploadFailed', { name: photo.name, reason: e instanceof ApiError ? e.message : t('common:errors.unknown') }),
                );
              }
            }
            if (photos.items.length) void qc.invalidateQueries({ queryKey: productKeys.all(shopId) });
            if (failed.length) {
              // The product is saved; its page lets the person try the photos again.
              notify('error', `${t('form.createdPhotosFailed')} ${failed.join(' ')}`);
              navigate(`/product/${product.id}`, { replace: true });
              return;
            }
            notify('success', t('form.created', { name: product.name }));
            navigate('/product', { replace: true });
          },
        }}
        defaultValues={defaults}
        photos={<PendingPhotos photos={photos} productName="" />}
        submitLabel={t('form.saveAdd')}
      />
    </div>
  );
}
