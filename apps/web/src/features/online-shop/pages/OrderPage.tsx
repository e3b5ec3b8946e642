import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileQuestion, Phone, Printer, ReceiptText } from 'lucide-react';
import { ORDER_MOVES, type Order, type OrderStatus } from '@dokani/contracts/online-shop';
import { formatPlace } from '@dokani/core/geo';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FormAlert } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page-title';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyState, ListSkeleton, LoadError } from '@/shared/ui/states';
import { useMoveOrder, useOnlineShop, useOrder } from '../api';
import { OrderStatusBadge, PaymentBadge } from '../components/OrderBadges';
import { PackingSlip, type SlipShop } from '../components/PackingSlip';
import { useOnlineFormat } from '../format';

type Move = Exclude<OrderStatus, 'placed'>;
/** Moves that cannot be undone and stop the order: asked first. */
const ASKED: readonly Move[] = ['cancelled', 'returned'];

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm"
      data-testid={testId}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 border-t border-border pt-2 text-lg font-semibold' : 'flex justify-between gap-4'}>
      <dt className={strong ? 'shrink-0' : 'shrink-0 text-muted-foreground'}>{label}</dt>
      <dd className="m-0 text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** The store's name and contact on the slip: the online store's own, else the shop's name. */
function useSlipShop(): SlipShop {
  const store = useOnlineShop();
  const shopName = useAuthStore((s) => s.currentShop?.name) ?? '';
  return store.data
    ? { name: store.data.name, address: store.data.address, mobile: store.data.mobile }
    : { name: shopName, address: null, mobile: null };
}

