import { usePurchaseBook } from '../../api';
import { BookPage } from './BookPage';

/** /purchase-list — the purchase book. */
export default function PurchaseBookPage() {
  return <BookPage kind="purchases" useBook={usePurchaseBook} />;
}
