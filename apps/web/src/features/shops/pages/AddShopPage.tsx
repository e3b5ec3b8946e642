import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/lib/notify';
import { ulid } from '@dokani/core/ulid';
import { useAuthStore } from '@/shared/stores/auth';
import { PageTitle } from '@/shared/ui/page-title';
import { useCreateShop } from '../api';
import { ShopForm } from '../components/ShopForm';
import { toShopBody } from '../components/shop-form-schema';

/** /shop/add: business setup. The new shop's id is a client ULID, fixed for this form. */
export default function AddShopPage() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const create = useCreateShop();
  const [id] = useState(() => ulid());

  return (
    <div data-testid="add-shop-page">
      <PageTitle title={t('form.addTitle')} />
      <p className="-mt-2 mb-5 text-muted-foreground">{t('form.addSubtitle')}</p>
      <ShopForm
        initial={null}
        submitLabel={t('form.submitAdd')}
        onSave={async (values) => {
          const shop = await create.mutateAsync({ id, ...toShopBody(values) });
          useAuthStore.getState().setCurrentShop(shop);
          notify('success', t('form.created'));
          navigate('/home', { replace: true });
        }}
      />
    </div>
  );
}
