/** @jsxRuntime automatic @jsxImportSource ../jsx */
// (React's production JSX runtime and renderer: ../render.ts says why; tsx reads no tsconfig here.)
import type { Order, OrderStatus } from '@dokani/contracts/online-shop';
import type { Language } from '@dokani/i18n';
import { formatDateTime, formatPlace, formatQuantity, localDigitsFor, parseQuantity } from '@dokani/core';
import { Document } from './document.tsx';
import { cartTexts, money, phone, tr, unitWord } from './shared.ts';
import type { PageContext } from './shared.ts';

export function TrackingPage({ ctx, order, fresh }: { ctx: PageContext; order: Order; fresh: boolean }) {
  const T = tr(ctx.lang);
  const { lang } = ctx;
  const tz = ctx.view.timezone;
  const place = formatPlace(order.customer, lang);
  const numberText = T('orderTitle', { number: order.number });
  return (
    <Document
      ctx={ctx}
      title={`${numberText} — ${ctx.view.store.name}`}
      noindex
      data={{ lang, slug: ctx.view.slug, base: ctx.base, texts: cartTexts(lang), placed: fresh }}
    >
      <h1>{numberText}</h1>
      {fresh ? (
        <div className="note" role="status">
          <p>{T('thanks')}</p>
          <p className="hint">{T('trackHint')}</p>
        </div>
      ) : null}
      <p className="price">{T(`status.${order.status}`)}</p>
      <p>{T(`paymentStatus.${order.paymentStatus}`)}</p>
      <section className="panel">
        <h2>{T('history')}</h2>
        <ol className="steps">
          {order.events.map((e, i) => (
            <li key={i}>
              <span>{T(`status.${e.status satisfies OrderStatus}`)}</span>
              <time dateTime={e.at}>{formatDateTime(new Date(e.at), lang, { timeZone: tz })}</time>
            </li>
          ))}
        </ol>
      </section>
      <section className="panel">
        <h2>{T('orderedItems')}</h2>
        <table className="lines">
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.productId}>
                <td>{l.name}</td>
                <td className="n">
                  {formatQuantityFor(l.quantity, lang)} {unitWord(l.unit, lang)} × {money(l.unitPrice, lang)}
                </td>
                <td className="n">{money(l.total, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="sum">
          <span>{T('subtotal')}</span>
          <span>{money(order.subtotal, lang)}</span>
        </div>
        <div className="sum">
          <span>
            {T('deliveryFee')} ({order.shippingName})
          </span>
          <span>{money(order.deliveryFee, lang)}</span>
        </div>
        <div className="sum total">
          <span>{T('total')}</span>
          <span>{money(order.total, lang)}</span>
        </div>
      </section>
      <section className="panel">
        <h2>{T('deliverTo')}</h2>
        <p className="text">
          {order.customer.name}
          {'\n'}
          {phone(order.customer.mobile, lang)}
          {'\n'}
          {order.customer.address}
          {place ? `\n${place}` : ''}
        </p>
      </section>
    </Document>
  );
}

/** A quantity as the customer reads it: Bangla digits in Bangla. */
const formatQuantityFor = (decimal: string, lang: Language): string => localDigitsFor(lang, formatQuantity(parseQuantity(decimal) ?? 0n));
