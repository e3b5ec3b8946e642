import { useSalesBook } from '../../api';
import { BookPage } from './BookPage';

/** /sell-list — the sales book. */
export default function SalesBookPage() {
  return <BookPage kind="sales" useBook={useSalesBook} />;
}
