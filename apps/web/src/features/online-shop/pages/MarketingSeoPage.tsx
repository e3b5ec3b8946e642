import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';
import { StorePage } from '../components/StorePage';
import { TextsForm, type TextSpec } from '../components/TextsForm';

/** /online-shop/marketing-seo: the title and description search engines and shared links show. */
export default function MarketingSeoPage() {
  const { t } = useTranslation('online');
  const specs: TextSpec<'title' | 'description'>[] = [
    { key: 'title', label: t('seo.title'), placeholder: t('seo.titlePlaceholder'), hint: t('seo.titleHint'), max: TEXT_LIMITS.seoTitle },
    {
      key: 'description',
      label: t('seo.description'),
      placeholder: t('seo.descriptionPlaceholder'),
      hint: t('seo.descriptionHint'),
      max: TEXT_LIMITS.seoDescription,
      rows: 3,
    },
  ];
  return (
    <StorePage title={t('nav:online.marketingSeo')} intro={t('seo.intro')} testId="marketing-seo-page">
      {(shop) => (
        <TextsForm group="seo" specs={specs} saved={shop.seo} saveLabel={t('seo.save')} savedMessage={t('seo.saved')} testId="seo" />
      )}
    </StorePage>
  );
}
