import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { LoadError } from '@/shared/ui/states';
import { useShop } from '@/features/shops';
import { useShopSettings } from '@/features/settings';
import { usePurchase, useSale } from '../../api';
import { isPaper, receiptOfPurchase, receiptOfSale, receiptShopOf, type ReceiptPaper } from '../model';
import { ReceiptSheet, ReceiptSheetLoading } from '../ReceiptSheet';
import { ReceiptToolbar } from '../ReceiptToolbar';
import { useAutoPrint } from '../use-auto-print';
import { useReceiptPrint } from '../use-receipt-print';
import { useParamsPatch } from '@/shared/lib/search-params';

/**
 * /print/sale/:saleId and /print/purchase/:purchaseId — the memo alone on its paper, for the
 * browser's print dialog. `?paper=58|80|a4` (default: the shop's setting); `?auto=1` opens the
 * print dialog by itself once the memo and its fonts are loaded.
 */
export function PrintInvoicePage({ kind }: { kind: 'sale' | 'purchase' }) {
  const { t } = useTranslation('books');
  const params = useParams();
  const id = (kind === 'sale' ? params.saleId : params.purchaseId) ?? '';
  const [search, patchParams] = useParamsPatch();
  const sale = useSale(kind === 'sale' ? id : '');
  const purchase = usePurchase(kind === 'purchase' ? id : '');
  const invoice = kind === 'sale' ? sale : purchase;
  const shopId = useAuthStore((s) => s.currentShopId);
  const shop = useShop(shopId);
  const settings = useShopSettings();

  const asked = search.get('paper');
  const paper: ReceiptPaper = isPaper(asked) ? asked : (settings.data?.receiptPaper ?? '80');
  const setPaper = (p: ReceiptPaper) => patchParams({ paper: p, auto: null });

  const ready = Boolean(invoice.data && shop.data && (settings.data || settings.isError));
  const auto = search.get('auto') === '1';
  const receipt = useMemo(
    () => (invoice.data ? ('customerName' in invoice.data ? receiptOfSale(invoice.data) : receiptOfPurchase(invoice.data)) : null),
    [invoice.data],
  );
  const receiptShop = useMemo(() => (shop.data ? receiptShopOf(shop.data) : null), [shop.data]);
  const printing = useReceiptPrint({
    receipt,
    shop: receiptShop,
    settings: settings.data,
    paper,
    timeZone: shop.data?.timezone,
    afterSale: auto,
  });
  useAutoPrint(auto, ready, printing.print);

  const back = (
    <Button variant="ghost" size="icon" asChild>
      <Link
        to={kind === 'sale' ? `/sell-list/${id}` : `/purchase-list/${id}`}
        aria-label={t('print.backToMemo')}
        data-testid="receipt-back"
      >
        <ArrowLeft aria-hidden="true" className="!size-5" />
      </Link>
    </Button>
  );
  const toolbar = (
    <ReceiptToolbar
      paper={paper}
      onPaper={setPaper}
      onPrint={printing.print}
      start={back}
      disabled={!ready || printing.busy}
      printer={printing.thermal ? printing.printerName : null}
    />
  );

  const error = invoice.error ?? shop.error;
  if (error) {
    return (
      <div className="dk-print-desk" data-testid="print-page">
        {toolbar}
        <main className="mx-auto max-w-md p-4">
          <h1 className="sr-only">{t(kind === 'sale' ? 'receipt.saleTitle' : 'receipt.purchaseTitle')}</h1>
          <LoadError error={error} onRetry={() => void (invoice.error ? invoice.refetch() : shop.refetch())} />
        </main>
      </div>
    );
  }
  if (!ready || !invoice.data || !shop.data) {
    return <ReceiptSheetLoading toolbar={toolbar} />;
  }
  if (!receipt || !receiptShop) return null;
  return (
    <ReceiptSheet
      toolbar={toolbar}
      receipt={receipt}
      shop={receiptShop}
      thermalPreview={printing.thermal ? printing.preview : undefined}
      footer={settings.data?.receiptFooter ?? null}
      paper={paper}
      timeZone={shop.data.timezone}
    />
  );
}
