import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileX2 } from 'lucide-react';
import { QueryProvider } from '@/shared/lib/query-provider';
import { ApiError } from '@/shared/lib/http';
import { Button } from '@/shared/ui/button';
import { LanguageToggle } from '@/shared/ui/language-toggle';
import { usePublicReceipt } from '../api';
import { receiptOfSale, type ReceiptPaper } from '../model';
import { ReceiptSheet, ReceiptSheetLoading } from '../ReceiptSheet';
import { ReceiptToolbar } from '../ReceiptToolbar';

/** /r/:token — a receipt a shop shared by link or SMS: no sign-in, the memo and a print button. */
export default function PublicReceiptPage() {
  return (
    <QueryProvider>
      <PublicReceipt />
    </QueryProvider>
  );
}

function PublicReceipt() {
  const { t } = useTranslation('books');
  const { token = '' } = useParams();
  const receipt = usePublicReceipt(token);
  const [chosen, setChosen] = useState<ReceiptPaper | null>(null);
  const paper = chosen ?? receipt.data?.paper ?? '80';
  const print = useCallback(() => window.print(), []);
  const toolbar = <ReceiptToolbar paper={paper} onPaper={setChosen} onPrint={print} end={<LanguageToggle />} disabled={!receipt.data} />;

  if (receipt.isError) {
    const missing = receipt.error instanceof ApiError && receipt.error.status === 404;
    return (
      <div className="dk-print-desk" data-testid="print-page">
        <main className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center" data-testid="public-receipt-error">
          <FileX2 aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-lg font-semibold">{missing ? t('public.notFound') : t('public.failed')}</h1>
          <p className="text-muted-foreground">{missing ? t('public.notFoundBody') : receipt.error.message}</p>
          {missing ? null : <Button onClick={() => void receipt.refetch()}>{t('common:actions.retry')}</Button>}
          <LanguageToggle />
        </main>
      </div>
    );
  }
  if (!receipt.data) {
    return <ReceiptSheetLoading toolbar={toolbar} />;
  }
  const { shop, footer, sale, timezone } = receipt.data;
  return <ReceiptSheet toolbar={toolbar} receipt={receiptOfSale(sale)} shop={shop} footer={footer} paper={paper} timeZone={timezone} />;
}
