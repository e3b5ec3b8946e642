import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PackageMinus } from 'lucide-react';
import { currentLanguage, i18n, loadNamespaces } from '@/shared/lib/i18n';
import { Skeleton } from '@/shared/ui/skeleton';
import { SettingSwitchRow } from './SettingSwitchRow';

/**
 * The shop's negative-stock setting: whether a sale or a stock removal may take stock below zero.
 * Read from GET /settings, saved with PATCH /settings, explained in words under the label.
 */
export function NegativeStockRow() {
  // Its words are in the stock namespace, which is fetched on demand (lazy-namespaces.ts).
  const [textsReady, setTextsReady] = useState(() => i18n.hasResourceBundle(currentLanguage(), 'stock'));
  useEffect(() => {
    if (!textsReady) void loadNamespaces(['stock']).then(() => setTextsReady(true));
  }, [textsReady]);
  if (!textsReady) {
    return (
      <li className="px-4 py-3">
        <Skeleton className="h-10" />
      </li>
    );
  }
  return <NegativeStockControl />;
}

function NegativeStockControl() {
  const { t } = useTranslation('stock');
  return (
    <SettingSwitchRow
      setting="allowNegativeStock"
      icon={PackageMinus}
      testId="setting-negative-stock"
      explainTestId="setting-negative-stock-explain"
      texts={{
        label: t('negativeStock.label'),
        explainOn: t('negativeStock.explainOn'),
        explainOff: t('negativeStock.explainOff'),
        on: t('negativeStock.on'),
        off: t('negativeStock.off'),
        loadFailed: t('negativeStock.loadFailed'),
        saved: t('negativeStock.saved'),
      }}
    />
  );
}
