import { PrintInvoicePage } from './PrintInvoicePage';

/** /print/purchase/:purchaseId — the purchase memo, laid out as a sale's. */
export default function PrintPurchasePage() {
  return <PrintInvoicePage kind="purchase" />;
}
