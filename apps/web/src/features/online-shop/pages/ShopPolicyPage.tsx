import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';
import { StorePage } from '../components/StorePage';
import { TextsForm, type TextSpec } from '../components/TextsForm';

const POLICIES = ['returns', 'refund', 'privacy', 'terms'] as const;

/** /online-shop/shop-policy: the return, refund, privacy and terms texts customers read in the store. */
export default function ShopPolicyPage() {
  const { t } = useTranslation('online');
  const specs: TextSpec<(typeof POLICIES)[number]>[] = POLICIES.map((key) => ({
    key,
    label: t(`policy.${key}`),
    placeholder: t(`policy.${key}Placeholder`),
    max: TEXT_LIMITS.storePolicy,
    rows: 5,
  }));
  return (
    <StorePage title={t('nav:online.shopPolicy')} intro={t('policy.intro')} testId="shop-policy-page">
      {(shop) => (
        <TextsForm
          group="policies"
          specs={specs}
          saved={shop.policies}
          saveLabel={t('policy.save')}
          savedMessage={t('policy.saved')}
          testId="policy"
        />
      )}
    </StorePage>
  );
}
