import { CounterScreen } from '../components/CounterScreen';

/** /sell: the counter for a sale. */
export default function SellPage() {
  return <CounterScreen kind="sale" />;
}
