import { useParams } from 'react-router';
import { useSale } from '../../api';
import { InvoiceDetailPage } from './InvoiceDetailPage';

/** /sell-list/:saleId */
export default function SaleDetailPage() {
  const { saleId = '' } = useParams();
  return <InvoiceDetailPage kind="sales" query={useSale(saleId)} />;
}
