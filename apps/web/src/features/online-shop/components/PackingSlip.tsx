import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Order } from '@dokani/contracts/online-shop';
import { useOnlineFormat } from '../format';
import '../packing-slip.css';
import { formatPlace } from '@dokani/core/geo';

export interface SlipShop {
  name: string;
  address: string | null;
  mobile: string | null;
}

/**
 * The order's packing slip as it prints (packing-slip.css): the shop, the order's number and date,
 * whom it goes to, the lines, the totals and what to collect on delivery. Kept under <body>,
 * hidden on screen: the order page's print button (window.print()) sends it alone to the printer.
 */
export function PackingSlip({ order, shop }: { order: Order; shop: SlipShop }) {
  const { t } = useTranslation('online');
  const fmt = useOnlineFormat();
  const pay =
    order.paymentStatus === 'unpaid'
      ? t('slip.collect', { amount: fmt.moneyText(order.total) })
      : t(`orders.payment.${order.paymentStatus}`);
  return createPortal(
    <div className="dk-packing-slip" aria-hidden="true" data-testid="packing-slip">
      <header className="dk-slip-head">
        <div>
          <h1 className="dk-slip-shop" data-testid="slip-shop">
            {shop.name}
          </h1>
          {shop.address ? <p>{shop.address}</p> : null}
          {shop.mobile ? <p>{fmt.mobile(shop.mobile)}</p> : null}
        </div>
        <div className="dk-slip-title">
          <p>{t('slip.title')}</p>
          <p data-testid="slip-number">{t('orders.title', { number: fmt.digits(String(order.number)) })}</p>
          <p className="font-normal">{fmt.dateTime(order.createdAt)}</p>
        </div>
      </header>

      <section className="dk-slip-to" data-testid="slip-customer">
        <p className="dk-slip-label">{t('slip.to')}</p>
        <p className="dk-slip-name">{order.customer.name}</p>
        <p>{fmt.mobile(order.customer.mobile)}</p>
        <p>{order.customer.address}</p>
        {formatPlace(order.customer, fmt.lang) ? <p>{formatPlace(order.customer, fmt.lang)}</p> : null}
      </section>

      <table className="dk-slip-lines" data-testid="slip-lines">
        <thead>
          <tr>
            <th>{t('orders.item')}</th>
            <th className="dk-slip-num">{t('orders.quantity')}</th>
            <th className="dk-slip-num">{t('orders.unitPrice')}</th>
            <th className="dk-slip-num">{t('orders.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, i) => (
            <tr key={`${l.productId}-${i}`}>
              <td>{l.name}</td>
              <td className="dk-slip-num">{fmt.qtyUnit(l.quantity, l.unit)}</td>
              <td className="dk-slip-num">{fmt.moneyText(l.unitPrice)}</td>
              <td className="dk-slip-num">{fmt.moneyText(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="dk-slip-totals">
        <div>
          <dt>{t('orders.subtotal')}</dt>
          <dd>{fmt.moneyText(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('orders.delivery', { name: order.shippingName })}</dt>
          <dd>{fmt.moneyText(order.deliveryFee)}</dd>
        </div>
        <div className="dk-slip-total">
          <dt>{t('orders.total')}</dt>
          <dd data-testid="slip-total">{fmt.moneyText(order.total)}</dd>
        </div>
      </dl>

      <p className="dk-slip-pay" data-testid="slip-payment">
        {t('orders.cod')} — {pay}
      </p>
      {order.note ? (
        <p className="dk-slip-note">
          {t('orders.note')}: {order.note}
        </p>
      ) : null}
    </div>,
    document.body,
  );
}
