/**
 * The bodies the counter posts (POST /sales, POST /purchases), from the cart and its figures.
 * Every figure the screen showed is sent as shown: line prices and discounts explicitly, and the
 * screen's `total`, which the server recomputes and refuses when it differs.
 */
import { formatFixed } from '@dokani/core/decimal';
import type { Discount } from '@dokani/core/invoice';
import { formatMoneyDecimal, formatQuantity } from '@dokani/core/money';
import { toAsciiDigits } from '@dokani/core/digits';
import type { DiscountRequest, InlineContactRequest, PaymentRequest, PurchaseRequest, SaleRequest } from '../api';
import { typedDiscount, typedPercent, cleanTyped, type Cart, type CartFigures } from './cart';

const wireDiscount = (d: Discount | null): DiscountRequest | null => (d ? { type: d.type, value: formatFixed(d.value, 2) } : null);

export function wirePayments(figures: Pick<CartFigures, 'payments'>): PaymentRequest[] {
  return figures.payments.map((p) => ({ method: p.method, amount: formatMoneyDecimal(p.amount) }));
}

export function inlineContact(c: Cart['newContact']): InlineContactRequest | undefined {
  if (!c) return undefined;
  const address = c.address.trim();
  return { name: c.name.trim(), mobile: toAsciiDigits(c.mobile).replace(/[\s-]/g, ''), ...(address ? { address } : {}) };
}

function common(cart: Cart, figures: CartFigures) {
  const note = cart.note.trim();
  const discount = wireDiscount(typedDiscount(cart.discount) ?? null);
  return {
    id: cart.id,
    ...(cart.date ? { date: cart.date } : {}),
    ...(cart.employeeId ? { employeeId: cart.employeeId } : {}),
    ...(discount ? { discount } : {}),
    ...(figures.invoice.deliveryCharge > 0n ? { deliveryCharge: formatMoneyDecimal(figures.invoice.deliveryCharge) } : {}),
    payments: wirePayments(figures),
    ...(note ? { note } : {}),
    total: formatMoneyDecimal(figures.invoice.total),
  };
}

export function saleRequest(cart: Cart, figures: CartFigures): SaleRequest {
  const customer = cart.newContact ? inlineContact(cart.newContact) : undefined;
  return {
    ...common(cart, figures),
    ...(customer ? { customer } : cart.contactId ? { customerId: cart.contactId } : {}),
    lines: cart.lines.map((l, i) => {
      const f = figures.lines[i];
      return {
        productId: l.product.id,
        quantity: formatQuantity(f?.quantity ?? 0n),
        unitPrice: formatMoneyDecimal(f?.unitPrice ?? 0n),
        // null, not left out: left out would mean "the product's own discount" to the server.
        discount: wireDiscount(typedDiscount(l.discount) ?? null),
      };
    }),
  };
}

export function purchaseRequest(cart: Cart, figures: CartFigures): PurchaseRequest {
  const supplier = cart.newContact ? inlineContact(cart.newContact) : undefined;
  return {
    ...common(cart, figures),
    ...(supplier ? { supplier } : cart.contactId ? { supplierId: cart.contactId } : {}),
    lines: cart.lines.map((l, i) => {
      const f = figures.lines[i];
      const vat = cleanTyped(l.vat) === '' ? 0n : (typedPercent(l.vat) ?? 0n);
      return {
        productId: l.product.id,
        quantity: formatQuantity(f?.quantity ?? 0n),
        unitPrice: formatMoneyDecimal(f?.unitPrice ?? 0n),
        discount: wireDiscount(typedDiscount(l.discount) ?? null),
        ...(vat > 0n ? { vatPercent: formatFixed(vat, 2) } : {}),
      };
    }),
  };
}
