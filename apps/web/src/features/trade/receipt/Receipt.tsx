import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/shared/lib/i18n';
import { displayMobile, localDigits } from '@/shared/lib/format';
import { decimalSign } from '@dokani/core/format-decimal';
import { useAuthStore } from '@/shared/stores/auth';
import { absMoney, formatters, moneySign } from './format';
import type { ReceiptModel, ReceiptPaper, ReceiptShop } from './model';
import './receipt.css';

export interface ReceiptProps {
  receipt: ReceiptModel;
  shop: ReceiptShop;
  /** The shop's footer text (settings); a sale without one thanks the customer. */
  footer: string | null;
  paper: ReceiptPaper;
  /** The only content of its page (print, public link): the shop name is the page's heading. */
  standalone?: boolean;
  /** IANA zone of the shop's clock (default: the signed-in shop's, else Dhaka). */
  timeZone?: string;
}

/**
 * A sale's or purchase's memo, as printed: shop header, number and time, the lines, the figures
 * the server computed, the contact's balance and the footer. Always black on white (it is paper),
 * sized for its roll (58 / 80 mm) or A4 by receipt.css; in the language of the app.
 */
export function Receipt({ receipt: r, shop, footer, paper, standalone = false, timeZone }: ReceiptProps) {
  const { t, i18n } = useTranslation('books');
  const lang = isLanguage(i18n.language) ? i18n.language : 'bn';
  const shopZone = useAuthStore((s) => s.currentShop?.timezone);
  const f = formatters(lang, t, timeZone ?? shopZone ?? undefined);
  const digits = (s: string) => localDigits(s, lang);
  const sale = r.kind === 'sale';
  const Heading = standalone ? 'h1' : 'p';
  const title = t(sale ? 'receipt.saleTitle' : 'receipt.purchaseTitle');
  const positive = (m: string) => moneySign(m) > 0;
  const footerText = footer?.trim() || (sale ? t('receipt.thanks') : '');
  const balanceSign = moneySign(r.contactBalance);
  const nowSign = moneySign(r.contactBalanceNow);
  const changedNow = r.changed && r.contactBalanceNow !== null;
  const balanceKey = (s: number) => (s === 0 ? 'clear' : s > 0 ? 'owes' : 'owed');

  return (
    <article className="dk-receipt" data-paper={paper} data-testid="receipt" aria-label={`${title} ${digits(r.number)}`}>
      {r.status === 'void' ? (
        <p className="dk-receipt-void" data-testid="receipt-void">
          {t('receipt.voidStamp')}
        </p>
      ) : null}
      <header className="dk-receipt-head">
        {shop.logoUrl ? <img src={shop.logoUrl} alt="" className="dk-receipt-logo" /> : null}
        <Heading className="dk-receipt-shop" data-testid="receipt-shop">
          {shop.name}
        </Heading>
        {shop.address ? <p>{shop.address}</p> : null}
        {shop.phone ? <p>{t('receipt.phone', { phone: displayMobile(shop.phone, lang) })}</p> : null}
      </header>

      <p className="dk-receipt-title">{title}</p>
      {r.changed && r.status !== 'void' ? (
        <p className="dk-receipt-updated" data-testid="receipt-updated">
          {t('receipt.updated')}
        </p>
      ) : null}
      <dl className="dk-receipt-meta">
        <div>
          <dt>{t('receipt.number')}</dt>
          <dd data-testid="receipt-number">{digits(r.number)}</dd>
        </div>
        <div>
          <dt>{t('receipt.date')}</dt>
          <dd data-testid="receipt-date">{f.dateTime(r.occurredAt)}</dd>
        </div>
        {r.contactName ? (
          <div>
            <dt>{t(sale ? 'receipt.customer' : 'receipt.supplier')}</dt>
            <dd data-testid="receipt-contact">
              {r.contactName}
              {r.contactMobile ? `, ${displayMobile(r.contactMobile, lang)}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="dk-receipt-lines" role="table" aria-label={t('receipt.items')}>
        <div className="dk-receipt-line dk-receipt-colheads" role="row">
          <span role="columnheader">{t('receipt.item')}</span>
          <span role="columnheader">{t('receipt.qtyPrice')}</span>
          <span role="columnheader">{t('receipt.lineDiscount')}</span>
          <span role="columnheader">{t('receipt.amount')}</span>
        </div>
        {r.quick ? (
          <div className="dk-receipt-line" role="row" data-testid="receipt-line">
            <span role="cell" className="dk-receipt-name">
              {t('receipt.quickSell')}
            </span>
            <span role="cell" />
            <span role="cell" />
            <span role="cell" className="dk-receipt-amount">
              {f.money(r.subtotal)}
            </span>
          </div>
        ) : (
          r.lines.map((l) => (
            <div key={l.lineNo} className="dk-receipt-line" role="row" data-testid="receipt-line">
              <span role="cell" className="dk-receipt-name">
                {l.name}
                {decimalSign(l.returnedQuantity) > 0 ? (
                  <span className="dk-receipt-returned" data-testid="receipt-line-returned">
                    {' '}
                    {t('receipt.returnedQty', { qty: f.qtyUnit(l.returnedQuantity, l.unit) })}
                  </span>
                ) : null}
              </span>
              <span role="cell" className="dk-receipt-qty">
                {t('receipt.qtyTimesPrice', { qty: f.qtyUnit(l.quantity, l.unit), price: f.money(l.unitPrice) })}
              </span>
              <span role="cell" className="dk-receipt-discount">
                {positive(l.discountAmount) ? t('receipt.lineDiscountValue', { amount: f.money(l.discountAmount) }) : ''}
              </span>
              <span role="cell" className="dk-receipt-amount" data-testid="receipt-line-amount">
                {f.money(l.amount)}
              </span>
            </div>
          ))
        )}
      </div>

      <dl className="dk-receipt-sums" data-testid="receipt-sums">
        {!r.quick ? <Row label={t('receipt.subtotal')} value={f.money(r.subtotal)} id="subtotal" /> : null}
        {positive(r.discountAmount) ? (
          <Row label={t('receipt.discount')} value={`\u2212${f.money(r.discountAmount)}`} id="discount" />
        ) : null}
        {positive(r.vat) ? <Row label={t('receipt.vat')} value={f.money(r.vat)} id="vat" /> : null}
        {positive(r.deliveryCharge) ? <Row label={t('receipt.delivery')} value={f.money(r.deliveryCharge)} id="delivery" /> : null}
        <Row label={t('receipt.total')} value={f.money(r.total)} id="total" strong />
        {positive(r.returnedAmount) ? (
          <Row label={t('receipt.returned')} value={`\u2212${f.money(r.returnedAmount)}`} id="returned" />
        ) : null}
        {r.payments.length === 0 ? (
          <Row label={t('receipt.paid')} value={f.money(r.paid)} id="paid" />
        ) : (
          r.payments.map((p, i) => (
            <Row key={i} label={t('receipt.paidBy', { method: t(`payment.${p.method}`) })} value={f.money(p.amount)} id="paid" />
          ))
        )}
        {positive(r.change) ? <Row label={t('receipt.change')} value={f.money(r.change)} id="change" /> : null}
        {positive(r.refunded) ? (
          <Row label={t(sale ? 'receipt.refunded' : 'receipt.refundedPurchase')} value={f.money(r.refunded)} id="refunded" />
        ) : null}
        {positive(r.due) ? <Row label={t(changedNow ? 'receipt.dueStill' : 'receipt.due')} value={f.money(r.due)} id="due" strong /> : null}
      </dl>

      {/* a memo changed by a return or a void states what it still owes (above) and the balance now — not the balance as it was */}
      {r.contactBalance !== null && !changedNow ? (
        <p className="dk-receipt-balance" data-testid="receipt-balance">
          {t(`receipt.balance.${sale ? 'sale' : 'purchase'}.${balanceKey(balanceSign)}`, {
            amount: f.money(absMoney(r.contactBalance)),
          })}
        </p>
      ) : null}
      {changedNow && r.contactBalanceNow !== null ? (
        <p className="dk-receipt-balance" data-testid="receipt-balance-now">
          {t(`receipt.balanceNow.${sale ? 'sale' : 'purchase'}.${balanceKey(nowSign)}`, { amount: f.money(absMoney(r.contactBalanceNow)) })}
        </p>
      ) : null}

      {footerText ? (
        <p className="dk-receipt-footer" data-testid="receipt-footer">
          {footerText}
        </p>
      ) : null}
    </article>
  );
}

function Row({ label, value, id, strong = false }: { label: string; value: string; id: string; strong?: boolean }) {
  return (
    <div className={strong ? 'dk-receipt-sum dk-receipt-strong' : 'dk-receipt-sum'} data-testid={`receipt-${id}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
