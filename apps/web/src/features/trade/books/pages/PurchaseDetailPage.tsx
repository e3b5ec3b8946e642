import { useParams } from 'react-router';
import { usePurchase } from '../../api';
import { InvoiceDetailPage } from './InvoiceDetailPage';

/** /purchase-list/:purchaseId */
export default function PurchaseDetailPage() {
  const { purchaseId = '' } = useParams();
  return <InvoiceDetailPage kind="purchases" query={usePurchase(purchaseId)} />;
}
