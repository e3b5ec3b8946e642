import { PrintInvoicePage } from './PrintInvoicePage';

/** /print/sale/:saleId */
export default function PrintSalePage() {
  return <PrintInvoicePage kind="sale" />;
}
