import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@dokani/contracts/online-shop';
import { Badge } from '@/shared/ui/states';

type Tone = 'danger' | 'warning' | 'neutral' | 'ok';

/** New orders wait for the shop (warning); done is ok; cancelled and returned are stopped (danger). */
const STATUS_TONE: Record<OrderStatus, Tone> = {
  placed: 'warning',
  accepted: 'neutral',
  processing: 'neutral',
  shipped: 'neutral',
  delivered: 'ok',
  completed: 'ok',
  cancelled: 'danger',
  returned: 'danger',
};
const PAYMENT_TONE: Record<Order['paymentStatus'], Tone> = { unpaid: 'neutral', paid: 'ok', refunded: 'warning' };

/** Where an order is in its pipeline. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('online');
  return (
    <span data-testid="order-status" data-status={status}>
      <Badge tone={STATUS_TONE[status]}>{t(`orders.status.${status}`)}</Badge>
    </span>
  );
}

/** Whether the cash was collected (cash on delivery: paid once delivered, refunded when it came back). */
export function PaymentBadge({ status }: { status: Order['paymentStatus'] }) {
  const { t } = useTranslation('online');
  return (
    <span data-testid="order-payment" data-payment={status}>
      <Badge tone={PAYMENT_TONE[status]}>{t(`orders.payment.${status}`)}</Badge>
    </span>
  );
}
