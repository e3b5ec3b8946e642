import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/lib/notify';
import { useAuthStore } from '@/shared/stores/auth';
import { PageTitle } from '@/shared/ui/page-title';
import { PageSkeleton } from '@/shared/ui/skeleton';
import { FormAlert } from '@/shared/ui/form';
import { useShop, useUpdateShop } from '../api';
import { ShopForm } from '../components/ShopForm';
import { toShopBody } from '../components/shop-form-schema';
import { ShopLogo } from '../components/ShopLogo';

/** /shop/edit: edits the current shop (its logo is saved at once, apart from the form). */
export default function EditShopPage() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const shopId = useAuthStore((s) => s.currentShopId);
  const shop = useShop(shopId);
  const update = useUpdateShop(shopId ?? '');

  if (!shopId) return <Navigate to="/shop" replace />;

  return (
    <div data-testid="edit-shop-page">
      <PageTitle title={t('form.editTitle')} />
      {shop.isPending ? (
        <PageSkeleton label={t('common:loading')} />
      ) : shop.isError ? (
        <FormAlert message={`${t('form.loadFailed')} — ${shop.error.message}`} />
      ) : (
        <>
          <ShopLogo shop={shop.data} />
          <ShopForm
            key={shop.data.id}
            initial={shop.data}
            submitLabel={t('form.submitEdit')}
            onSave={async (values) => {
              const saved = await update.mutateAsync(toShopBody(values));
              useAuthStore.getState().setCurrentShop(saved);
              notify('success', t('form.saved'));
              navigate('/home');
            }}
          />
        </>
      )}
    </div>
  );
}
