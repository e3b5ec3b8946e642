import { CounterScreen } from '../components/CounterScreen';

/** /purchase: the same counter for buying from a supplier (stock goes up). */
export default function PurchasePage() {
  return <CounterScreen kind="purchase" />;
}
