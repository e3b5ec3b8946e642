/**
 * The memo of Receipt.tsx as a print document for a thermal printer (drawn to an image at the
 * head's width, shared/printing): the same parts in the same order, from the same model, words
 * and formatting. A change to what the memo shows is made in both.
 */
import type { TFunction } from 'i18next';
import { decimalSign } from '@dokani/core/format-decimal';
import type { Lang } from '@dokani/core/format';
import { displayMobile, localDigits } from '@/shared/lib/format';
import type { PrintBlock, PrintDoc, PrintImage } from '@/shared/printing/paint';
import { absMoney, formatters, moneySign } from './format';
import type { ReceiptModel, ReceiptShop } from './model';

export interface ReceiptDocInput {
  receipt: ReceiptModel;
  shop: ReceiptShop;
  footer: string | null;
  lang: Lang;
  /** `books` namespace. */
  t: TFunction;
  timeZone?: string;
  /** The shop's logo, loaded (printed at the top, at most a third of the width). */
  logo?: PrintImage | null;
}

/** The logo's largest width on paper, in dots. */
const LOGO_DOTS = 160;

export function receiptDoc({ receipt: r, shop, footer, lang, t, timeZone, logo }: ReceiptDocInput): PrintDoc {
  const f = formatters(lang, t, timeZone);
  const digits = (s: string) => localDigits(s, lang);
  const sale = r.kind === 'sale';
  const positive = (m: string) => moneySign(m) > 0;
  const balanceKey = (s: number) => (s === 0 ? 'clear' : s > 0 ? 'owes' : 'owed');
  const b: PrintBlock[] = [];
  const pair = (left: string, right: string, bold = false) => b.push({ kind: 'pair', left, right, bold });

  if (r.status === 'void') b.push({ kind: 'text', text: `— ${t('receipt.voidStamp')} —`, align: 'center', size: 'large', bold: true });
  if (logo) b.push({ kind: 'image', image: logo, maxDots: LOGO_DOTS });
  b.push({ kind: 'text', text: shop.name, align: 'center', size: 'large', bold: true });
  if (shop.address) b.push({ kind: 'text', text: shop.address, align: 'center', size: 'small' });
  if (shop.phone)
    b.push({ kind: 'text', text: t('receipt.phone', { phone: displayMobile(shop.phone, lang) }), align: 'center', size: 'small' });
  b.push({ kind: 'gap', dots: 6 });
  b.push({ kind: 'text', text: t(sale ? 'receipt.saleTitle' : 'receipt.purchaseTitle'), align: 'center', bold: true });
  if (r.changed && r.status !== 'void') b.push({ kind: 'text', text: t('receipt.updated'), align: 'center', size: 'small' });
  pair(t('receipt.number'), digits(r.number));
  pair(t('receipt.date'), f.dateTime(r.occurredAt));
  if (r.contactName) {
    b.push({
      kind: 'text',
      text: `${t(sale ? 'receipt.customer' : 'receipt.supplier')}: ${r.contactName}${r.contactMobile ? `, ${displayMobile(r.contactMobile, lang)}` : ''}`,
    });
  }
  b.push({ kind: 'rule' });

  if (r.quick) pair(t('receipt.quickSell'), f.money(r.subtotal));
  else
    for (const l of r.lines) {
      const returned =
        decimalSign(l.returnedQuantity) > 0 ? ` ${t('receipt.returnedQty', { qty: f.qtyUnit(l.returnedQuantity, l.unit) })}` : '';
      b.push({ kind: 'text', text: `${l.name}${returned}`, bold: true });
      pair(t('receipt.qtyTimesPrice', { qty: f.qtyUnit(l.quantity, l.unit), price: f.money(l.unitPrice) }), f.money(l.amount));
      if (positive(l.discountAmount))
        b.push({ kind: 'text', text: t('receipt.lineDiscountValue', { amount: f.money(l.discountAmount) }), size: 'small' });
    }
  b.push({ kind: 'rule' });

  if (!r.quick) pair(t('receipt.subtotal'), f.money(r.subtotal));
  if (positive(r.discountAmount)) pair(t('receipt.discount'), `\u2212${f.money(r.discountAmount)}`);
  if (positive(r.vat)) pair(t('receipt.vat'), f.money(r.vat));
  if (positive(r.deliveryCharge)) pair(t('receipt.delivery'), f.money(r.deliveryCharge));
  pair(t('receipt.total'), f.money(r.total), true);
  if (positive(r.returnedAmount)) pair(t('receipt.returned'), `\u2212${f.money(r.returnedAmount)}`);
  if (r.payments.length === 0) pair(t('receipt.paid'), f.money(r.paid));
  else for (const p of r.payments) pair(t('receipt.paidBy', { method: t(`payment.${p.method}`) }), f.money(p.amount));
  if (positive(r.change)) pair(t('receipt.change'), f.money(r.change));
  if (positive(r.refunded)) pair(t(sale ? 'receipt.refunded' : 'receipt.refundedPurchase'), f.money(r.refunded));
  // a memo changed by a return or a void says once what it still owes, and the balance now only
  const now = r.changed && r.contactBalanceNow !== null;
  if (positive(r.due)) pair(t(now ? 'receipt.dueStill' : 'receipt.due'), f.money(r.due), true);

  if (r.contactBalance !== null && !now) {
    b.push({ kind: 'gap', dots: 4 });
    b.push({
      kind: 'text',
      text: t(`receipt.balance.${sale ? 'sale' : 'purchase'}.${balanceKey(moneySign(r.contactBalance))}`, {
        amount: f.money(absMoney(r.contactBalance)),
      }),
      size: 'small',
    });
  }
  if (now && r.contactBalanceNow !== null) {
    b.push({ kind: 'gap', dots: 4 });
    b.push({
      kind: 'text',
      text: t(`receipt.balanceNow.${sale ? 'sale' : 'purchase'}.${balanceKey(moneySign(r.contactBalanceNow))}`, {
        amount: f.money(absMoney(r.contactBalanceNow)),
      }),
      size: 'small',
    });
  }
  const footerText = footer?.trim() || (sale ? t('receipt.thanks') : '');
  if (footerText) {
    b.push({ kind: 'rule', style: 'dashed' });
    b.push({ kind: 'text', text: footerText, align: 'center', size: 'small' });
  }
  return { blocks: b };
}