/** The next steps the pipeline allows from here: forward ones as buttons, cancel and return after asking. */
function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('online');
  const fmt = useOnlineFormat();
  const move = useMoveOrder(order.id);
  const [asking, setAsking] = useState<Move | null>(null);
  const [error, setError] = useState<string | null>(null);
  const number = fmt.digits(String(order.number));
  const moves = ORDER_MOVES[order.status].filter((s): s is Move => s !== 'placed');

  const run = (to: Move) => {
    setError(null);
    move.mutate(to, {
      onSuccess: (saved) => {
        setAsking(null);
        notify('success', t('orders.moved', { number, status: t(`orders.status.${saved.status}`) }));
        // The move stands; the customer's SMS may not have gone (credit, limit, gateway).
        if (saved.sms && saved.sms !== 'sent') notify('error', t(`orders.smsNot.${saved.sms}`));
      },
      onError: (e) => {
        setAsking(null);
        setError(e.message || t('common:errors.unknown'));
      },
    });
  };

  return (
    <>
      <p className="text-sm text-muted-foreground" data-testid="order-hint">
        {t(`orders.hint.${order.status}`)}
      </p>
      {moves.length > 0 ? (
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:flex sm:flex-wrap" data-testid="order-actions">
          {moves.map((to) => {
            const asked = ASKED.includes(to);
            const busy = move.isPending && move.variables === to;
            return (
              <Button
                key={to}
                variant={asked ? 'outline' : 'default'}
                className={asked ? 'text-destructive' : undefined}
                disabled={move.isPending}
                aria-busy={busy}
                onClick={() => (asked ? setAsking(to) : run(to))}
                data-testid={`order-move-${to}`}
              >
                {busy && !asked ? <Spinner /> : null}
                {t(`orders.move.${to}`)}
              </Button>
            );
          })}
        </div>
      ) : null}
      <FormAlert message={error} />
      {ASKED.map((to) => (
        <ConfirmDialog
          key={to}
          open={asking === to}
          onOpenChange={(open) => setAsking(open ? to : null)}
          title={t(`orders.confirm.${to}.title`, { number })}
          body={t(`orders.confirm.${to}.body`)}
          confirmLabel={t(`orders.confirm.${to}.yes`)}
          pending={move.isPending}
          testId={`order-confirm-${to}`}
          onConfirm={() => run(to)}
        />
      ))}
    </>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('online');
  const fmt = useOnlineFormat();
  const slipShop = useSlipShop();
  const number = fmt.digits(String(order.number));
  const place = formatPlace(order.customer, fmt.lang);

  return (
    <Page data-testid="order-page" data-status={order.status} title={t('orders.title', { number })}>
      <section aria-label={t('orders.summary')} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
          <span className="ms-auto text-lg font-semibold tabular-nums" data-testid="order-total">
            {fmt.moneyText(order.total)}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">{t('orders.placedAt', { when: fmt.dateTime(order.createdAt) })}</p>
        <OrderActions order={order} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => window.print()} data-testid="order-print">
            <Printer aria-hidden="true" />
            {t('orders.print')}
          </Button>
          {order.saleId ? (
            <ButtonLink variant="outline" to={`/sell-list/${order.saleId}`} data-testid="order-sale" icon={ReceiptText}>
              {t('orders.viewSale')}
            </ButtonLink>
          ) : null}
        </div>
      </section>

      <Section title={t('orders.customer')} testId="order-customer">
        <dl className="flex flex-col gap-2">
          <div>
            <dt className="text-sm text-muted-foreground">{t('orders.name')}</dt>
            <dd className="m-0 break-words font-medium" data-testid="order-customer-name">
              {order.customer.name}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t('orders.mobile')}</dt>
            <dd className="m-0">
              <a
                href={`tel:${order.customer.mobile}`}
                className="inline-flex min-h-10 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                aria-label={t('orders.call', { mobile: fmt.mobile(order.customer.mobile) })}
                data-testid="order-customer-mobile"
              >
                <Phone aria-hidden="true" className="size-4" />
                <span className="tabular-nums">{fmt.mobile(order.customer.mobile)}</span>
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t('orders.address')}</dt>
            <dd className="m-0 whitespace-pre-line break-words" data-testid="order-customer-address">
              {order.customer.address}
              {place ? `\n${place}` : ''}
            </dd>
          </div>
          {order.note ? (
            <div>
              <dt className="text-sm text-muted-foreground">{t('orders.note')}</dt>
              <dd className="m-0 whitespace-pre-line break-words" data-testid="order-note">
                {order.note}
              </dd>
            </div>
          ) : null}
        </dl>
      </Section>

      <Section title={t('orders.items')} testId="order-items">
        <ul className="flex flex-col divide-y divide-border" data-testid="order-lines">
          {order.lines.map((l, i) => (
            <li key={`${l.productId}-${i}`} className="flex items-start justify-between gap-3 py-2 first:pt-0" data-testid="order-line">
              <div className="min-w-0">
                <p className="break-words font-medium">{l.name}</p>
                <p className="text-sm text-muted-foreground tabular-nums">
                  {fmt.qtyUnit(l.quantity, l.unit)} × {fmt.moneyText(l.unitPrice)}
                </p>
              </div>
              <span className="shrink-0 font-medium tabular-nums" data-testid="order-line-total">
                {fmt.moneyText(l.total)}
              </span>
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-1 border-t border-border pt-3">
          <Row label={t('orders.subtotal')}>{fmt.moneyText(order.subtotal)}</Row>
          <Row label={t('orders.delivery', { name: order.shippingName })}>
            <span data-testid="order-delivery-fee">{fmt.moneyText(order.deliveryFee)}</span>
          </Row>
          <Row label={t('orders.total')} strong>
            {fmt.moneyText(order.total)}
          </Row>
          <Row label={t('orders.paymentLabel')}>
            {t('orders.cod')} · {t(`orders.payment.${order.paymentStatus}`)}
          </Row>
        </dl>
      </Section>

      <Section title={t('orders.history')} testId="order-history">
        <ol className="flex flex-col gap-3 border-s-2 border-border ps-4">
          {order.events.map((e, i) => (
            <li key={`${e.status}-${i}`} className="flex flex-col gap-0.5" data-testid="order-event">
              <span className="font-medium">{t(`orders.event.${e.status}`)}</span>
              <span className="text-sm text-muted-foreground">
                {fmt.dateTime(e.at)} · <span data-testid="order-event-by">{e.by ?? t('orders.byCustomer')}</span>
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <PackingSlip order={order} shop={slipShop} />
    </Page>
  );
}

/** /online-shop/orders/:orderId: one order — its customer, lines and totals, its history, its next steps, and its packing slip to print. */
export default function OrderPage() {
  const { t } = useTranslation('online');
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);

  if (order.data) return <OrderDetail order={order.data} />;
  return (
    <Page title={t('nav:online.orders')}>
      {order.error ? (
        order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400) ? (
          <EmptyState icon={FileQuestion} title={t('orders.notFound')} testId="order-not-found">
            <ButtonLink variant="outline" to="/online-shop/orders">
              {t('orders.toList')}
            </ButtonLink>
          </EmptyState>
        ) : (
          <LoadError error={order.error} onRetry={() => void order.refetch()} />
        )
      ) : (
        <ListSkeleton rows={3} className="h-28" />
      )}
    </Page>
  );
}
